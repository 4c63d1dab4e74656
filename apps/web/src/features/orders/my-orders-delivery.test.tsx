import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { order, orderItem } from '../../test/fixtures.ts';
import { mockApi, respond } from '../../test/fetch-mock.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';

const shipped = order(5, {
  status: 'shipped',
  recipient_name: 'Rina Putri',
  recipient_phone: '+6281234567890',
  courier: 'JNE',
  service: 'REG',
  waybill: 'JP0012345678',
  shipped_at: '2025-03-06T10:30:00.000Z',
});

const card = (id: number) => screen.findByRole('article', { name: `Pesanan #${id}` });

describe('/myorder: resi, cancelling and Beli Lagi', () => {
  it('shows the courier and the resi of a shipped order; one tap copies it; the link opens the tracking page', async () => {
    loginAs();
    mockApi({ 'GET /api/order/orders': [shipped], 'GET /api/order/5': { order: shipped, items: [orderItem(1)] } });
    const { user } = renderApp('/myorder');
    await user.click(await screen.findByRole('tab', { name: /Diantar/ }));
    const article = await card(5);
    expect(within(article).getByText('Dikirim dengan JNE REG')).toBeInTheDocument();
    expect(within(article).getByText('JP0012345678')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Lacak di situs JNE' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(article).getByRole('button', { name: 'Salin nomor resi JP0012345678' }));
    expect(writeText).toHaveBeenCalledWith('JP0012345678');

    await user.click(within(article).getByRole('button', { name: 'Lihat Detail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Pesanan #5' });
    expect(await within(dialog).findByText('JP0012345678')).toBeInTheDocument();
    expect(within(dialog).getByText('Rina Putri · +6281234567890')).toBeInTheDocument();
  });

  it('cancels a pending order after asking', async () => {
    loginAs();
    let current = order(6);
    const api = mockApi({
      'GET /api/order/orders': () => [current],
      'PUT /api/order/6/status': () => {
        current = order(6, { status: 'cancelled' });
        return { message: 'Pesanan berhasil dibatalkan', order: current };
      },
    });
    const { user } = renderApp('/myorder');
    await user.click(within(await card(6)).getByRole('button', { name: 'Batalkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan Pesanan #6?' });
    expect(api.callsTo('PUT', '/api/order/6/status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/order/6/status')[0]?.body).toEqual({ status: 'cancelled' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("puts a delivered order back in the cart with 'Beli Lagi' and opens the cart", async () => {
    loginAs();
    const delivered = order(7, { status: 'delivered' });
    const api = mockApi({
      'GET /api/order/orders': [delivered],
      'POST /api/order/7/reorder': respond(200, { message: '1 barang dimasukkan ke keranjang', added: 1, skipped: [] }),
      'GET /api/cart': [],
    });
    const { user, router } = renderApp('/myorder');
    await user.click(await screen.findByRole('tab', { name: /Diterima/ }));
    await user.click(within(await card(7)).getByRole('button', { name: 'Beli Lagi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopping-cart'));
    expect(api.callsTo('POST', '/api/order/7/reorder')).toHaveLength(1);
  });
});
