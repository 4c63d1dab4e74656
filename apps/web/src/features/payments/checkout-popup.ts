/** The payment popup opened at checkout (spec section 4): success goes to /myorder?payment=success, other outcomes show their text. */
import type { Order } from '@gayaku/contract';
import { rememberPaidOrder } from './payment-tracking.ts';
import { loadSnap, SNAP_LOAD_FAILED, snapDetails, type SnapResult } from './snap.ts';

export type PopupOutcome = 'success' | 'pending' | 'error' | 'close';

/** Texts of the popup outcomes at checkout; success navigates instead. */
export function checkoutOutcomeMessage(outcome: Exclude<PopupOutcome, 'success'>, result?: SnapResult): string {
  switch (outcome) {
    case 'pending':
      return 'Pembayaran pending.';
    case 'error':
      return `Pembayaran gagal: ${snapDetails(result)}`;
    case 'close':
      return 'Pembayaran dibatalkan.';
  }
}

/** Opens the popup for the order's Snap token; `onMessage` shows each outcome's text. */
export function openCheckoutPopup(
  snapToken: string,
  order: Order | null,
  onMessage: (message: string) => void,
  navigate: (to: string) => unknown,
): void {
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
