import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartItem, notRated, product, variant } from '../../test/fixtures.ts';
import { mockApi, respond } from '../../test/fetch-mock.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';

const sizes = ['M', 'L', 'XL'].map((size_name, i) => ({ id: i + 1, size_name }));
const colors = ['Hitam', 'Putih'].map((color_name, i) => ({ id: i + 1, color_name }));
// M: Hitam 3 left, Putih sold out; L: both plenty; XL: sold out in every colour.
const kaos = product(5, {
  name: 'Kaos Polos',
  sizes,
  colors,
  variants: [
    variant('M', 'Hitam', 3),
    variant('M', 'Putih', 0),
    variant('L', 'Hitam', 12),
    variant('L', 'Putih', 8),
    variant('XL', 'Hitam', 0),
    variant('XL', 'Putih', 0),
  ],
});

function setup(p = kaos, extra: Record<string, unknown> = {}) {
  loginAs(7);
  return mockApi({
    [`GET /api/products/${p.id}`]: p,
    [`GET /api/products/${p.id}/recommendations`]: { recommendations: [] },
    'GET /api/ratings/user-rating/check': notRated(),
    'POST /api/cart': respond(201, cartItem(1, { product_id: p.id, size: 'L', color: 'Hitam' })),
    ...extra,
  });
}

const sizeGroup = () => screen.getByRole('group', { name: 'Ukuran' });
const colorGroup = () => screen.getByRole('group', { name: 'Warna' });

describe('size and colour choosers (/products/{id})', () => {
  it("offers sizes and colours as radio groups; a pair with nothing left is disabled as 'Habis'", async () => {
    setup();
    const { user } = renderApp('/products/5');
    await screen.findByRole('group', { name: 'Ukuran' });
    expect(
      within(sizeGroup())
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['M', 'L', 'XL']);
    expect(within(sizeGroup()).getByRole('radio', { name: 'XL Habis' })).toBeDisabled();
    expect(within(colorGroup()).getByRole('radio', { name: 'Putih' })).toBeEnabled();

    await user.click(within(sizeGroup()).getByRole('radio', { name: 'M' }));
    expect(within(colorGroup()).getByRole('radio', { name: 'Putih Habis' })).toBeDisabled();
    await user.click(within(colorGroup()).getByRole('radio', { name: 'Hitam' }));
    expect(screen.getByText('Sisa 3')).toBeInTheDocument();

    await user.click(within(sizeGroup()).getByRole('radio', { name: 'L' }));
    expect(screen.queryByText(/^Sisa/)).not.toBeInTheDocument();
    expect(within(colorGroup()).getByRole('radio', { name: 'Putih' })).toBeEnabled();
  });

  it('moves the choice with the arrow keys, skipping what is sold out', async () => {
    setup();
    const { user } = renderApp('/products/5');
    await user.click(await screen.findByRole('radio', { name: 'M' }));
    await user.keyboard('{ArrowRight}');
    expect(within(sizeGroup()).getByRole('radio', { name: 'L' })).toBeChecked();
    expect(within(sizeGroup()).getByRole('radio', { name: 'L' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(sizeGroup()).getByRole('radio', { name: 'M' })).toBeChecked();
  });

  it('drops a colour that is sold out with the newly chosen size', async () => {
    setup();
    const { user } = renderApp('/products/5');
    await user.click(await screen.findByRole('radio', { name: 'L' }));
    await user.click(screen.getByRole('radio', { name: 'Putih' }));
    await user.click(screen.getByRole('radio', { name: 'M' }));
    expect(within(colorGroup()).getByRole('radio', { name: 'Putih Habis' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Tambah ke Keranjang' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pilih warna terlebih dahulu');
  });

  it('asks for a choice before adding, then sends the chosen size and colour', async () => {
    const api = setup();
    const { user } = renderApp('/products/5');
    const add = await screen.findByRole('button', { name: 'Tambah ke Keranjang' });
    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('Pilih ukuran dan warna terlebih dahulu');
    expect(api.callsTo('POST', '/api/cart')).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('Pilih warna terlebih dahulu');
    await user.click(screen.getByRole('radio', { name: 'Hitam' }));
    await user.click(add);
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/cart')[0]?.body).toEqual({ product_id: 5, quantity: 1, size: 'L', color: 'Hitam' }),
    );
  });

  it('needs no choice when the product has one size and one colour', async () => {
    const single = product(6, { sizes: [{ id: 1, size_name: 'All Size' }], colors: [{ id: 1, color_name: 'Hitam' }] });
    const api = setup(single);
    const { user } = renderApp('/products/6');
    expect(await screen.findByRole('radio', { name: 'All Size' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Tambah ke Keranjang' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/cart')[0]?.body).toEqual({ product_id: 6, quantity: 1, size: 'All Size', color: 'Hitam' }),
    );
  });

  it("shows a sold-out product as 'Stok produk ini habis' and cannot add it", async () => {
    const soldOut = product(7, {
      variants: [variant('M', 'Hitam', 0), variant('M', 'Putih', 0), variant('L', 'Hitam', 0), variant('L', 'Putih', 0)],
    });
    setup(soldOut);
    renderApp('/products/7');
    expect(await screen.findByText('Stok produk ini habis')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah ke Keranjang' })).toBeDisabled();
    expect(within(sizeGroup()).getByRole('radio', { name: 'M Habis' })).toBeDisabled();
  });

  it("toasts the server's 'Stok produk ini habis' when stock ran out meanwhile", async () => {
    setup(kaos, { 'POST /api/cart': respond(409, { message: 'Stok produk ini habis', code: 'CONFLICT' }) });
    const { user } = renderApp('/products/5');
    await user.click(await screen.findByRole('radio', { name: 'L' }));
    await user.click(screen.getByRole('radio', { name: 'Hitam' }));
    await user.click(screen.getByRole('button', { name: 'Tambah ke Keranjang' }));
    expect(await screen.findByText('Stok produk ini habis')).toBeInTheDocument();
  });
});

describe("sold-out cards say 'Habis'", () => {
  it('in the product list', async () => {
    mockApi({
      'GET /api/categories': [],
      'GET /api/colors': [],
      'GET /api/products': [product(1, { name: 'Kaos Ada' }), product(2, { name: 'Kaos Habis', in_stock: false, available: 0 })],
    });
    renderApp('/products');
    expect(await screen.findByRole('link', { name: /Kaos Habis/ })).toHaveTextContent('Habis');
    expect(screen.getByRole('link', { name: /Kaos Ada/ })).not.toHaveTextContent('Habis');
  });
});
