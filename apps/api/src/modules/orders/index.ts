/**
 * What other modules use of orders: reading and locking an order, its lines, and moving it through
 * the state machine (payments, the periodic sweep), and the port checkout asks payments through.
 */
export { nextStatus, type OrderEvent, type PaymentOutcome } from './order-state.ts';
export { orderFields, type OrderRow } from './order-rows.ts';
export { lockOrder, moveCtes, moveOrder, notificationMessage, notifiesShopper } from './order-transitions.ts';
export { orderLines } from './orders.service.ts';
export type { CancelPayment, PaymentLine, PaymentRecipient, StartPayment } from './payment-port.ts';
