import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BANNER_IMAGE_SIZES, LIMITS } from '@gayaku/contract';
import { describe, expect, it } from 'vitest';
import { products } from '../../test/fixtures.ts';
import { mockApi, respond } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { hasMoreToShow, nextVisibleCount, RECOMMENDATIONS_INITIAL, RECOMMENDATIONS_STEP } from './recommendations.ts';

const base = {
  'GET /api/products/popular': products(3),
  'GET /api/categories': [
    { id: 1, name: 'Jaket & Hoodie', image_url: '/uploads/demo/category-jaket.webp' },
    { id: 2, name: 'Aksesori', image_url: null },
  ],
  'GET /api/ads': [{ id: 1, title: 'Koleksi Baru', image_url: '/uploads/demo/ad-1.webp' }],
};

const recoCards = () => within(screen.getByRole('region', { name: 'Rekomendasi Untuk Anda' })).getAllByRole('listitem');

describe('recommendations paging (spec sections 4 and 9)', () => {
  it('uses the contract constants 12 / 12', () => {
    expect(RECOMMENDATIONS_INITIAL).toBe(LIMITS.recommendationsInitial);
    expect(RECOMMENDATIONS_STEP).toBe(LIMITS.recommendationsStep);
    expect(nextVisibleCount(12, 30)).toBe(24);
    expect(nextVisibleCount(24, 30)).toBe(30);
    expect(hasMoreToShow(12, 12)).toBe(false);
    expect(hasMoreToShow(12, 13)).toBe(true);
  });

  it('shows 12, then 12 more per click, and hides the button once all are shown', async () => {
    mockApi({ ...base, 'GET /api/products': products(30) });
    const { user } = renderApp('/');
    await waitFor(() => expect(recoCards()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Muat Lebih Banyak' }));
    expect(recoCards()).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Muat Lebih Banyak' }));
    expect(recoCards()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Muat Lebih Banyak' })).not.toBeInTheDocument();
  });

  it('shows no button when 12 or fewer products exist', async () => {
    mockApi({ ...base, 'GET /api/products': products(12) });
    renderApp('/');
    await waitFor(() => expect(recoCards()).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Muat Lebih Banyak' })).not.toBeInTheDocument();
  });
});

describe('home', () => {
  it("shows the mode line, 'Semua produk', Rp prices, categories with their own image or a placeholder", async () => {
    mockApi({ ...base, 'GET /api/products': products(2) });
    renderApp('/');
    expect(await screen.findByTestId('display-mode')).toHaveTextContent(/^Browser$/);
    expect(screen.getByRole('link', { name: /Semua produk/ })).toHaveAttribute('href', '/products');
    const category = await screen.findByRole('link', { name: 'Jaket & Hoodie' });
    expect(category).toHaveAttribute('href', '/products?category=Jaket%20%26%20Hoodie');
    // The tiles' photos arrive once the page has settled (after the first screen's images).
    await waitFor(() => expect(category.querySelector('img')).toHaveAttribute('src', '/uploads/demo/category-jaket.webp'));
    expect(screen.getByRole('link', { name: 'Aksesori' }).querySelector('img')).toHaveAttribute('src', '/placeholder-category.svg');
    // The cards arrive with the products' answer, which may come after the categories' on a busy machine.
    const recommended = screen.getByRole('region', { name: 'Rekomendasi Untuk Anda' });
    await waitFor(() => expect(within(recommended).getAllByRole('link').length).toBeGreaterThan(1));
    const card = within(recommended).getAllByRole('link')[1]!;
    expect(card).toHaveAttribute('href', '/products/1');
    expect(card).toHaveTextContent('Rp 101.000');
  });

  it('gives phones the banner’s phone copy where the shop stored one, and falls back to the banner itself', async () => {
    mockApi({
      ...base,
      'GET /api/products': [],
      'GET /api/ads': [
        { id: 1, title: 'Koleksi Baru', image_url: '/uploads/banner-3fa9c2.webp' },
        { id: 2, title: 'Diskon', image_url: 'https://cdn.contoh.id/diskon.jpg' },
      ],
    });
    renderApp('/');
    const banner = await screen.findByRole('img', { name: 'Koleksi Baru' });
    expect(banner).toHaveAttribute('srcset', '/uploads/banner-3fa9c2-phone.webp 800w, /uploads/banner-3fa9c2.webp 1600w');
    expect(banner).toHaveAttribute('sizes', BANNER_IMAGE_SIZES);
    fireEvent.error(banner);
    const plain = await screen.findByRole('img', { name: 'Koleksi Baru' });
    await waitFor(() => expect(plain).not.toHaveAttribute('srcset'));
    expect(plain).toHaveAttribute('src', '/uploads/banner-3fa9c2.webp');
  });

  it("shows 'Memuat kategori...' while categories load", async () => {
    mockApi({ ...base, 'GET /api/products': [], 'GET /api/categories': () => new Promise(() => undefined) });
    renderApp('/');
    expect(await screen.findByText('Memuat kategori...')).toBeInTheDocument();
  });

  it("shows a message with 'Coba lagi' instead of sample products when the API fails, and retries", async () => {
    let fail = true;
    mockApi({
      ...base,
      'GET /api/products': () =>
        fail
          ? respond(503, { message: 'Database sedang tidak dapat dihubungi. Coba lagi sebentar.', code: 'SERVICE_UNAVAILABLE' })
          : products(2),
    });
    const { user } = renderApp('/');
    const region = await screen.findByRole('region', { name: 'Rekomendasi Untuk Anda' });
    expect(await within(region).findByText('Database sedang tidak dapat dihubungi. Coba lagi sebentar.')).toBeInTheDocument();
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(recoCards()).toHaveLength(2));
  });
});
