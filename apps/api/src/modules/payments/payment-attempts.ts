/**
 * Payment attempts: each Snap transaction of an order is an attempt with its own Midtrans order id.
 * The order shows its latest attempt's id; notifications for any attempt are accepted.
 */
import { MESSAGES } from '@gayaku/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { paymentAttempts } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import {
  createSnapTransaction,
  MidtransError,
  type MidtransSettings,
  type SnapTransaction,
  type SnapTransactionRequest,
} from './midtrans-client.ts';

/** Snap failed (unreachable, timeout, non-2xx, odd body): the shopper gets 502 and nothing is stored. */
export async function obtainSnapToken(
  settings: MidtransSettings,
  body: SnapTransactionRequest,
  log?: FastifyBaseLogger,
): Promise<SnapTransaction> {
  try {
    return await createSnapTransaction(settings, body);
  } catch (err) {
    if (!(err instanceof MidtransError)) throw err;
    log?.warn(
      { httpStatus: err.httpStatus, messages: err.messages, midtransOrderId: body.transaction_details.order_id },
      'snap token request failed',
    );
    throw new AppError('BAD_GATEWAY', MESSAGES.snapFailed);
  }
}

export interface NewAttempt {
  orderId: number;
  midtransOrderId: string;
  snap: SnapTransaction;
  grossAmount: number;
  tokenExpiresAt: Date;
}

/** The INSERT of an attempt, to await or to embed in a larger statement (checkout). */
export function attemptInsert(db: Db | Tx, attempt: NewAttempt) {
  return db.insert(paymentAttempts).values({
    orderId: attempt.orderId,
    midtransOrderId: attempt.midtransOrderId,
    snapToken: attempt.snap.token,
    redirectUrl: attempt.snap.redirect_url ?? null,
    grossAmount: attempt.grossAmount,
    tokenExpiresAt: attempt.tokenExpiresAt,
  });
}

/** Stores the attempt; the caller makes it the order's shown one (orders.midtrans_order_id). */
export async function insertAttempt(tx: Tx, attempt: NewAttempt): Promise<void> {
  await attemptInsert(tx, attempt);
}

export async function latestAttempt(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({
      id: paymentAttempts.id,
      snapToken: paymentAttempts.snapToken,
      tokenExpiresAt: paymentAttempts.tokenExpiresAt,
      transactionStatus: paymentAttempts.transactionStatus,
    })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  return row ?? null;
}
