import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, respond } from '../../test/fetch-mock.ts';
import { order } from '../../test/fixtures.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';
import { canConfirmReceipt, confirmTarget } from './notification-rules.ts';

describe('confirm button rule (spec section 2)', () => {
  it("shows 'Konfirmasi Penerimaan Barang' only when the title contains 'Telah Dikirim'", () => {
    expect(canConfirmReceipt('Pesanan Telah Dikirim')).toBe(true);
    expect(canConfirmReceipt('Pesanan Dibuat')).toBe(false);
    expect(canConfirmReceipt('Pesanan telah dikirim')).toBe(false);
    expect(canConfirmReceipt('Pembayaran Berhasil')).toBe(false);
  });
  it("finds the order from 'ID #<number>' in the message", () => {
    expect(confirmTarget('Pesanan ID #42 sedang dikirim')).toBe(42);
    expect(confirmTarget('Pesanan sedang dikirim')).toBeNull();
  });
});

const detail = (over: Record<string, unknown> = {}) => ({
  id: 3,
  title: 'Pesanan Telah Dikirim',
  message: 'Pesanan ID #42 sedang dalam perjalanan.',
  is_read: false,
  created_at: '2025-03-05T10:30:00Z',
  ...over,
});

describe('notification detail page', () => {
  it('shows title, message and date; confirming sends delivered and goes home', async () => {
    loginAs();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = mockApi({
      'GET /api/notifications/detail/3': () => new Promise((r) => setTimeout(() => r(detail()), 50)),
      'PUT /api/order/42/status': { message: "Status berhasil diperbarui ke 'delivered'", order: order(42, { status: 'delivered' }) },
      'GET /api/products': [],
      'GET /api/products/popular': [],
      'GET /api/categories': [],
      'GET /api/ads': [],
    });
    const { user, router } = renderApp('/notifications/3');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pesanan Telah Dikirim' })).toBeInTheDocument();
    expect(screen.getByText('Pesanan ID #42 sedang dalam perjalanan.')).toBeInTheDocument();
    expect(screen.getByText(/5 Maret 2025/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Konfirmasi Penerimaan Barang' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/order/42/status')[0]?.body).toEqual({ status: 'delivered' }));
    expect(await screen.findByText('Terima kasih! Barang dikonfirmasi telah diterima.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('has no confirm button for other titles', async () => {
    loginAs();
    mockApi({ 'GET /api/notifications/detail/3': detail({ title: 'Pembayaran Berhasil' }) });
    renderApp('/notifications/3');
    expect(await screen.findByRole('heading', { name: 'Pembayaran Berhasil' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Konfirmasi Penerimaan Barang' })).not.toBeInTheDocument();
  });

  it('does nothing when the message names no order', async () => {
    loginAs();
    const api = mockApi({ 'GET /api/notifications/detail/3': detail({ message: 'Pesanan Anda sedang dikirim.' }) });
    const { user } = renderApp('/notifications/3');
    await user.click(await screen.findByRole('button', { name: 'Konfirmasi Penerimaan Barang' }));
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("asks 'Yakin barang sudah diterima?' once; no answer sends nothing", async () => {
    loginAs();
    const ask = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const api = mockApi({
      'GET /api/notifications/detail/3': detail(),
      'PUT /api/order/42/status': { message: 'Pesanan sudah dikonfirmasi diterima', order: order(42, { status: 'delivered' }) },
    });
    const { user } = renderApp('/notifications/3');
    await user.click(await screen.findByRole('button', { name: 'Konfirmasi Penerimaan Barang' }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenLastCalledWith('Yakin barang sudah diterima?');
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Konfirmasi Penerimaan Barang' }));
    expect(ask).toHaveBeenCalledTimes(2);
    // A repeat (the server answers an already-received order as done) reads as done.
    expect(await screen.findByText('Terima kasih! Barang dikonfirmasi telah diterima.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/order/42/status')).toHaveLength(1);
  });

  it("shows 'Gagal konfirmasi penerimaan.' when the server refuses", async () => {
    loginAs();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    mockApi({ 'GET /api/notifications/detail/3': detail(), 'PUT /api/order/42/status': respond(409, { message: 'x', code: 'CONFLICT' }) });
    const { user } = renderApp('/notifications/3');
    await user.click(await screen.findByRole('button', { name: 'Konfirmasi Penerimaan Barang' }));
    expect(await screen.findByText('Gagal konfirmasi penerimaan.')).toBeInTheDocument();
  });

  it("shows 'Notifikasi tidak ditemukan.' for an unknown id", async () => {
    loginAs();
    mockApi({ 'GET /api/notifications/detail/99': respond(404, { message: 'Data tidak ditemukan', code: 'NOT_FOUND' }) });
    renderApp('/notifications/99');
    expect(await screen.findByText('Notifikasi tidak ditemukan.')).toBeInTheDocument();
  });
});
