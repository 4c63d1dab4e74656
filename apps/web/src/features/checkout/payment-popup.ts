import type { Order } from '@gayaku/contract';
import { ApiError } from '../../lib/api-client.ts';
import { rememberPaidOrder } from '../../lib/payment-tracking.ts';
import { loadSnap, SNAP_LOAD_FAILED } from '../../lib/snap.ts';
import { checkoutOutcomeMessage, ORDER_SAVE_FAILED } from './checkout-rules.ts';

/** 'Gagal menyimpan pesanan', or the server's word when it explains (e.g. 502 'Gagal mendapatkan token pembayaran.'). */
export function orderFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 502 && error.hasServerMessage) return error.message;
  if (error instanceof ApiError && error.hasServerMessage && error.status >= 400 && error.status < 500)
    return `${ORDER_SAVE_FAILED}: ${error.message}`;
  return ORDER_SAVE_FAILED;
}

/** Opens the payment popup; success goes to /myorder?payment=success, other outcomes show their text. */
export function openPopup(snapToken: string, order: Order | null, onMessage: (message: string) => void, navigate: (to: string) => unknown) {
  loadSnap()
    .then((snap) => {
      snap.pay(snapToken, {
        onSuccess: () => {
          if (order) rememberPaidOrder(order.id);
          void navigate('/myorder?payment=success');
        },
        onPending: () => onMessage(checkoutOutcomeMessage('pending')),
        onError: (result) => onMessage(checkoutOutcomeMessage('error', result)),
        onClose: () => onMessage(checkoutOutcomeMessage('close')),
      });
    })
    .catch(() => onMessage(SNAP_LOAD_FAILED));
}
