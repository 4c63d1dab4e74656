import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../test/console.ts';
import { cartItem, notRated, product, products, rated, rating } from '../../test/fixtures.ts';
import { mockApi, respond } from '../../test/fetch-mock.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';

const p = product(5, { name: 'Kemeja Flanel', price: 219_000, average_rating: 3.5, total_reviews: 2, description: 'Flanel lembut.' });

function routes(extra: Record<string, unknown> = {}) {
  return { 'GET /api/products/5': p, 'GET /api/products/5/recommendations': { recommendations: products(2) }, ...extra };
}

describe('product detail (/products/{id})', () => {
  it('shows price, stars with average and reviews, sizes, colours and the visitor rating prompt', async () => {
    mockApi(routes());
    renderApp('/products/5');
    expect(await screen.findByRole('heading', { name: 'Kemeja Flanel', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Rp 219.000')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rating 3,5 dari 5' })).toBeInTheDocument();
    expect(screen.getByText('2 ulasan')).toBeInTheDocument();
    expect(screen.getByText('Flanel lembut.')).toBeInTheDocument();
    expect(screen.getByText('Hitam')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Masuk untuk memberi rating' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirim Rating' })).not.toBeInTheDocument();
    expect(await screen.findByText('Mungkin Anda juga suka')).toBeInTheDocument();
  });

  it('sends a logged-out shopper to /auth/login when adding to the cart', async () => {
    mockApi(routes());
    const { user, router } = renderApp('/products/5');
    await user.click(await screen.findByRole('button', { name: 'Tambah ke Keranjang' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('on a phone, docks the add-to-cart button to a buy bar above the bottom bar while its place is off screen', async () => {
    const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          observers.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767.98px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      mockApi(routes());
      renderApp('/products/5');
      const button = await screen.findByRole('button', { name: 'Tambah ke Keranjang' });
      const bar = () => button.closest('[data-buy-bar]');
      expect(bar()).toHaveAttribute('data-buy-bar', 'inline');
      act(() => observers.forEach((notify) => notify([{ isIntersecting: false }])));
      expect(bar()).toHaveAttribute('data-buy-bar', 'docked');
      expect(bar()).toHaveClass('fixed');
      expect(within(bar() as HTMLElement).getByText('Rp 219.000')).toBeInTheDocument();
      expect(document.documentElement.style.getPropertyValue('--buy-bar-height')).not.toBe('');
      act(() => observers.forEach((notify) => notify([{ isIntersecting: true }])));
      expect(bar()).toHaveAttribute('data-buy-bar', 'inline');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('adds to the cart with a toast', async () => {
    loginAs(7);
    const api = mockApi(
      routes({
        'GET /api/ratings/user-rating/check': notRated(),
        'POST /api/cart': respond(201, cartItem(1, { product_id: 5, name: 'Kemeja Flanel', price: 219_000 })),
      }),
    );
    const { user } = renderApp('/products/5');
    await user.click(await screen.findByRole('radio', { name: 'L' }));
    await user.click(screen.getByRole('radio', { name: 'Putih' }));
    await user.click(screen.getByRole('button', { name: 'Tambah ke Keranjang' }));
    expect(await screen.findByText('Produk berhasil ditambahkan ke keranjang!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/cart')[0]?.body).toEqual({ product_id: 5, quantity: 1, size: 'L', color: 'Putih' });
  });

  it('counts a line added while the first read of the cart is still on its way', async () => {
    loginAs(7);
    // The first read sees the cart before the line (an empty one) and answers after the addition did.
    const lines: ReturnType<typeof cartItem>[] = [];
    let added = () => {};
    const afterAdd = new Promise<void>((resolve) => (added = resolve));
    let reads = 0;
    mockApi(
      routes({
        'GET /api/ratings/user-rating/check': notRated(),
        'GET /api/cart': async () => {
          const seen = [...lines];
          if (reads++ === 0) await afterAdd;
          return seen;
        },
        'POST /api/cart': () => {
          lines.push(cartItem(1, { product_id: 5, name: 'Kemeja Flanel', quantity: 1 }));
          setTimeout(added, 20);
          return respond(201, lines[0]);
        },
      }),
    );
    const { user } = renderApp('/products/5');
    await user.click(await screen.findByRole('radio', { name: 'L' }));
    await user.click(screen.getByRole('radio', { name: 'Putih' }));
    await user.click(screen.getByRole('button', { name: 'Tambah ke Keranjang' }));
    expect(await screen.findByText('Produk berhasil ditambahkan ke keranjang!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('cart-count').map((badge) => badge.textContent)).toContain('1'));
  });

  it("toasts 'Gagal menambahkan produk ke keranjang.' on failure", async () => {
    loginAs(7);
    mockApi(
      routes({
        'GET /api/ratings/user-rating/check': notRated(),
        'POST /api/cart': respond(500, { message: 'x', code: 'INTERNAL' }),
      }),
    );
    const { user } = renderApp('/products/5');
    await user.click(await screen.findByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('radio', { name: 'Hitam' }));
    await user.click(screen.getByRole('button', { name: 'Tambah ke Keranjang' }));
    expect(await screen.findByText('Gagal menambahkan produk ke keranjang.')).toBeInTheDocument();
  });

  it("rating form: 'Kirim Rating' at 0 stars alerts and sends nothing; then sends and resets", async () => {
    loginAs(7);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const api = mockApi(
      routes({
        'GET /api/ratings/user-rating/check': notRated(),
        'POST /api/ratings': respond(201, { message: 'Rating berhasil dikirim!', rating: rating(1, { comment: 'Bagus' }) }),
      }),
    );
    const { user } = renderApp('/products/5');
    const submit = await screen.findByRole('button', { name: 'Kirim Rating' });
    expect(submit).toBeEnabled();
    expect(screen.getByPlaceholderText('Tulis komentar (opsional)')).toBeInTheDocument();
    await user.click(submit);
    expect(alert).toHaveBeenCalledWith('Silakan pilih rating terlebih dahulu');
    expect(api.callsTo('POST', '/api/ratings')).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: '4 bintang' }));
    await user.type(screen.getByPlaceholderText('Tulis komentar (opsional)'), 'Bagus');
    await user.click(submit);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Rating berhasil dikirim!'));
    expect(api.callsTo('POST', '/api/ratings')[0]?.body).toEqual({ product_id: 5, user_id: 7, rating: 4, comment: 'Bagus' });
    expect(screen.getByPlaceholderText('Tulis komentar (opsional)')).toHaveValue('');
  });

  it("shows 'Rating kamu' read-only when already rated", async () => {
    loginAs(7);
    mockApi(routes({ 'GET /api/ratings/user-rating/check': rated(rating(1, { comment: 'Mantap' })) }));
    renderApp('/products/5');
    expect(await screen.findByText('Rating kamu')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rating kamu 4 dari 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirim Rating' })).not.toBeInTheDocument();
  });

  it("replaces the page with 'Gagal mengambil detail produk' when loading fails", async () => {
    mockApi({
      'GET /api/products/5': respond(404, { message: 'Data tidak ditemukan', code: 'NOT_FOUND' }),
      'GET /api/products/5/recommendations': { recommendations: [] },
    });
    renderApp('/products/5');
    expect(await screen.findByText('Gagal mengambil detail produk')).toBeInTheDocument();
  });

  it("shows 'Tidak ada rekomendasi' when there are none (a failure is only logged)", async () => {
    expectConsoleError();
    mockApi(routes({ 'GET /api/products/5/recommendations': respond(500, { message: 'x', code: 'INTERNAL' }) }));
    renderApp('/products/5');
    expect(await screen.findByText('Tidak ada rekomendasi')).toBeInTheDocument();
  });
});
