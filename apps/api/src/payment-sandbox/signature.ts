/**
 * Pure helpers shared by the simulator: the Midtrans notification signature, the status-code table
 * and the text formats Midtrans uses (amount "150000.00", time "YYYY-MM-DD HH:mm:ss" in GMT+7).
 */
import { createHash } from 'node:crypto';

/** signature_key = hex(SHA512(order_id + status_code + gross_amount + serverKey)), plain concatenation. */
export function midtransSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash('sha512')
    .update(orderId + statusCode + grossAmount + serverKey)
    .digest('hex');
}

export const TRANSACTION_STATUSES = [
  'pending',
  'settlement',
  'capture',
  'authorize',
  'deny',
  'cancel',
  'expire',
  'failure',
  'refund',
  'partial_refund',
  'chargeback',
  'partial_chargeback',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export function isTransactionStatus(value: unknown): value is TransactionStatus {
  return typeof value === 'string' && (TRANSACTION_STATUSES as readonly string[]).includes(value);
}

/**
 * status_code carried by a notification for each status: capture/settlement 200, pending 201,
 * deny/cancel/expire 202 (Midtrans samples). Sim assumptions: refund/chargeback variants and
 * authorize 200, failure 202.
 */
export function notificationStatusCode(status: TransactionStatus): '200' | '201' | '202' {
  switch (status) {
    case 'pending':
      return '201';
    case 'deny':
    case 'cancel':
    case 'expire':
    case 'failure':
      return '202';
    default:
      return '200';
  }
}

/** Statuses after which the Snap page refuses another payment ("transaction has been processed"). */
export function isProcessed(status: TransactionStatus | null): boolean {
  return status !== null && !['pending', 'deny', 'expire', 'cancel', 'failure'].includes(status);
}

/** IDR amounts travel as strings with two decimals: 150000 -> "150000.00". */
export function grossAmountString(amount: number): string {
  return `${amount}.00`;
}

/** "YYYY-MM-DD HH:mm:ss" in GMT+7 (Asia/Jakarta has no daylight saving). */
export function jakartaTime(date: Date): string {
  return new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export { formatRupiah } from '../lib/display.ts';
