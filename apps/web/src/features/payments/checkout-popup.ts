/** The payment popup opened at checkout (spec section 4): success goes to /myorder?payment=success, other outcomes show their text. */
import type { Order } from '@gayaku/contract';
import { rememberPaidOrder } from './payment-tracking.ts';
import { loadSnap, SNAP_LOAD_FAILED, snapDetails, type SnapResult } from './snap.ts';

export type PopupOutcome = 'success' | 'pending' | 'error' | 'close';

/** What the checkout screen shows after the popup: the spec's text and the tone it is told in. */
export interface CheckoutOutcome {
  /** pending: amber, waiting for the provider; error: red, the payment failed; closed: neutral, the popup was closed unpaid. */
  tone: 'pending' | 'error' | 'closed';
  message: string;
}

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

/** Opens the popup for the order's Snap token; `onOutcome` shows each outcome but success, which goes to 'Pesanan Saya'. */
export function openCheckoutPopup(
  snapToken: string,
  order: Order | null,
  onOutcome: (outcome: CheckoutOutcome) => void,
  navigate: (to: string) => unknown,
): void {
  loadSnap()
    .then((snap) => {
      snap.pay(snapToken, {
        onSuccess: () => {
          if (order) rememberPaidOrder(order.id);
          void navigate('/myorder?payment=success');
        },
        onPending: () => onOutcome({ tone: 'pending', message: checkoutOutcomeMessage('pending') }),
        onError: (result) => onOutcome({ tone: 'error', message: checkoutOutcomeMessage('error', result) }),
        onClose: () => onOutcome({ tone: 'closed', message: checkoutOutcomeMessage('close') }),
      });
    })
    .catch(() => onOutcome({ tone: 'error', message: SNAP_LOAD_FAILED }));
}
