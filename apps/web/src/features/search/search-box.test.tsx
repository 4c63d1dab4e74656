import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';

const suggestions = {
  products: [
    { id: 11, name: 'Kemeja Linen Putih', price: 189_000, image_url: '/uploads/demo/kemeja-linen.webp' },
    { id: 12, name: 'Kemeja Flanel Kotak', price: 210_000, image_url: '/uploads/demo/kemeja-flanel.webp' },
  ],
  categories: [{ id: 3, name: 'Kemeja' }],
  did_you_mean: null,
};

const home = {
  'GET /api/products': [],
  'GET /api/products/popular': [],
  'GET /api/categories': [],
  'GET /api/ads': [],
  'GET /api/colors': [],
  'GET /api/search/suggest': suggestions,
};

async function typeInSearch(text: string) {
  const view = renderApp('/');
  const input = await screen.findByRole('combobox', { name: 'Cari produk' });
  await view.user.type(input, text);
  return { ...view, input };
}

describe('header search suggestions (a WAI-ARIA combobox)', () => {
  it('typing "kem" lists products (name, price, photo) and categories, asked once after a pause', async () => {
    const api = mockApi(home);
    const { input } = await typeInSearch('kem');
    const listbox = await screen.findByRole('listbox', { name: 'Saran pencarian' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Kemeja Linen PutihRp 189.000', 'Kemeja Flanel KotakRp 210.000', 'Kemeja']);
    expect(within(listbox).getByRole('group', { name: 'Produk' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Kategori' })).toBeInTheDocument();
    expect(options[0]!.querySelector('img')).toHaveAttribute('src', '/uploads/demo/kemeja-linen-thumb.webp');
    // Debounced: one request for the text as it stood, none for "k" or "ke" typed on the way.
    expect(api.callsTo('GET', '/api/search/suggest').map((c) => c.url.searchParams.get('q'))).toEqual(['kem']);
  });

  it('ArrowDown/ArrowUp move the active option, Enter picks it and lands on that product', async () => {
    mockApi(home);
    const { input, user, router } = await typeInSearch('kem');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id); // wrapped round
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/12'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('a category option goes to the list filtered by it', async () => {
    mockApi(home);
    const { user, router } = await typeInSearch('kem');
    await user.click(await screen.findByRole('option', { name: 'Kemeja' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.state.location.search).toBe('?category=Kemeja');
  });

  it('Escape closes the list; Enter with no active option searches the text as before', async () => {
    mockApi(home);
    const { input, user, router } = await typeInSearch('kem');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('kem');
    // ArrowDown opens it again, on its first option; Escape closes it again.
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{Escape}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=kem'));
    expect(router.state.location.pathname).toBe('/products');
  });

  it('asks nothing for fewer than two characters', async () => {
    const api = mockApi(home);
    const { input } = await typeInSearch('k');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.callsTo('GET', '/api/search/suggest')).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
