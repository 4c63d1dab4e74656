import { ORDER_NOTIFICATION_MESSAGES } from '@gayaku/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notRated, order, orderItem, rated, rating } from '../../test/fixtures.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';

describe("the 'Beri Ulasan' notification", () => {
  it('lists the products of its order, each leading to its review form; no receipt button', async () => {
    loginAs(7);
    mockApi({
      'GET /api/notifications/detail/9': {
        id: 9,
        title: 'Beri Ulasan',
        message: ORDER_NOTIFICATION_MESSAGES.review(42),
        is_read: false,
        created_at: '2025-03-05T10:30:00Z',
      },
      'GET /api/order/42': {
        order: order(42, { status: 'delivered' }),
        items: [
          orderItem(1, { product_id: 5, name: 'Kaos Polos', size: 'L', color: 'Navy' }),
          orderItem(2, { product_id: 6, name: 'Celana Chino', size: '32', color: 'Krem' }),
        ],
      },
      'GET /api/ratings/user-rating/check': (req: { url: URL }) =>
        req.url.searchParams.get('productId') === '6' ? rated(rating(3, { product_id: 6 })) : notRated(),
    });
    renderApp('/notifications/9');
    expect(await screen.findByRole('heading', { name: 'Beri Ulasan' })).toBeInTheDocument();
    expect(screen.getByText(/Beri ulasan untuk pesanan ID #42/)).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Produk yang bisa kamu ulas' });
    const write = await within(list).findByRole('link', { name: 'Tulis ulasan untuk Kaos Polos' });
    expect(write).toHaveAttribute('href', '/products/5#beri-rating');
    expect(within(list).getByText('Ukuran L · Warna Navy')).toBeInTheDocument();
    expect(await within(list).findByText('Sudah diulas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Konfirmasi Penerimaan Barang' })).not.toBeInTheDocument();
  });
});
