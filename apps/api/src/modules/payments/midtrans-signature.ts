/**
 * Notification authenticity (docs/payments.md, "Signature"): signature_key =
 * hex(SHA512(order_id + status_code + gross_amount + serverKey)) over the strings exactly as
 * received, compared in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export function midtransSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash('sha512')
    .update(orderId + statusCode + grossAmount + serverKey)
    .digest('hex');
}

export interface SignedFields {
  order_id?: unknown;
  status_code?: unknown;
  gross_amount?: unknown;
  signature_key?: unknown;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

export function hasValidSignature(body: SignedFields, serverKey: string): boolean {
  const { order_id: orderId, status_code: statusCode, gross_amount: gross, signature_key: signature } = body;
  if (!nonEmpty(orderId) || !nonEmpty(statusCode) || !nonEmpty(gross) || !nonEmpty(signature)) return false;
  if (!/^[0-9a-f]{128}$/i.test(signature)) return false;
  const want = Buffer.from(midtransSignature(orderId, statusCode, gross, serverKey), 'hex');
  const got = Buffer.from(signature, 'hex');
  return got.length === want.length && timingSafeEqual(got, want);
}

/**
 * "150000.00" → 150000. Midtrans sends IDR with two decimals; anything with a non-zero fraction
 * or not a plain number is no rupiah amount we could have asked for (null).
 */
export function parseGrossAmount(value: string): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match?.[1] || (match[2] !== undefined && Number(match[2]) !== 0)) return null;
  return Number(match[1]);
}

/**
 * The signature covers status_code but not transaction_status, so a genuine body could be replayed
 * with another status (a pending 201 relabelled "settlement", a settlement 200 relabelled "deny").
 * Midtrans pairs them fixedly in its notifications: 200 for settlement/capture, 201 for pending,
 * 202 for deny/cancel/expire. A status that moves an order must carry its own code.
 */
export const SIGNED_STATUS_CODES: Readonly<Record<string, string>> = {
  settlement: '200',
  capture: '200',
  pending: '201',
  deny: '202',
  cancel: '202',
  expire: '202',
};
