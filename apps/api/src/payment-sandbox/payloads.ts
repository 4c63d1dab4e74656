/**
 * The JSON bodies Midtrans sends: HTTP notifications, Get Status answers and snap.js callback
 * results. All are built from the same fields of the current transaction state.
 */
import { grossAmountString, jakartaTime, midtransSignature, notificationStatusCode } from './signature.ts';
import type { NotificationBody, SimTransaction } from './store.ts';

export interface PayloadContext {
  serverKey: string;
  merchantId: string;
  publicUrl: string;
}

const FOUND_MESSAGE = 'Success, transaction is found';

/** `<finish_url>?order_id=…&status_code=…&transaction_status=…`, or undefined without a finish URL. */
function finishRedirectUrl(tx: SimTransaction, statusCode: string): string | undefined {
  if (tx.finishUrl === null) return undefined;
  const query = new URLSearchParams({ order_id: tx.orderId, status_code: statusCode, transaction_status: tx.status ?? '' });
  return `${tx.finishUrl}${tx.finishUrl.includes('?') ? '&' : '?'}${query.toString()}`;
}

function methodFields(tx: SimTransaction): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (tx.paymentType === 'bank_transfer' && tx.vaNumber !== null) {
    fields.va_numbers = [{ bank: 'bca', va_number: tx.vaNumber }];
  }
  if (tx.paymentType === 'credit_card') {
    fields.masked_card = '48111111-1114';
    fields.card_type = 'credit';
    fields.bank = 'bni';
  }
  if (tx.status === 'settlement' && tx.settlementTime !== null) fields.settlement_time = jakartaTime(tx.settlementTime);
  if (tx.status === 'pending' && tx.transactionTime !== null) {
    fields.expiry_time = jakartaTime(new Date(tx.transactionTime.getTime() + 24 * 3_600_000));
  }
  return fields;
}

function baseFields(tx: SimTransaction, ctx: PayloadContext, statusCode: string, statusMessage: string): NotificationBody {
  const gross = grossAmountString(tx.grossAmount);
  return {
    transaction_time: tx.transactionTime === null ? '' : jakartaTime(tx.transactionTime),
    transaction_status: tx.status ?? '',
    transaction_id: tx.transactionId ?? '',
    status_message: statusMessage,
    status_code: statusCode,
    signature_key: midtransSignature(tx.orderId, statusCode, gross, ctx.serverKey),
    payment_type: tx.paymentType ?? '',
    order_id: tx.orderId,
    merchant_id: ctx.merchantId,
    gross_amount: gross,
    fraud_status: tx.fraudStatus,
    currency: 'IDR',
    ...methodFields(tx),
  };
}

/** Body POSTed to the notification URL for the current state (requires a payment action). */
export function notificationBody(tx: SimTransaction, ctx: PayloadContext): NotificationBody {
  if (tx.status === null) throw new Error(`order ${tx.orderId} has no payment yet`);
  return baseFields(tx, ctx, notificationStatusCode(tx.status), 'midtrans payment notification');
}

/** GET /v2/:id/status body: the notification fields, own message, 407 once expired. */
export function statusBody(tx: SimTransaction, ctx: PayloadContext): NotificationBody {
  if (tx.status === null) throw new Error(`order ${tx.orderId} has no payment yet`);
  const code = tx.status === 'expire' ? '407' : notificationStatusCode(tx.status);
  return { ...baseFields(tx, ctx, code, FOUND_MESSAGE), ...tx.customFields };
}

/** A notification that claims settlement but is signed with the wrong key (/__sim/…/forge). */
export function forgedBody(tx: SimTransaction, ctx: PayloadContext): NotificationBody {
  const genuine = { ...tx, status: 'settlement' as const, paymentType: tx.paymentType ?? 'qris', fraudStatus: 'accept' };
  genuine.transactionId ??= '00000000-0000-4000-8000-000000000000';
  genuine.transactionTime ??= new Date();
  genuine.settlementTime ??= new Date();
  const body = notificationBody(genuine, ctx);
  return { ...body, signature_key: midtransSignature(body.order_id, body.status_code, body.gross_amount, `${ctx.serverKey}-FORGED`) };
}

/** A pending notification older than the current state, validly signed (/__sim/…/out-of-order). */
export function stalePendingBody(tx: SimTransaction, ctx: PayloadContext): NotificationBody {
  const earlier = tx.notifications.find((n) => n.transaction_status === 'pending');
  if (earlier) return earlier;
  const time = new Date((tx.transactionTime ?? new Date()).getTime() - 60_000);
  const pending: SimTransaction = {
    ...tx,
    status: 'pending',
    paymentType: 'bank_transfer',
    fraudStatus: 'accept',
    vaNumber: tx.vaNumber ?? '12345678901',
    transactionTime: time,
    settlementTime: null,
  };
  return notificationBody(pending, ctx);
}

const CALLBACK_MESSAGES: Record<string, string> = {
  settlement: FOUND_MESSAGE,
  capture: FOUND_MESSAGE,
  pending: 'Transaksi sedang diproses',
  deny: 'Transaction is denied',
};

/** The `result` handed to onSuccess / onPending / onError by snap.js. */
export function callbackResult(tx: SimTransaction, ctx: PayloadContext): Record<string, unknown> {
  if (tx.status === null) throw new Error(`order ${tx.orderId} has no payment yet`);
  const code = notificationStatusCode(tx.status);
  const result: Record<string, unknown> = {
    status_code: code,
    status_message: CALLBACK_MESSAGES[tx.status] ?? FOUND_MESSAGE,
    transaction_id: tx.transactionId,
    order_id: tx.orderId,
    gross_amount: grossAmountString(tx.grossAmount),
    payment_type: tx.paymentType,
    transaction_time: tx.transactionTime === null ? null : jakartaTime(tx.transactionTime),
    transaction_status: tx.status,
    fraud_status: tx.fraudStatus,
  };
  const finish = finishRedirectUrl(tx, code);
  if (finish !== undefined) result.finish_redirect_url = finish;
  if (tx.status === 'pending') {
    result.va_numbers = [{ bank: 'bca', va_number: tx.vaNumber }];
    result.pdf_url = `${ctx.publicUrl}/snap/v2/vtweb/${tx.token}`;
  }
  if (tx.paymentType === 'credit_card') result.masked_card = '48111111-1114';
  return result;
}
