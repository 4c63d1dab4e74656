import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { whenPageSettled } from '../../lib/page-settled.ts';
import { products } from '../../test/fixtures.ts';
import { mockApi, respond, type MockRequest } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';

const CATALOGUE = products(60);

// As on a later visit: the grid draws every card at once (its first visit draws them in passes).
beforeAll(() => whenPageSettled(), 10_000);

/** GET /api/products as the API pages it: limit (at most 100), offset, X-Total-Count. */
function paged(req: MockRequest) {
  const limit = Number(req.url.searchParams.get('limit') ?? 100);
  const offset = Number(req.url.searchParams.get('offset') ?? 0);
  return respond(200, CATALOGUE.slice(offset, offset + limit), { 'X-Total-Count': String(CATALOGUE.length) });
}

const lists = {
  'GET /api/categories': [
    { id: 1, name: 'Pria', image_url: null },
    { id: 2, name: 'Wanita', image_url: null },
  ],
  'GET /api/colors': [
    { id: 1, color_name: 'Hitam' },
    { id: 2, color_name: 'Putih' },
  ],
  'GET /api/products/facets': {
    categories: [{ id: 1, name: 'Pria', count: 41 }],
    colors: [
      { id: 1, color_name: 'Hitam', count: 12 },
      { id: 2, color_name: 'Putih', count: 7 },
    ],
  },
  'GET /api/products': paged,
};

const cards = () => within(screen.getByRole('region', { name: 'Daftar produk' })).queryAllByRole('link', { name: /Produk \d+/ });
const pageCalls = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('GET', '/api/products').map((c) => `${c.url.searchParams.get('offset') ?? 0}+${c.url.searchParams.get('limit')}`);

// Long under load: the first test also loads the whole app, and each step renders dozens of cards.
describe('product list, 24 at a time', { timeout: 60_000 }, () => {
  it("shows 24 of the total from X-Total-Count; 'Muat Lebih Banyak' adds 24 and keeps the count in the URL", async () => {
    const api = mockApi(lists);
    const { user, router } = renderApp('/products');
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.getByText('60 produk')).toBeInTheDocument();
    expect(screen.getByText('Menampilkan 24 dari 60 produk')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Muat Lebih Banyak' }));
    await waitFor(() => expect(cards()).toHaveLength(48));
    expect(router.state.location.search).toBe('?shown=48');
    await user.click(screen.getByRole('link', { name: 'Muat Lebih Banyak' }));
    await waitFor(() => expect(cards()).toHaveLength(60));
    expect(router.state.location.search).toBe('?shown=72');
    expect(screen.getByText('Menampilkan 60 dari 60 produk')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Muat Lebih Banyak' })).not.toBeInTheDocument();
    expect(pageCalls(api)).toEqual(['0+24', '24+24', '48+24']);
  });

  it('back returns to the same list, as long, without asking again', async () => {
    const api = mockApi(lists);
    const { user, router } = renderApp('/products?sort=newest');
    await waitFor(() => expect(cards()).toHaveLength(24));
    await user.click(screen.getByRole('link', { name: 'Muat Lebih Banyak' }));
    await waitFor(() => expect(cards()).toHaveLength(48));
    expect(router.state.location.search).toBe('?sort=newest&shown=48');
    await router.navigate('/');
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=newest&shown=48'));
    expect(cards()).toHaveLength(48);
    expect(pageCalls(api)).toEqual(['0+24', '24+24']);
  });

  it('opened with a count (a reload, a shared link) asks for all of it at once', async () => {
    const api = mockApi(lists);
    renderApp('/products?shown=48');
    await waitFor(() => expect(cards()).toHaveLength(48));
    expect(pageCalls(api)).toEqual(['0+48']);
  });

  it('a new filter starts again from the first 24', async () => {
    mockApi(lists);
    const { user, router } = renderApp('/products?shown=48');
    await waitFor(() => expect(cards()).toHaveLength(48));
    const filters = screen.getByRole('complementary', { name: 'Filter produk' });
    const warna = within(filters).getByRole('button', { name: /Warna/ });
    if (warna.getAttribute('aria-expanded') === 'false') await user.click(warna);
    await user.click(within(filters).getByRole('button', { name: 'Hitam' }));
    await waitFor(() => expect(router.state.location.search).toBe('?color=Hitam'));
  });

  it('chips show how many products picking them would give', async () => {
    mockApi(lists);
    const { user } = renderApp('/products');
    const filters = screen.getByRole('complementary', { name: 'Filter produk' });
    for (const group of [/Warna/, /Kategori/]) {
      const toggle = within(filters).getByRole('button', { name: group });
      if (toggle.getAttribute('aria-expanded') === 'false') await user.click(toggle);
    }
    const hitam = await within(filters).findByRole('button', { name: 'Hitam' });
    await waitFor(() => expect(hitam).toHaveAccessibleDescription('12 hasil'));
    expect(hitam).toHaveTextContent('Hitam12');
    expect(within(filters).getByRole('button', { name: 'Putih' })).toHaveAccessibleDescription('7 hasil');
    expect(within(filters).getByRole('button', { name: 'Wanita' })).toHaveAccessibleDescription('0 hasil');
  });
});

describe('a search that finds nothing', () => {
  it('says so and offers the closest spelling the shop knows', async () => {
    const api = mockApi({
      ...lists,
      'GET /api/products': respond(200, [], { 'X-Total-Count': '0' }),
      'GET /api/search/suggest': { products: [], categories: [], did_you_mean: 'kemeja' },
    });
    const { user, router } = renderApp('/products?search=kemja');
    expect(await screen.findByText('Tidak ada produk untuk "kemja"')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'kemeja' });
    expect(link.closest('p')).toHaveTextContent('Mungkin maksud Anda: kemeja');
    expect(api.callsTo('GET', '/api/search/suggest')[0]!.url.searchParams.get('q')).toBe('kemja');
    await user.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?search=kemeja'));
  });

  it('without a closer spelling, offers none', async () => {
    mockApi({
      ...lists,
      'GET /api/products': respond(200, [], { 'X-Total-Count': '0' }),
      'GET /api/search/suggest': { products: [], categories: [], did_you_mean: null },
    });
    renderApp('/products?search=zzzz');
    expect(await screen.findByText('Tidak ada produk untuk "zzzz"')).toBeInTheDocument();
    expect(screen.queryByText(/Mungkin maksud Anda/)).not.toBeInTheDocument();
  });
});
