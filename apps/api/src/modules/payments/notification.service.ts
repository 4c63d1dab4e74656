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

export async function handleNotification(db: Db, serverKey: string, body: unknown): Promise<Verdict> {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const report: PaymentReport = {
    midtransOrderId: text(fields, 'order_id'),
    transactionStatus: text(fields, 'transaction_status'),
    fraudStatus: text(fields, 'fraud_status') || undefined,
    grossAmount: text(fields, 'gross_amount'),
    raw: body,
    source: 'notification',
  };
  if (!hasValidSignature(fields, serverKey)) {
    await recordReport(db, report, 'invalid_signature');
    throw unauthorized(MESSAGES.invalidSignature);
  }
  return applyPaymentReport(db, report);
}
