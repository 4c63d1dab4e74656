/**
 * What Midtrans' transaction statuses mean (docs/payments.md, "Transaction statuses"): whether an
 * attempt was paid, and the outcome a reported status has for its order.
 */
import type { PaymentOutcome } from '../orders/index.ts';

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
