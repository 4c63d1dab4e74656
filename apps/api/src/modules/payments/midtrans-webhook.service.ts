/**
 * POST /api/payments/midtrans/notification, before the shared path (payment-reports.service.ts):
 * parse leniently (Midtrans adds fields over time), verify the signature, and refuse a forgery with
 * 401. An authentic report is recorded whole; a forgery only in bounded form (its first bytes, its
 * size and a hash), and forgeries are throttled per client, so a flood of unsigned bodies can fill
 * neither the disk nor the log.
 */
import { createHash } from 'node:crypto';
import { MESSAGES } from '@gayaku/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { Throttle } from '../../lib/throttle.ts';
import { hasValidSignature, SIGNED_STATUS_CODES } from './midtrans-signature.ts';
import { applyPaymentReport, recordReport, type PaymentReport, type Verdict } from './payment-reports.service.ts';

function text(fields: Record<string, unknown>, key: string): string {
  const value = fields[key];
  return typeof value === 'string' ? value : '';
}

function statusDoesNotMatchCode(fields: Record<string, unknown>): boolean {
  const expected = SIGNED_STATUS_CODES[text(fields, 'transaction_status')];
  return expected !== undefined && text(fields, 'status_code') !== expected;
}

/** How much of a forged body is kept: enough to see what it was, never its bulk. */
const FORGERY_PREFIX_CHARS = 512;
/** Failed signatures allowed per client and window before 429. */
export const FORGERY_THROTTLE = { name: 'midtrans-forgery', limit: 20, windowMs: 10 * 60_000 };

function boundedForm(body: unknown): { prefix: string; bytes: number; sha256: string } {
  const text = JSON.stringify(body ?? null);
  return {
    prefix: text.slice(0, FORGERY_PREFIX_CHARS),
    bytes: Buffer.byteLength(text),
    sha256: createHash('sha256').update(text).digest('hex'),
  };
}

export interface WebhookDeps {
  db: Db;
  serverKey: string;
  /** Counts failed signatures per client (FORGERY_THROTTLE). */
  forgeries: Throttle;
  /** The client's address, and the reply for a 429's Retry-After. */
  client: { ip: string; reply: FastifyReply };
}

export async function receiveMidtransReport({ db, serverKey, forgeries, client }: WebhookDeps, body: unknown): Promise<Verdict> {
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
    await forgeries.enforce([`ip:${client.ip}`], client.reply);
    await recordReport(
      db,
      { ...report, midtransOrderId: report.midtransOrderId.slice(0, 100), raw: boundedForm(body) },
      'invalid_signature',
    );
    throw unauthorized(MESSAGES.invalidSignature);
  }
  return applyPaymentReport(db, report);
}
