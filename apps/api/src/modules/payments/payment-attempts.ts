/**
 * Payment attempts: each Snap transaction of an order is an attempt with its own Midtrans order id.
 * The order shows its latest attempt's id; notifications for any attempt are accepted.
 * startPayment() is the one way a Snap token is obtained: at checkout and for 'Bayar Sekarang'.
 */
import { MESSAGES } from '@gayaku/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { placeholderRow, placeholderValues } from '../../db/prepared.ts';
import { paymentAttempts } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { StartPayment } from '../orders/index.ts';
import { buildSnapRequest, newMidtransOrderId } from './snap-request.ts';
import {
  createSnapTransaction,
  MidtransError,
  type MidtransSettings,
  type SnapTransaction,
  type SnapTransactionRequest,
} from './midtrans-client.ts';

/** Snap failed (unreachable, timeout, non-2xx, odd body): the shopper gets 502 and nothing is stored. */
async function obtainSnapToken(
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

interface NewAttempt {
  orderId: number;
  midtransOrderId: string;
  snap: SnapTransaction;
  grossAmount: number;
  tokenExpiresAt: Date;
}

const ATTEMPT_COLUMNS = ['orderId', 'midtransOrderId', 'snapToken', 'redirectUrl', 'grossAmount', 'tokenExpiresAt'] as const;
type AttemptRow = Pick<typeof paymentAttempts.$inferInsert, (typeof ATTEMPT_COLUMNS)[number]>;

/** The columns an attempt is written with. */
function attemptRow(attempt: NewAttempt): AttemptRow {
  return {
    orderId: attempt.orderId,
    midtransOrderId: attempt.midtransOrderId,
    snapToken: attempt.snap.token,
    redirectUrl: attempt.snap.redirect_url ?? null,
    grossAmount: attempt.grossAmount,
    tokenExpiresAt: attempt.tokenExpiresAt,
  };
}

/** The INSERT of an attempt, to await or to embed in a larger statement ('Bayar Sekarang'). */
function attemptInsert(db: Db | Tx, attempt: NewAttempt) {
  return db.insert(paymentAttempts).values(attemptRow(attempt));
}

/** attemptTemplate()'s placeholders are the columns with this prefix, so they never meet the caller's own. */
const PLACEHOLDER_PREFIX = 'attempt_';

/** The INSERT of any attempt with a placeholder for each column (checkout's prepared statement). */
function attemptTemplate(db: Db) {
  return db
    .insert(paymentAttempts)
    .values(placeholderRow(ATTEMPT_COLUMNS, PLACEHOLDER_PREFIX) as unknown as AttemptRow)
    .getSQL();
}

const attemptValues = (attempt: NewAttempt): Record<string, unknown> =>
  placeholderValues(ATTEMPT_COLUMNS, attemptRow(attempt), PLACEHOLDER_PREFIX);

/** Where Snap sends the shopper after paying (its `callbacks.finish`), and the simulator after its page. */
export const paymentFinishUrl = (config: Pick<Config, 'publicUrl'>): string => `${config.publicUrl}/myorder?payment=success`;

/**
 * A new attempt for an order: its Midtrans order id, a Snap token valid until the order's payment
 * window closes, and the INSERT that stores it (the caller writes it with its own changes).
 */
export const startPayment: StartPayment = async (request, { config, log }) => {
  const midtransOrderId = request.midtransOrderId ?? newMidtransOrderId(request.orderId);
  const snapRequest = buildSnapRequest({
    ...request,
    midtransOrderId,
    expiryMinutes: (request.deadline.getTime() - request.now.getTime()) / 60_000,
    finishUrl: paymentFinishUrl(config),
  });
  const snap = await obtainSnapToken(config.midtrans, snapRequest, log);
  const attempt = { orderId: request.orderId, midtransOrderId, snap, grossAmount: request.total, tokenExpiresAt: request.deadline };
  return {
    midtransOrderId,
    token: snap.token,
    attemptInsert: (db) => attemptInsert(db, attempt).getSQL(),
    attemptTemplate,
    attemptValues: attemptValues(attempt),
  };
};

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
