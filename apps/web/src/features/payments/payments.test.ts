import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { validJwt } from '../../test/jwt.ts';
import { checkoutOutcomeMessage } from './checkout-popup.ts';
import { myOrderOutcomeMessage, paymentRequestFailure, requestSnapToken } from './pay-order.ts';

afterEach(() => vi.unstubAllGlobals());

describe("'Bayar Sekarang' messages (spec section 8)", () => {
  it('checks status, provider order id and token before asking the server', async () => {
    await expect(requestSnapToken({ status: 'paid', midtrans_order_id: 'GAYAKU-1-a' }, 't')).rejects.toThrow(
      'Order ini tidak dapat dibayar karena statusnya bukan pending',
    );
    await expect(requestSnapToken({ status: 'pending', midtrans_order_id: null }, 't')).rejects.toThrow(
      'Midtrans Order ID tidak ditemukan',
    );
    await expect(requestSnapToken({ status: 'pending', midtrans_order_id: 'GAYAKU-1-a' }, null)).rejects.toThrow(
      'Token authentication tidak ditemukan',
    );
  });

  it('turns HTTP failures into the spec texts', () => {
    expect(paymentRequestFailure(new ApiError('Data tidak ditemukan', 404, { hasServerMessage: true })).message).toBe(
      'Terjadi kesalahan: Endpoint pembayaran tidak ditemukan. Pastikan backend sudah diupdate.',
    );
    expect(
      paymentRequestFailure(new ApiError('Order ini tidak dapat dibayar karena statusnya bukan pending', 409, { hasServerMessage: true }))
        .message,
    ).toBe('Terjadi kesalahan: Order ini tidak dapat dibayar karena statusnya bukan pending');
    expect(paymentRequestFailure(new ApiError('HTTP Error 500', 500)).message).toBe('Terjadi kesalahan: HTTP Error 500');
    expect(paymentRequestFailure(new ApiError('Response tidak valid dari server', 200, { code: 'NOT_JSON' })).message).toBe(
      'Terjadi kesalahan: Response tidak valid dari server',
    );
  });

  // The contract's answer always has `success: true` and a snap_token string; an empty one is the one left to refuse.
  it('rejects an empty snap token', async () => {
    mockApi({ 'GET /api/order/payment/GAYAKU-1-a': { success: true, snap_token: '', message: 'Token pembayaran siap' } });
    await expect(requestSnapToken({ status: 'pending', midtrans_order_id: 'GAYAKU-1-a' }, validJwt())).rejects.toThrow(
      'Terjadi kesalahan: Snap token tidak tersedia dalam response',
    );
    mockApi({ 'GET /api/order/payment/GAYAKU-1-a': { success: true, snap_token: 'tok', message: 'ok' } });
    await expect(requestSnapToken({ status: 'pending', midtrans_order_id: 'GAYAKU-1-a' }, validJwt())).resolves.toBe('tok');
  });

  it('names each popup outcome; closing shows nothing', () => {
    expect(myOrderOutcomeMessage('success')).toBe('Pembayaran berhasil! Status pesanan akan diperbarui.');
    expect(myOrderOutcomeMessage('pending')).toBe('Pembayaran sedang diproses. Silakan cek status pembayaran Anda.');
    expect(myOrderOutcomeMessage('error')).toBe('Pembayaran gagal. Silakan coba lagi.');
    expect(myOrderOutcomeMessage('close')).toBeNull();
  });
});

describe('popup outcome texts at checkout (spec section 4)', () => {
  it('pending, error with details, close', () => {
    expect(checkoutOutcomeMessage('pending')).toBe('Pembayaran pending.');
    expect(checkoutOutcomeMessage('error', { status_code: '406', status_message: ['transaction has been processed'] })).toBe(
      'Pembayaran gagal: transaction has been processed',
    );
    expect(checkoutOutcomeMessage('error', { status_message: 'kartu ditolak' })).toBe('Pembayaran gagal: kartu ditolak');
    expect(checkoutOutcomeMessage('close')).toBe('Pembayaran dibatalkan.');
  });
});
