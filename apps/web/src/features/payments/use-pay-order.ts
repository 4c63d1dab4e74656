import type { Order } from '@gayaku/contract';
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { myOrderOutcomeMessage, PayError, requestSnapToken } from './pay-order.ts';
import { loadSnap, SNAP_LOAD_FAILED } from './snap.ts';

/**
 * One payment attempt at a time: asks for the order's snap token, opens the popup and reports
 * the outcome. `payingId` is the order being paid ('Memproses...').
 */
export function usePayOrder({
  token,
  onSuccess,
  onSettled,
}: {
  token: string | null;
  onSuccess: (orderId: number) => void;
  onSettled: () => void;
}) {
  const [payingId, setPayingId] = useState<number | null>(null);

  const pay = async (order: Order) => {
    if (payingId !== null) return;
    setPayingId(order.id);
    try {
      const snapToken = await requestSnapToken(order, token);
      let snap;
      try {
        snap = await loadSnap();
      } catch {
        throw new PayError(SNAP_LOAD_FAILED);
      }
      snap.pay(snapToken, {
        onSuccess: () => {
          setPayingId(null);
          onSuccess(order.id);
        },
        onPending: () => {
          setPayingId(null);
          toast.info(myOrderOutcomeMessage('pending') ?? '', { autoClose: 6000 });
          onSettled();
        },
        onError: () => {
          setPayingId(null);
          toast.error(myOrderOutcomeMessage('error') ?? '', { autoClose: 6000 });
          onSettled();
        },
        onClose: () => {
          setPayingId(null);
          onSettled();
        },
      });
    } catch (error) {
      setPayingId(null);
      toast.error(error instanceof PayError ? error.message : `Terjadi kesalahan: ${error instanceof Error ? error.message : ''}`, {
        autoClose: 6000,
      });
    }
  };

  return { pay, payingId };
}
