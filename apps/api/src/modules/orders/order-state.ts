/**
 * The order state machine, free of I/O: the current status plus an event give the next status, or
 * null when the event changes nothing. The table of moves is the contract's ORDER_TRANSITIONS; the
 * payment reports, the admin/owner status calls and the periodic jobs all decide through nextStatus().
 */
import { ORDER_TRANSITIONS, type OrderStatus, type OrderTransitionEvent } from '@gayaku/contract';

/** What a payment report means for the order (payments/transaction-status.ts reads it from Midtrans' statuses). */
export type PaymentOutcome =
  | 'success' // settlement, or capture with fraud_status accept
  | 'pending' // pending, authorize, capture under fraud review: nothing to do yet
  | 'denied' // deny of an attempt that never paid: the customer may retry
  | 'reversed' // deny of the attempt that paid (settlement -> deny reversal)
  | 'expired'
  | 'cancelled'
  | 'refunded' // refund / chargeback variants: never automatic, left for a person
  | 'unknown'; // a status Midtrans may add later: do nothing irreversible

export type OrderEvent =
  | { type: 'payment'; outcome: PaymentOutcome }
  | { type: 'ship' } // admin
  | { type: 'deliver' } // owner confirms receipt
  | { type: 'cancel' } // owner, before paying (the payment cancelled at Midtrans first)
  | { type: 'timeout' } // unpaid past PAYMENT_EXPIRY_MINUTES
  | { type: 'complete' }; // delivered more than COMPLETE_AFTER_DAYS ago

type EventKey = Exclude<OrderEvent['type'], 'payment'> | `payment:${PaymentOutcome}`;

function keyOf(event: OrderEvent): EventKey {
  return event.type === 'payment' ? `payment:${event.outcome}` : event.type;
}

/** The status an event moves an order to (the contract's ORDER_TRANSITIONS), or null when it changes nothing. */
export function nextStatus(current: OrderStatus, event: OrderEvent): OrderStatus | null {
  const key = keyOf(event);
  if (!(key in ORDER_TRANSITIONS)) return null;
  const rule = ORDER_TRANSITIONS[key as OrderTransitionEvent];
  return (rule.from as readonly OrderStatus[]).includes(current) ? rule.to : null;
}
