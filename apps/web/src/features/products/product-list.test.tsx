import { productListApiPath, productListFirstRequest } from '@gayaku/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { products } from '../../test/fixtures.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, testQueryClient } from '../../test/render.tsx';
import { productPagesQuery } from './api/pages.ts';
import { filtersOf, listParams, shownOf } from './product-filters.ts';

const lists = {
  'GET /api/categories': [
    { id: 1, name: 'Pria', image_url: null },
    { id: 2, name: 'Wanita', image_url: null },
  ],
  'GET /api/colors': [
    { id: 1, color_name: 'Hitam' },
    { id: 2, color_name: 'Putih' },
  ],
};

describe('product list (/products)', () => {
  it('passes search, repeated category/color chips and the sort value to the server', async () => {
    const api = mockApi({
      ...lists,
      'GET /api/products': (req: { url: URL }) => (req.url.searchParams.getAll('color').includes('Putih') ? [] : products(3)),
    });
    const { user, router } = renderApp('/products?search=kemeja&category=Pria');
    expect(await screen.findByRole('heading', { name: 'Hasil pencarian “kemeja”' })).toBeInTheDocument();
    const sort = screen.getByLabelText('Urutkan');
    expect([...(sort as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual([
      ['relevance', 'Paling Sesuai'],
      ['popular', 'Most Popular'],
      ['rating', 'Best Rating'],
      ['newest', 'Newest'],
      ['price_asc', 'Price: Low to High'],
      ['price_desc', 'Price: High to Low'],
    ]);
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Produk \d/ })).toHaveLength(3));
    expect(screen.getAllByRole('link', { name: /Produk 1/ })[0]).toHaveAttribute('href', '/products/1');
    expect(screen.getAllByText(/^Rp /)[0]).toHaveTextContent('Rp 101.000');

    await user.selectOptions(sort, 'price_asc');
    const filters = screen.getByRole('complementary', { name: 'Filter produk' });
    const kategori = within(filters).getByRole('button', { name: /Kategori/ });
    if (kategori.getAttribute('aria-expanded') === 'false') await user.click(kategori);
    await user.click(within(filters).getByRole('button', { name: 'Wanita' }));
    const warna = within(filters).getByRole('button', { name: /Warna/ });
    if (warna.getAttribute('aria-expanded') === 'false') await user.click(warna);
    await user.click(within(filters).getByRole('button', { name: 'Putih' }));
    expect(within(filters).getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true');

    expect(await screen.findByText('Tidak ada produk untuk "kemeja"')).toBeInTheDocument();
    const last = api.callsTo('GET', '/api/products').at(-1)!.url.searchParams;
    expect(last.getAll('category')).toEqual(['Pria', 'Wanita']);
    expect(last.getAll('color')).toEqual(['Putih']);
    expect(last.get('sort')).toBe('price_asc');
    expect(last.get('search')).toBe('kemeja');

    await user.click(screen.getByRole('button', { name: 'Tampilkan Semua Produk' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/products');
  });

  it("asks first for the very URL the server preloads with the page (the contract's productListFirstRequest)", async () => {
    const api = mockApi({ 'GET /api/products': [] });
    const urls = [
      '',
      'search=+kemeja+',
      'search=kemja&sort=relevance&shown=48',
      'search=kemeja&sort=popular',
      'category=Pria&category=Kaos+%26+Polo&color=Hitam&sort=price_asc&shown=500',
      'sort=acak&shown=30',
    ].map((q) => new URLSearchParams(q));
    for (const params of urls)
      await testQueryClient().fetchInfiniteQuery(productPagesQuery(listParams(filtersOf(params)), shownOf(params)));
    expect(api.calls.map((c) => c.url.pathname + c.url.search)).toEqual(urls.map((p) => productListApiPath(productListFirstRequest(p))));
  });

  it("keeps the spec's empty text for filters without a search", async () => {
    mockApi({ ...lists, 'GET /api/products': [], 'GET /api/products/facets': { categories: [], colors: [] } });
    renderApp('/products?color=Putih');
    expect(await screen.findByText('No products match the selected filters.')).toBeInTheDocument();
  });
});
