/**
 * The order state machine, in one place and free of I/O: the current status plus an event give
 * the next status, or null when the event changes nothing. The payment-notification handler, the
 * reconciler, the admin/owner status calls and the periodic jobs all decide through nextStatus();
 * every move it returns is also an edge of the contract's ORDER_EDGES (checked with canMove).
 */
import { canMove, type OrderStatus } from '@gayaku/contract';

/** What a Midtrans transaction status means for the order (payments-midtrans.md §4.4). */
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
  | { type: 'timeout' } // unpaid past PAYMENT_EXPIRY_MINUTES
  | { type: 'complete' }; // delivered more than COMPLETE_AFTER_DAYS ago

type EventKey = Exclude<OrderEvent['type'], 'payment'> | `payment:${PaymentOutcome}`;

/** The only moves there are: from which statuses an event leads where. Absent = never moves. */
const RULES: Partial<Record<EventKey, { from: readonly OrderStatus[]; to: OrderStatus }>> = {
  'payment:success': { from: ['pending'], to: 'paid' },
  'payment:reversed': { from: ['paid'], to: 'cancelled' },
  'payment:expired': { from: ['pending'], to: 'expired' },
  'payment:cancelled': { from: ['pending'], to: 'cancelled' },
  ship: { from: ['paid'], to: 'shipped' },
  deliver: { from: ['shipped'], to: 'delivered' },
  timeout: { from: ['pending'], to: 'expired' },
  complete: { from: ['delivered'], to: 'completed' },
};

function keyOf(event: OrderEvent): EventKey {
  return event.type === 'payment' ? `payment:${event.outcome}` : event.type;
}

export function nextStatus(current: OrderStatus, event: OrderEvent): OrderStatus | null {
  const rule = RULES[keyOf(event)];
  if (!rule || !rule.from.includes(current)) return null;
  return canMove(current, rule.to) ? rule.to : null;
}

/** Exposed for the test that proves every rule is an edge of the contract. */
export const STATE_RULES = RULES;

const SUCCESS_STATUSES: ReadonlySet<string> = new Set(['settlement', 'capture']);

/** Did this transaction status (as last stored for an attempt) mean the attempt was paid? */
export function isPaidTransactionStatus(status: string | null | undefined): boolean {
  return status != null && SUCCESS_STATUSES.has(status);
}

/**
 * Midtrans' transaction_status (+ fraud_status) to an outcome. `attemptWasPaid` tells a deny that
 * reverses this attempt's earlier settlement apart from an ordinary failed try.
 */
export function paymentOutcome(transactionStatus: string, fraudStatus: string | undefined, attemptWasPaid: boolean): PaymentOutcome {
  switch (transactionStatus) {
    case 'settlement':
      return fraudStatus === undefined || fraudStatus === 'accept' ? 'success' : 'pending';
    case 'capture':
      if (fraudStatus === 'accept') return 'success';
      return fraudStatus === 'deny' ? (attemptWasPaid ? 'reversed' : 'denied') : 'pending';
    case 'pending':
    case 'authorize':
      return 'pending';
    case 'deny':
      return attemptWasPaid ? 'reversed' : 'denied';
    case 'failure':
      return attemptWasPaid ? 'unknown' : 'denied';
    case 'expire':
      return 'expired';
    case 'cancel':
      return 'cancelled';
    case 'refund':
    case 'partial_refund':
    case 'chargeback':
    case 'partial_chargeback':
      return 'refunded';
    default:
      return 'unknown';
  }
}
