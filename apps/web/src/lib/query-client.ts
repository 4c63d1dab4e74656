import { QueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not change on retry; network trouble and 5xx may.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
      mutations: { retry: false },
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
