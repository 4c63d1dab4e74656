/**
 * What an authentic report about a payment attempt means for its order, free of I/O: the move
 * (if any), the verdict recorded with the report, and the status the attempt keeps.
 *
 * Verdicts: applied (the order moved) · duplicate (this attempt already had this status) ·
 * ignored (stale or meaningless for the order now) · needs_review (money and order disagree:
 * paid after the order was cancelled, a second payment, a cancel/refund/reversal of a shipped or
 * already-handled payment; a person must look) · unknown_order · amount_mismatch · invalid_signature.
 * Money for an expired order is a late payment: ORDER_TRANSITIONS moves it to paid ('applied'), and
 * the move takes its stock again or marks it stock_short (orders/order-stock.ts).
 */
import type { OrderStatus } from '@gayaku/contract';
import { nextStatus, type PaymentOutcome } from '../orders/index.ts';
import { isPaidTransactionStatus, paymentOutcome } from './transaction-status.ts';

export type Verdict = 'applied' | 'duplicate' | 'ignored' | 'needs_review' | 'unknown_order' | 'amount_mismatch' | 'invalid_signature';

const AFTER_PAYMENT: ReadonlySet<OrderStatus> = new Set(['paid', 'shipped', 'delivered', 'completed']);

/** Why an authentic report did not move the order. */
function judge(orderStatus: OrderStatus, outcome: PaymentOutcome, previous: string | null, reported: string): Verdict {
  const attemptWasPaid = isPaidTransactionStatus(previous);
  if (outcome === 'success') {
    if (attemptWasPaid) return 'duplicate';
    // Money arrived for an order that is cancelled (or past paid) or was paid through another attempt.
    return orderStatus === 'pending' ? 'ignored' : 'needs_review';
  }
  if (previous === reported) return 'duplicate';
  const undoesPayment =
    outcome === 'reversed' || outcome === 'expired' || outcome === 'cancelled' || outcome === 'refunded' || outcome === 'unknown';
  if (attemptWasPaid && undoesPayment && AFTER_PAYMENT.has(orderStatus)) return 'needs_review';
  return 'ignored';
}

/**
 * The attempt's status to keep. A late `pending`/`authorize` never overwrites what the attempt
 * already reached, and `expire` cannot follow a payment (out-of-order delivery): keeping the
 * paid status lets a later deny still be recognised as a reversal of this attempt.
 */
function storedStatus(previous: string | null, reported: string): string {
  if (previous === null) return reported;
  if (reported === 'pending' || reported === 'authorize') return previous;
  if (reported === 'expire' && isPaidTransactionStatus(previous)) return previous;
  return reported;
}

export interface ReportState {
  orderStatus: OrderStatus;
  /** The attempt's stored transaction status (null before its first report). */
  attemptStatus: string | null;
  /** The stored statuses of the order's other attempts. */
  otherAttemptStatuses: (string | null)[];
}

export interface Decision {
  /** Where the order moves, or null. */
  next: OrderStatus | null;
  verdict: Verdict;
  /** The attempt's status afterwards (equal to attemptStatus when it does not change). */
  attemptStatus: string;
}

export function decide(state: ReportState, transactionStatus: string, fraudStatus: string | undefined): Decision {
  const previous = state.attemptStatus;
  const outcome = paymentOutcome(transactionStatus, fraudStatus, isPaidTransactionStatus(previous));
  // A reversal of one payment leaves the order paid while another attempt's payment stands
  // (judge() then flags it for a person).
  const keepsPaid = outcome === 'reversed' && state.otherAttemptStatuses.some(isPaidTransactionStatus);
  const next = keepsPaid ? null : nextStatus(state.orderStatus, { type: 'payment', outcome });
  return {
    next,
    verdict: next ? 'applied' : judge(state.orderStatus, outcome, previous, transactionStatus),
    attemptStatus: storedStatus(previous, transactionStatus),
  };
}
