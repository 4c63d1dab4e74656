/**
 * What other features may use of the payments: the Snap popup at checkout and for 'Bayar
 * Sekarang', the watcher that follows a paid order, and the hand-off between the two screens.
 */
export { loadSnap } from './snap.ts';
export { openCheckoutPopup, type CheckoutOutcome } from './checkout-popup.ts';
export { PAY_MESSAGES } from './pay-order.ts';
export { usePayOrder } from './use-pay-order.ts';
export { usePaidWatcher, type WatchState } from './use-paid-watcher.ts';
export { takeRememberedOrder } from './payment-tracking.ts';
