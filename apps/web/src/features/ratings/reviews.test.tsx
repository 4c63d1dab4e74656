import type { ReviewSummary } from '@gayaku/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notRated, product, rated, rating, review } from '../../test/fixtures.ts';
import { mockApi, respond } from '../../test/fetch-mock.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';

const summary = (over: Partial<ReviewSummary> = {}): ReviewSummary => ({
  average: 4.4,
  count: 25,
  histogram: { 1: 1, 2: 1, 3: 2, 4: 6, 5: 15 },
  fit: { kekecilan: 5, pas: 18, kebesaran: 2 },
  ...over,
});

function routes(extra: Record<string, unknown> = {}) {
  return {
    'GET /api/products/5': product(5, { name: 'Kemeja Flanel', average_rating: 4.4, total_reviews: 25 }),
    'GET /api/products/5/recommendations': { recommendations: [] },
    'GET /api/products/5/review-summary': summary(),
    'GET /api/products/5/reviews': respond(
      200,
      [
        review(11, {
          reviewer: 'r***a',
          comment: 'Adem dan pas.',
          size: 'L',
          color: 'Navy',
          fit: 'pas',
          photos: ['/uploads/review-a.webp', '/uploads/review-b.webp'],
        }),
        review(12, { reviewer: 'b***o', verified_purchase: false, size: null, color: null, rating: 3 }),
      ],
      { 'X-Total-Count': '7' },
    ),
    'GET /api/size-charts': [],
    ...extra,
  };
}

