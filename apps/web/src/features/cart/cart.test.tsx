import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartItem, profileUser } from '../../test/fixtures.ts';
import { mockApi, respond, type MockRequest } from '../../test/fetch-mock.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';

const rates = [
  { city: 'Bandung', shipping_cost: 18_000 },
  { city: 'Surabaya', shipping_cost: 25_000 },
];

function setup(
  items = [
    cartItem(1, { name: 'Kaos Hitam', price: 79_000, quantity: 1 }),
    cartItem(2, { name: 'Jaket Parka', price: 250_000, quantity: 99 }),
  ],
) {
  loginAs();
  const state = items.map((i) => ({ ...i }));
  // The server answers a changed line with the line as it now is.
  const put = (id: number) => (req: MockRequest) => {
    const line = state.find((i) => i.cart_id === id)!;
    line.quantity = (req.body as { quantity: number }).quantity;
    return line;
  };
  return mockApi({
    'GET /api/cart': () => state,
    'GET /api/shipping-rates': rates,
    'GET /api/user/profile': { user: profileUser() },
    'GET /api/notifications/7': [],
    'PUT /api/cart/1': put(1),
    'PUT /api/cart/2': put(2),
    'DELETE /api/cart/1': { message: 'Produk dihapus dari keranjang' },
  });
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('cart (/shopping-cart)', () => {
  it('shows Rp amounts: line subtotals, subtotal, shipping 0 until a city is chosen, total', async () => {
    setup();
    const { user } = renderApp('/shopping-cart');
    expect(await screen.findByText('Kaos Hitam', { selector: 'a' })).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Ringkasan Belanja' });
    // 79.000 + 99 × 250.000 = 24.829.000
    expect(within(row('Jaket Parka')).getByText('Rp 24.750.000')).toBeInTheDocument();
    expect(within(summary).getByText(/^Subtotal/).nextElementSibling).toHaveTextContent('Rp 24.829.000');
    expect(within(summary).getByText('Ongkos kirim').nextElementSibling).toHaveTextContent('Rp 0');
    await within(summary).findByRole('option', { name: /Surabaya/ });
    await user.selectOptions(within(summary).getByLabelText('Kota pengiriman'), 'Surabaya');
    expect(within(summary).getByText('Ongkos kirim').nextElementSibling).toHaveTextContent('Rp 25.000');
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('Rp 24.854.000');
    expect(sessionStorage.getItem('checkout_city')).toBe('Surabaya');
  });

  it('minus at 1 does nothing; plus is disabled at 99', async () => {
    const api = setup();
    const { user } = renderApp('/shopping-cart');
    await screen.findByText('Kaos Hitam', { selector: 'a' });
    await user.click(within(row('Kaos Hitam')).getByRole('button', { name: 'Kurangi jumlah Kaos Hitam' }));
    expect(api.callsTo('PUT', '/api/cart/1')).toHaveLength(0);
    expect(within(row('Kaos Hitam')).getByRole('status')).toHaveTextContent('1');
    expect(within(row('Jaket Parka')).getByRole('button', { name: 'Tambah jumlah Jaket Parka' })).toBeDisabled();
  });

  it('plus sends the new quantity and updates the line at once', async () => {
    const api = setup();
    const { user } = renderApp('/shopping-cart');
    await screen.findByText('Kaos Hitam', { selector: 'a' });
    await user.click(within(row('Kaos Hitam')).getByRole('button', { name: 'Tambah jumlah Kaos Hitam' }));
    await waitFor(() => expect(within(row('Kaos Hitam')).getByRole('status')).toHaveTextContent('2'));
    await waitFor(() => expect(api.callsTo('PUT', '/api/cart/1')[0]?.body).toEqual({ quantity: 2 }));
  });

  it("shows 'Failed to update quantity' and restores the line when the server refuses", async () => {
    loginAs();
    mockApi({
      'GET /api/cart': [cartItem(1, { name: 'Kaos Hitam', quantity: 3 })],
      'GET /api/shipping-rates': rates,
      'PUT /api/cart/1': respond(500, { message: 'x', code: 'INTERNAL' }),
    });
    const { user } = renderApp('/shopping-cart');
    await screen.findByText('Kaos Hitam', { selector: 'a' });
    await user.click(screen.getByRole('button', { name: 'Kurangi jumlah Kaos Hitam' }));
    expect(await screen.findByText('Failed to update quantity')).toBeInTheDocument();
    await waitFor(() => expect(within(row('Kaos Hitam')).getByRole('status')).toHaveTextContent('3'));
  });

  it('names each line’s size and colour (two sizes of one shirt are two lines) and warns when stock no longer covers it', async () => {
    setup([
      cartItem(1, { product_id: 5, name: 'Kaos Polos', size: 'M', color: 'Hitam', quantity: 2, available: 1 }),
      cartItem(2, { product_id: 5, name: 'Kaos Polos', size: 'L', color: 'Putih', quantity: 1, available: 8 }),
      cartItem(3, { product_id: 6, name: 'Topi', quantity: 1, available: 0 }),
    ]);
    renderApp('/shopping-cart');
    const [m, l] = await screen.findAllByRole('row', { name: /Kaos Polos/ });
    expect(m).toHaveTextContent('Ukuran M · Warna Hitam');
    expect(m).toHaveTextContent('Tersisa 1');
    expect(l).toHaveTextContent('Ukuran L · Warna Putih');
    expect(l).not.toHaveTextContent('Tersisa');
    expect(row('Topi')).toHaveTextContent('Habis');
    expect(row('Topi')).not.toHaveTextContent('Ukuran');
  });

  it("shows 'Failed to fetch cart' when the cart cannot be read", async () => {
    loginAs();
    mockApi({ 'GET /api/cart': respond(503, { message: 'down', code: 'SERVICE_UNAVAILABLE' }) });
    renderApp('/shopping-cart');
    expect(await screen.findByText('Failed to fetch cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
