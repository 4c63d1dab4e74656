import type { AdminReview } from '@gayaku/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, respond } from '../../../test/fetch-mock.ts';
import { product, review } from '../../../test/fixtures.ts';
import { loginAs } from '../../../test/jwt.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { ReviewsPage } from './reviews-page.tsx';

const adminReview = (id: number, over: Partial<AdminReview> = {}): AdminReview => ({
  ...review(id, { comment: `Ulasan ${id}` }),
  product_id: 5,
  product_name: 'Kemeja Flanel',
  user_id: 20 + id,
  username: `pembeli${id}`,
  hidden: false,
  ...over,
});

beforeEach(() => loginAs(1, 'admin'));

describe('/admin/reviews', { timeout: 20_000 }, () => {
  it('pages on the server (limit, offset, X-Total-Count) and filters by product, stars, photos and hidden', async () => {
    const api = mockApi({
      'GET /api/products': [product(5, { name: 'Kemeja Flanel' }), product(6, { name: 'Celana Chino' })],
      'GET /api/admin/reviews': respond(200, [adminReview(1), adminReview(2, { hidden: true, photos: ['/uploads/review-a.webp'] })], {
        'X-Total-Count': '42',
      }),
    });
    const user = userEvent.setup();
    renderWithRouter(<ReviewsPage />, { path: '/admin/reviews' });
    expect(await screen.findByText('1–2 dari 42')).toBeInTheDocument();
    const hidden = screen.getByText('Ulasan 2').closest('li') as HTMLElement;
    expect(within(hidden).getByText('Disembunyikan')).toBeInTheDocument();
    expect(within(hidden).getByRole('button', { name: 'Tampilkan' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/reviews').at(-1)?.url.searchParams.get('offset')).toBe('20'));
    // the product filter searches the server, a few products at a time, never the whole catalogue
    await user.type(screen.getByRole('searchbox', { name: 'Cari produk' }), 'chino');
    await waitFor(() => expect(api.callsTo('GET', '/api/products').at(-1)?.url.searchParams.get('q')).toBe('chino'));
    expect(api.callsTo('GET', '/api/products').every((call) => call.url.searchParams.get('limit') === '20')).toBe(true);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Produk' }), 'Celana Chino');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Foto' }), 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'true');
    await waitFor(() => {
      const q = api.callsTo('GET', '/api/admin/reviews').at(-1)!.url.searchParams;
      expect(Object.fromEntries(q)).toEqual({
        limit: '20',
        offset: '0',
        product_id: '6',
        rating: '1',
        with_photos: 'true',
        hidden: 'true',
      });
    });
  });

  it("'Sembunyikan' sends hidden: true and the list is read again", async () => {
    const api = mockApi({
      'GET /api/products': [],
      'GET /api/admin/reviews': respond(200, [adminReview(1)], { 'X-Total-Count': '1' }),
      'PUT /api/admin/reviews/1': { message: 'Ulasan disembunyikan', review: adminReview(1, { hidden: true }) },
    });
    const user = userEvent.setup();
    renderWithRouter(<ReviewsPage />, { path: '/admin/reviews' });
    await user.click(await screen.findByRole('button', { name: 'Sembunyikan' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/reviews/1')[0]?.body).toEqual({ hidden: true }));
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/reviews')).toHaveLength(2));
  });
});
