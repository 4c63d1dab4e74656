import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { statsApi } from './client.ts';

/** The sales figures of a range of Jakarta days; the last range stays on screen while the next loads. */
export const statsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.stats.range(from, to),
    queryFn: ({ signal }) => statsApi.getStats({ query: { from, to }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
