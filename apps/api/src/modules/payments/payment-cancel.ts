/**
 * The owner's cancellation of a pending order, on Midtrans' side (docs/shipping.md, "Cancelling"):
 * every attempt of the order that may still take money is cancelled through the Core API
 * (POST /v2/{id}/cancel). An attempt whose Snap page was never used has no transaction yet (404):
 * its page is closed instead. When Midtrans refuses (412) because the attempt was paid, the order
 * cannot be cancelled (409); when Midtrans cannot be reached, nothing changes (502). The orders
 * module calls this with the order locked, then moves it (pending → cancelled, its hold released).
 */
import { MESSAGES } from '@gayaku/contract';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { paymentAttempts } from '../../db/schema.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import type { CancelPayment } from '../orders/index.ts';
import { cancelSnapSession, cancelTransaction, getTransactionStatus, MidtransError, type MidtransSettings } from './midtrans-client.ts';

/** Attempt statuses after which Midtrans takes no payment on that attempt. */
const CLOSED = new Set(['cancel', 'expire', 'failure']);
/** What Get Status may say of a refused cancel for the order still to be cancellable. */
const UNPAID_FINAL = new Set(['cancel', 'expire', 'deny', 'failure']);

interface Attempt {
  midtransOrderId: string;
  snapToken: string | null;
}

async function refusedButUnpaid(settings: MidtransSettings, id: string): Promise<boolean> {
  const status = await getTransactionStatus(settings, id);
  return status === null || UNPAID_FINAL.has(status.transaction_status);
}

/** Cancels one attempt at Midtrans; throws 409 when it was paid. */
async function cancelAttempt(settings: MidtransSettings, attempt: Attempt): Promise<void> {
  const id = attempt.midtransOrderId;
  const result = await cancelTransaction(settings, id);
  if (result === 'cancelled') return;
  if (result === 'refused') {
    if (await refusedButUnpaid(settings, id)) return;
    throw conflict(MESSAGES.cancelAlreadyPaid);
  }
  if (attempt.snapToken === null || (await cancelSnapSession(settings, attempt.snapToken))) return;
  // A payment began on the page between the two calls: cancel it while it still can be.
  if ((await cancelTransaction(settings, id)) === 'cancelled' || (await refusedButUnpaid(settings, id))) return;
  throw conflict(MESSAGES.cancelAlreadyPaid);
}

export const cancelPayment: CancelPayment = async (tx: Tx, orderId, { config, log }) => {
  const attempts = await tx
    .select({
      midtransOrderId: paymentAttempts.midtransOrderId,
      snapToken: paymentAttempts.snapToken,
      status: paymentAttempts.transactionStatus,
    })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(asc(paymentAttempts.id));
  for (const attempt of attempts) {
    if (attempt.status !== null && CLOSED.has(attempt.status)) continue;
    try {
      await cancelAttempt(config.midtrans, attempt);
    } catch (err) {
      if (!(err instanceof MidtransError)) throw err;
      log?.warn({ httpStatus: err.httpStatus, messages: err.messages, midtransOrderId: attempt.midtransOrderId }, 'midtrans cancel failed');
      throw new AppError('BAD_GATEWAY', MESSAGES.cancelFailed);
    }
  }
};
