import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { statsApi } from './client.ts';

/** The sales figures of a range of Jakarta days; the last range stays on screen while the next loads. */
export const statsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['stats', from, to],
    queryFn: ({ signal }) => statsApi.getStats({ query: { from, to }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