describe('the product page reviews', () => {
  it('shows the summary, the histogram, the fit verdict, and the reviews with Terverifikasi and the bought size', async () => {
    mockApi(routes());
    renderApp('/products/5');
    const section = await screen.findByRole('region', { name: 'Ulasan Pembeli' });
    expect(await within(section).findByText('4,4')).toBeInTheDocument();
    expect(within(section).getByText('25 ulasan')).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: 'Sebaran bintang' })).toHaveTextContent('5 bintang: 15');
    expect(within(section).getByText('Kecocokan ukuran: 72% bilang pas')).toBeInTheDocument();
    const first = await within(section).findByRole('article', { name: 'Ulasan dari r***a' });
    expect(within(first).getByText('Terverifikasi')).toBeInTheDocument();
    expect(within(first).getByText('Ukuran L · Warna Navy · Ukuran terasa pas')).toBeInTheDocument();
    expect(within(first).getByText('Adem dan pas.')).toBeInTheDocument();
    const second = within(section).getByRole('article', { name: 'Ulasan dari b***o' });
    expect(within(second).queryByText('Terverifikasi')).not.toBeInTheDocument();
    expect(within(section).getByText('Menampilkan 2 dari 7 ulasan')).toBeInTheDocument();
  });

  it('enlarges a photo in a labelled dialog that steps through the others and closes with Escape', async () => {
    mockApi(routes());
    const { user } = renderApp('/products/5');
    const thumb = await screen.findByRole('button', { name: 'Perbesar foto 2 dari 2 (r***a)' });
    await user.click(thumb);
    const dialog = screen.getByRole('dialog', { name: 'Foto ulasan r***a' });
    expect(within(dialog).getByRole('img', { name: 'Foto 2 dari 2 ulasan r***a' })).toHaveAttribute('src', '/uploads/review-b.webp');
    await user.click(within(dialog).getByRole('button', { name: 'Foto berikutnya' }));
    expect(within(dialog).getByRole('img', { name: 'Foto 1 dari 2 ulasan r***a' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });

  it("asks the server again for a star filter, photos only and another order; 'Muat Lebih Banyak' asks for the next five", async () => {
    const api = mockApi(routes());
    const { user } = renderApp('/products/5');
    const section = await screen.findByRole('region', { name: 'Ulasan Pembeli' });
    await within(section).findByRole('article', { name: 'Ulasan dari r***a' });
    await user.click(within(section).getByRole('button', { name: 'Muat Lebih Banyak' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/products/5/reviews').some((c) => c.url.searchParams.get('offset') === '2')).toBe(true),
    );
    await user.click(within(section).getByRole('radio', { name: '5 ★' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Dengan Foto' }));
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Urutkan' }), 'rating_low');
    await waitFor(() => {
      const last = api.callsTo('GET', '/api/products/5/reviews').at(-1)!.url.searchParams;
      expect([last.get('rating'), last.get('with_photos'), last.get('sort'), last.get('offset'), last.get('limit')]).toEqual([
        '5',
        'true',
        'rating_low',
        '0',
        '5',
      ]);
    });
  });

  it("says 'Belum ada rating' for an unrated product instead of 0,0 / 5", async () => {
    mockApi(
      routes({
        'GET /api/products/5': product(5, { average_rating: 0, total_reviews: 0, rating: 0, sold_count: 270 }),
        'GET /api/products/5/review-summary': summary({
          average: 0,
          count: 0,
          histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
          fit: { kekecilan: 0, pas: 0, kebesaran: 0 },
        }),
      }),
    );
    renderApp('/products/5');
    await waitFor(() => expect(screen.getAllByText('Belum ada rating')).toHaveLength(2));
    expect(screen.getByText('270 terjual')).toBeInTheDocument();
    expect(screen.queryByText(/0,0/)).not.toBeInTheDocument();
  });
});

describe('the rating form with fit and photos', () => {
  it('sends the fit with the spec body, then each photo, and alerts the spec text', async () => {
    loginAs(7);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const api = mockApi(
      routes({
        'GET /api/ratings/user-rating/check': notRated(),
        'POST /api/ratings': respond(201, { message: 'Rating berhasil dikirim!', rating: rating(41) }),
        'POST /api/ratings/41/photos': respond(201, { message: 'Foto berhasil diunggah', photos: ['/uploads/review-x.webp'] }),
      }),
    );
    const { user } = renderApp('/products/5');
    const form = await screen.findByRole('form', { name: 'Beri Rating' });
    await user.click(within(form).getByRole('radio', { name: '4 bintang' }));
    await user.click(within(form).getByRole('radio', { name: 'Kebesaran' }));
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0])], 'foto.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText('+ Tambah Foto'), jpeg);
    expect(await within(form).findByRole('button', { name: 'Hapus foto 1' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Kirim Rating' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Rating berhasil dikirim!'));
    expect(api.callsTo('POST', '/api/ratings')[0]?.body).toEqual({ product_id: 5, user_id: 7, rating: 4, fit: 'kebesaran' });
    const upload = api.callsTo('POST', '/api/ratings/41/photos')[0]?.body as FormData;
    expect((upload.get('image') as File).name).toBe('foto.jpg');
  });

  it('refuses a picked file that is not an image with the server message, and sends nothing for it', async () => {
    loginAs(7);
    mockApi(routes({ 'GET /api/ratings/user-rating/check': notRated() }));
    const { user } = renderApp('/products/5');
    const form = await screen.findByRole('form', { name: 'Beri Rating' });
    await user.upload(within(form).getByLabelText('+ Tambah Foto'), new File(['halo'], 'catatan.jpg', { type: 'image/jpeg' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Berkas harus berupa gambar JPEG, PNG atau WebP');
    expect(within(form).queryByRole('button', { name: 'Hapus foto 1' })).not.toBeInTheDocument();
  });

  it('tells a shopper who has not received the product that only buyers review, without the form', async () => {
    loginAs(7);
    mockApi(routes({ 'GET /api/ratings/user-rating/check': notRated(false) }));
    renderApp('/products/5');
    expect(await screen.findByText(/Hanya pembeli yang sudah menerima produk ini yang bisa memberi ulasan/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Beri Rating' })).not.toBeInTheDocument();
  });

  it("'Ubah Ulasan' within 30 days: the form comes prefilled and saves with PUT", async () => {
    loginAs(7);
    const mine = rating(41, { rating: 2, comment: 'Kecil', fit: 'kekecilan' });
    const api = mockApi(
      routes({
        'GET /api/ratings/user-rating/check': rated(mine, '2099-01-01T00:00:00.000Z'),
        'PUT /api/ratings/41': { message: 'Ulasan berhasil diubah', rating: { ...mine, rating: 4 } },
      }),
    );
    const { user } = renderApp('/products/5');
    expect(await screen.findByRole('heading', { name: 'Rating kamu' })).toBeInTheDocument();
    expect(screen.getByText('Ukuran M · Warna Hitam · Ukuran terasa kekecilan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ubah Ulasan' }));
    const form = screen.getByRole('form', { name: 'Ubah Ulasan' });
    expect(within(form).getByRole('radio', { name: 'Kekecilan' })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: '4 bintang' }));
    await user.click(within(form).getByRole('radio', { name: 'Pas' }));
    await user.click(within(form).getByRole('button', { name: 'Simpan Ulasan' }));
    expect(await screen.findByText('Ulasan berhasil diubah')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/ratings/41')[0]?.body).toEqual({ rating: 4, comment: 'Kecil', fit: 'pas' });
  });
});
