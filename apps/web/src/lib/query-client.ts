import { MutationCache, QueryClient, type DefaultOptions, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { ApiError, errorText } from './api-error.ts';
import { toast } from './toast.ts';

/** What a mutation tells the one failure path below (`useMutation({ meta: { errorToast: '…' } })`). */
interface MutationMeta extends Record<string, unknown> {
  /** Toasted when the mutation fails. A mutation without it shows its failure itself (inline, alert, log). */
  errorToast?: string;
  /** Toast the server's own reason when it gives one (errorText), `errorToast` otherwise. */
  serverReason?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/** The toast of a failed mutation, when it names one. */
function toastFailure(error: unknown, meta: MutationMeta | undefined): void {
  if (!meta?.errorToast) return;
  toast.error(meta.serverReason ? errorText(error, meta.errorToast) : meta.errorToast);
}

/** The app's query client; `defaults` adjust it (tests turn retries off). */
export function createQueryClient(defaults: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => toastFailure(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not change on retry; network trouble and 5xx may.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
        ...defaults.queries,
      },
      mutations: { retry: false, ...defaults.mutations },
    },
  });
}

/**
 * Starts a query unless it is cached or already in flight (what TanStack's usePrefetchQuery does,
 * callable outside a component): for loading a page's data alongside its code.
 */
export function prefetchOnce<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): void {
  if (!client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
}

/**
 * Reads the queries under `queryKey` again after a change on the server. Invalidating alone is not
 * enough for a query whose first read is still on its way: TanStack Query then hands back that read
 * (it cancels a read in flight only when the query already has data), and it may have begun before
 * the change. Such a read is cancelled and the query read again.
 */
export async function readAgain(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}
