import type { OrderDetail } from '@gayaku/contract';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { readAgain } from '../../lib/query-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type WatchState = 'idle' | 'waiting' | 'settled' | 'timeout' | 'failed';

const INTERVAL_MS = 2000;
const MAX_CHECKS = 30;

/**
 * After the popup reports success, re-reads the order until the server no longer says pending
 * (only the provider's verified notification marks it paid), then reloads the list. `orderQuery`
 * reads one order (the orders feature's detail query, whose cache the detail dialog shares).
 */
export function usePaidWatcher<K extends QueryKey>(orderQuery: (id: number) => UseQueryOptions<OrderDetail, Error, OrderDetail, K>) {
  const [orderId, setOrderId] = useState<number | null>(null);
  // Answers read since watching began: each new answer time is one more check.
  const [reads, setReads] = useState({ at: 0, checks: 0 });
  const queryClient = useQueryClient();
  const detail = useQuery({
    ...orderQuery(orderId ?? 0),
    enabled: orderId !== null,
    retry: 1,
    refetchInterval: (q) => (q.state.data?.order.status === 'pending' && reads.checks < MAX_CHECKS ? INTERVAL_MS : false),
  });
  if (detail.dataUpdatedAt !== reads.at) setReads({ at: detail.dataUpdatedAt, checks: reads.checks + (detail.dataUpdatedAt ? 1 : 0) });
  const status = detail.data?.order.status;

  useEffect(() => {
    if (status && status !== 'pending') void readAgain(queryClient, queryKeys.orders.mine());
  }, [status, queryClient]);

  let state: WatchState = 'idle';
  if (orderId !== null) {
    if (detail.isError) state = 'failed';
    else if (status && status !== 'pending') state = 'settled';
    else if (reads.checks >= MAX_CHECKS) state = 'timeout';
    else state = 'waiting';
  }

  const watch = useCallback(
    (id: number) => {
      setReads((r) => ({ ...r, checks: 0 }));
      setOrderId(id);
      void readAgain(queryClient, queryKeys.orders.detail(id));
    },
    [queryClient],
  );

  return { state, orderId, status, watch };
}
