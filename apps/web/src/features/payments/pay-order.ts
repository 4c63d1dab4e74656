/**
 * 'Bayar Sekarang' on /myorder (spec sections 4 and 8): the checks before asking the server for a
 * payment token, the error texts, and the popup outcome texts.
 */
import type { Order } from '@gayaku/contract';
import { ApiError, errorText, INVALID_RESPONSE } from '../../lib/api-error.ts';
import { paymentApi } from './api/client.ts';

export const PAY_MESSAGES = {
  notPending: 'Order ini tidak dapat dibayar karena statusnya bukan pending',
  noMidtransId: 'Midtrans Order ID tidak ditemukan',
  noToken: 'Token authentication tidak ditemukan',
  endpointMissing: 'Endpoint pembayaran tidak ditemukan. Pastikan backend sudah diupdate.',
  invalidResponse: INVALID_RESPONSE,
  noSnapToken: 'Snap token tidak tersedia dalam response',
  success: 'Pembayaran berhasil! Status pesanan akan diperbarui.',
  refreshFailed: 'Pembayaran berhasil, tetapi daftar pesanan gagal dimuat ulang. Silakan refresh halaman.',
  pending: 'Pembayaran sedang diproses. Silakan cek status pembayaran Anda.',
  error: 'Pembayaran gagal. Silakan coba lagi.',
} as const;

/** A payment problem with the text to show. */
export class PayError extends Error {
  override readonly name = 'PayError';
}

const failure = (message: string) => new PayError(`Terjadi kesalahan: ${message}`);

/**
 * The text for a failed GET /api/order/payment/{id}: a 404 means the call itself is missing;
 * otherwise what went wrong ('HTTP Error {status}' when the server did not say).
 */
export function paymentRequestFailure(error: unknown): PayError {
  if (error instanceof ApiError && error.status === 404) return failure(PAY_MESSAGES.endpointMissing);
  return failure(errorText(error, error instanceof Error ? error.message : PAY_MESSAGES.invalidResponse));
}

/** Checks the order and asks the server for its snap token; throws PayError with the spec's text. */
export async function requestSnapToken(order: Pick<Order, 'status' | 'midtrans_order_id'>, token: string | null): Promise<string> {
  if (order.status !== 'pending') throw new PayError(PAY_MESSAGES.notPending);
  if (!order.midtrans_order_id) throw new PayError(PAY_MESSAGES.noMidtransId);
  if (!token) throw new PayError(PAY_MESSAGES.noToken);
  let body;
  try {
    body = await paymentApi.getPaymentToken({ params: { midtrans_order_id: order.midtrans_order_id }, token });
  } catch (error) {
    throw paymentRequestFailure(error);
  }
  if (!body.snap_token) throw failure(PAY_MESSAGES.noSnapToken);
  return body.snap_token;
}

export type MyOrderOutcome = 'success' | 'pending' | 'error' | 'close';

/** Text for each popup outcome on /myorder; closing the popup shows nothing. */
export function myOrderOutcomeMessage(outcome: MyOrderOutcome): string | null {
  switch (outcome) {
    case 'success':
      return PAY_MESSAGES.success;
    case 'pending':
      return PAY_MESSAGES.pending;
    case 'error':
      return PAY_MESSAGES.error;
    case 'close':
      return null;
  }
}
