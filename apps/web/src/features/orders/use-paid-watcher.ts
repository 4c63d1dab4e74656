import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys } from '../../lib/query-keys.ts';
import { orderDetailQuery } from './api/queries.ts';

export type WatchState = 'idle' | 'waiting' | 'settled' | 'timeout' | 'failed';

const INTERVAL_MS = 2000;
const MAX_CHECKS = 30;

/**
 * After the popup reports success, re-reads the order until the server no longer says pending
 * (only the provider's verified notification marks it paid), then reloads the list.
 */
export function usePaidWatcher(token: string | null) {
  const [orderId, setOrderId] = useState<number | null>(null);
  const [checks, setChecks] = useState(0);
  const queryClient = useQueryClient();
  const detail = useQuery({
    ...orderDetailQuery(orderId ?? 0, token),
    enabled: orderId !== null,
    retry: 1,
    refetchInterval: (q) => (q.state.data?.order.status === 'pending' && checks < MAX_CHECKS ? INTERVAL_MS : false),
  });
  const status = detail.data?.order.status;

  useEffect(() => {
    if (detail.dataUpdatedAt) setChecks((c) => c + 1);
  }, [detail.dataUpdatedAt]);

  useEffect(() => {
    if (status && status !== 'pending') void queryClient.invalidateQueries({ queryKey: queryKeys.orders.mine() });
  }, [status, queryClient]);

  let state: WatchState = 'idle';
  if (orderId !== null) {
    if (detail.isError) state = 'failed';
    else if (status && status !== 'pending') state = 'settled';
    else if (checks >= MAX_CHECKS) state = 'timeout';
    else state = 'waiting';
  }

  return {
    state,
    orderId,
    status,
    watch: (id: number) => {
      setChecks(0);
      setOrderId(id);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(id) });
    },
  };
}
