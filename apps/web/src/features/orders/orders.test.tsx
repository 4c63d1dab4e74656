import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSnapLoader, type SnapCallbacks } from '../payments/snap.ts';
import { order } from '../../test/fixtures.ts';
import { mockApi, respond } from '../../test/fetch-mock.ts';
import { loginAs, validJwt } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';
import { countByTab, tabOf } from './order-tabs.ts';

afterEach(() => {
  delete window.snap;
  resetSnapLoader();
  vi.unstubAllGlobals();
});

describe('tabs', () => {
  it('six tabs; cancelled and expired share Dibatalkan; unknown counts as pending', () => {
    expect(tabOf('expired')).toBe('cancelled');
    expect(tabOf('weird')).toBe('pending');
    expect(countByTab([{ status: 'pending' }, { status: 'paid' }, { status: 'cancelled' }, { status: 'expired' }])).toEqual({
      pending: 1,
      paid: 1,
      shipped: 0,
      delivered: 0,
      completed: 0,
      cancelled: 2,
    });
  });
});

describe('my orders page (/myorder)', () => {
  it('lists orders per tab with counts, empty text, and the detail modal with N/A', async () => {
    loginAs();
    mockApi({
      'GET /api/order/orders': [
        order(1),
        order(2, { status: 'paid', midtrans_order_id: 'GAYAKU-2-b', created_at: '2025-03-04T08:00:00.000Z' }),
      ],
      'GET /api/order/1': {
        order: order(1),
        items: [
          {
            id: 1,
            product_id: 1,
            name: 'Kaos Hitam',
            description: 'Katun',
            image_url: null,
            quantity: 2,
            price: 50_000,
            subtotal: 100_000,
            size: null,
            color: 'Hitam',
          },
        ],
      },
    });
    const { user } = renderApp('/myorder');
    expect(await screen.findByRole('heading', { name: 'Pesanan #1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Diproses 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Dibayar 1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dibatalkan 0' })).toBeInTheDocument();
    expect(screen.getByText('Menunggu Pembayaran')).toBeInTheDocument();
    expect(screen.getByText('GAYAKU-1-abc')).toBeInTheDocument();
    expect(screen.getByText('Rp 120.000')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Diantar 0' }));
    expect(screen.getByText('Belum ada pesanan')).toBeInTheDocument();
    expect(screen.getByText('Anda belum memiliki pesanan dengan status Diantar.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Diproses 1' }));
    await user.click(screen.getByRole('button', { name: 'Lihat Detail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Pesanan #1' });
    expect(await within(dialog).findByText(/Ukuran: N\/A · Warna: Hitam · Jumlah: 2/)).toBeInTheDocument();
    expect(within(dialog).getByText('Subtotal produk').nextElementSibling).toHaveTextContent('Rp 100.000');
    // Its scrolling body can be reached by keyboard (axe: scrollable-region-focusable); 'Tutup' is 44 px.
    expect(within(dialog).getByRole('region', { name: 'Detail Pesanan #1' })).toHaveAttribute('tabindex', '0');
    expect(within(dialog).getByRole('button', { name: 'Tutup' })).toHaveClass('size-11');
  });

  it("opens on the newest order's tab, or the URL's; a chosen tab goes into the URL; cards are h2 under the h1", async () => {
    loginAs();
    mockApi({
      'GET /api/order/orders': [
        order(8, { status: 'paid', created_at: '2025-03-06T09:00:00.000Z' }),
        order(7, { status: 'pending', created_at: '2025-03-05T09:00:00.000Z' }),
      ],
    });
    const first = renderApp('/myorder');
    expect(await screen.findByRole('heading', { name: 'Pesanan #8', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dibayar 1' })).toHaveAttribute('aria-selected', 'true');
    await first.user.click(screen.getByRole('tab', { name: 'Diproses 1' }));
    expect(first.router.state.location.search).toBe('?tab=pending');
    expect(screen.getByRole('heading', { name: 'Pesanan #7' })).toBeInTheDocument();
    first.unmount();

    renderApp('/myorder?tab=shipped');
    expect(await screen.findByText('Anda belum memiliki pesanan dengan status Diantar.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Diantar 0' })).toHaveAttribute('aria-selected', 'true');
  });

  it('falls back to a sessionStorage token', async () => {
    sessionStorage.setItem('token', validJwt());
    const api = mockApi({ 'GET /api/order/orders': [] });
    renderApp('/myorder');
    expect(await screen.findByText('Belum ada pesanan')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/order/orders')[0]?.headers.Authorization).toMatch(/^Bearer /);
  });

  it("pays with 'Memproses...' and, after the popup's success, re-reads the order until the server says paid", async () => {
    loginAs();
    let status: 'pending' | 'paid' = 'pending';
    let callbacks: SnapCallbacks = {};
    window.snap = {
      pay: vi.fn((_t: string, cb?: SnapCallbacks) => {
        callbacks = cb ?? {};
      }),
    };
    mockApi({
      'GET /api/order/orders': () => [order(1, { status })],
      'GET /api/order/payment/GAYAKU-1-abc': { success: true, snap_token: 'tok-1', message: 'Token pembayaran siap' },
      'GET /api/order/1': () => ({ order: order(1, { status }), items: [] }),
    });
    const { user } = renderApp('/myorder');
    await user.click(await screen.findByRole('button', { name: 'Bayar Sekarang' }));
    expect(await screen.findByRole('button', { name: 'Memproses...' })).toBeDisabled();
    await waitFor(() => expect(window.snap?.pay).toHaveBeenCalledWith('tok-1', expect.any(Object)));
    callbacks.onSuccess?.({});
    expect(await screen.findByText('Pembayaran berhasil! Status pesanan akan diperbarui.')).toBeInTheDocument();
    status = 'paid';
    expect(await screen.findByText('Status pesanan #1 sudah diperbarui.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Dibayar 1', selected: true })).toBeInTheDocument();
  });

  it('back from a paid checkout, the payment message is in view with the focus, in the success tone', async () => {
    loginAs();
    mockApi({ 'GET /api/order/orders': [order(1, { status: 'paid' })] });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { user } = renderApp('/myorder?payment=success');
    const banner = (await screen.findByText('Pembayaran berhasil! Status pesanan akan diperbarui.')).closest('[role="status"]');
    expect(banner).toHaveAttribute('data-tone', 'success');
    await waitFor(() => expect(banner).toHaveFocus());
    expect(scrolled).toHaveBeenCalled();
    await user.click(within(banner as HTMLElement).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByText('Pembayaran berhasil! Status pesanan akan diperbarui.')).toBeNull();
  });

  it('shows the 404 text when the payment endpoint is missing', async () => {
    loginAs();
    mockApi({
      'GET /api/order/orders': [order(1)],
      'GET /api/order/payment/GAYAKU-1-abc': respond(404, { message: 'Data tidak ditemukan', code: 'NOT_FOUND' }),
    });
    const { user } = renderApp('/myorder');
    await user.click(await screen.findByRole('button', { name: 'Bayar Sekarang' }));
    expect(
      await screen.findByText('Terjadi kesalahan: Endpoint pembayaran tidak ditemukan. Pastikan backend sudah diupdate.'),
    ).toBeInTheDocument();
  });
});
