/**
 * POST /api/payments/midtrans/notification, before the shared path: parse leniently (Midtrans adds
 * fields over time), verify the signature, record forgeries and refuse them with 401.
 */
import { MESSAGES } from '@gayaku/contract';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../lib/errors.ts';
import { hasValidSignature } from './midtrans-signature.ts';
import { applyPaymentReport, recordReport, type PaymentReport, type Verdict } from './payment-reports.service.ts';

function text(fields: Record<string, unknown>, key: string): string {
  const value = fields[key];
  return typeof value === 'string' ? value : '';
}

/**
 * The signature covers status_code but not transaction_status, so a genuine body could be replayed
 * with another status (a pending 201 relabelled "settlement", a settlement 200 relabelled "deny").
 * Midtrans pairs them fixedly in its notifications: 200 for settlement/capture, 201 for pending,
 * 202 for deny/cancel/expire. A status that moves an order must carry its own code.
 */
const SIGNED_CODE_BY_STATUS: Record<string, string> = {
  settlement: '200',
  capture: '200',
  pending: '201',
  deny: '202',
  cancel: '202',
  expire: '202',
};

function statusDoesNotMatchCode(fields: Record<string, unknown>): boolean {
  const expected = SIGNED_CODE_BY_STATUS[text(fields, 'transaction_status')];
  return expected !== undefined && text(fields, 'status_code') !== expected;
}

export async function receiveMidtransReport(db: Db, serverKey: string, body: unknown): Promise<Verdict> {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const report: PaymentReport = {
    midtransOrderId: text(fields, 'order_id'),
    transactionStatus: text(fields, 'transaction_status'),
    fraudStatus: text(fields, 'fraud_status') || undefined,
    grossAmount: text(fields, 'gross_amount'),
    // raw is NOT NULL jsonb: an empty or `null` body is recorded as {}.
    raw: body ?? {},
    source: 'notification',
  };
  if (!hasValidSignature(fields, serverKey) || statusDoesNotMatchCode(fields)) {
    await recordReport(db, report, 'invalid_signature');
    throw unauthorized(MESSAGES.invalidSignature);
  }
  return applyPaymentReport(db, report);
}
