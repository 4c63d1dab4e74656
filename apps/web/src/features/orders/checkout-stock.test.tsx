import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartItem, order, product, profileUser, variant } from '../../test/fixtures.ts';
import { mockApi, respond, type MockRequest } from '../../test/fetch-mock.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';
import { resetSnapLoader } from '../payments/snap.ts';

const sizes = ['M', 'L', 'XL'].map((size_name, i) => ({ id: i + 1, size_name }));
const colors = ['Hitam', 'Putih'].map((color_name, i) => ({ id: i + 1, color_name }));
const kaos = product(1, {
  name: 'Kaos Polos',
  sizes,
  colors,
  variants: [
    variant('M', 'Hitam', 9),
    variant('M', 'Putih', 4),
    variant('L', 'Hitam', 6),
    variant('L', 'Putih', 1),
    variant('XL', 'Hitam', 0),
    variant('XL', 'Putih', 0),
  ],
});
const topi = product(2, { name: 'Topi', sizes: [{ id: 9, size_name: 'All Size' }], colors: [{ id: 1, color_name: 'Hitam' }] });
const outOfStock = 'Stok Kaos Polos ukuran L warna Putih tidak cukup (tersisa 1)';

function setup(extra: Record<string, unknown> = {}) {
  loginAs();
  sessionStorage.setItem('checkout_city', 'Bandung');
  window.snap = { pay: vi.fn() };
  const cart = [
    cartItem(11, { product_id: 2, name: 'Topi', price: 50_000, quantity: 1, size: 'All Size', color: 'Hitam' }),
    cartItem(12, { product_id: 1, name: 'Kaos Polos', price: 79_000, quantity: 2, size: 'L', color: 'Putih', available: 1 }),
  ];
  return mockApi({
    'GET /api/cart': () => cart,
    'PUT /api/cart/12': (req: MockRequest) => Object.assign(cart[1]!, req.body as object),
    'GET /api/products/1': kaos,
    'GET /api/products/2': topi,
    'GET /api/shipping-rates': [{ city: 'Bandung', shipping_cost: 18_000 }],
    'GET /api/user/profile': {
      user: profileUser({ address: 'Jl. Mawar 3', recipient_name: 'Sinta Wulan', recipient_phone: '+6281234567890' }),
    },
    'GET /api/payment/config': { snap_js_url: '/payment-sandbox/snap/snap.js', client_key: 'SB-Mid-client-SIMULATOR-ONLY' },
    ...extra,
  });
}

const line = (name: string) => screen.getByText(name, { selector: 'p' }).closest('li')!;

describe('order summary (/order): stock per line', () => {
  afterEach(() => {
    delete window.snap;
    resetSnapLoader();
  });

  it("preselects each line's size and colour, shows a line stock no longer covers, and offers 'Habis' pairs disabled", async () => {
    setup();
    renderApp('/order');
    await waitFor(() => expect(within(line('Kaos Polos')).getByLabelText('Ukuran')).toHaveValue('L'));
    const kaosLine = line('Kaos Polos');
    expect(within(kaosLine).getByLabelText('Warna')).toHaveValue('Putih');
    expect(within(line('Topi')).getByLabelText('Ukuran')).toHaveValue('All Size');
    expect(kaosLine).toHaveTextContent(outOfStock);
    expect(within(kaosLine).getByLabelText('Warna')).toHaveAccessibleDescription(outOfStock);
    expect(within(kaosLine).getByRole('option', { name: 'XL (Habis)' })).toBeDisabled();
    expect(line('Topi')).not.toHaveTextContent('tidak cukup');
  });

  it('lets the shopper lower the quantity of that line; the rest stays', async () => {
    const api = setup();
    const { user } = renderApp('/order');
    await waitFor(() => expect(line('Kaos Polos')).toHaveTextContent(outOfStock));
    await user.click(screen.getByRole('button', { name: 'Kurangi jumlah Kaos Polos' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/cart/12')[0]?.body).toEqual({ quantity: 1 }));
    await waitFor(() => expect(line('Kaos Polos')).not.toHaveTextContent('tidak cukup'));
    expect(screen.getByLabelText('Alamat pengiriman')).toHaveValue('Jl. Mawar 3');
  });

  it('shows the line POST /api/order refused for stock (409 OUT_OF_STOCK), and sends the changed choice next', async () => {
    let attempt = 0;
    const api = setup({
      'POST /api/order': () =>
        ++attempt === 1
          ? respond(409, { message: outOfStock, code: 'OUT_OF_STOCK', issues: [{ path: 'items.1', message: outOfStock }] })
          : respond(201, { snapToken: 'snap-1', order: order(42) }),
    });
    const { user } = renderApp('/order');
    await waitFor(() => expect(within(line('Kaos Polos')).getByLabelText('Warna')).toHaveValue('Putih'));
    await user.type(screen.getByLabelText('Alamat pengiriman'), ', Bandung');
    await user.click(screen.getByRole('button', { name: 'Lanjut Bayar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Gagal menyimpan pesanan: ${outOfStock}`);
    expect(line('Kaos Polos')).toHaveTextContent(outOfStock);

    await user.selectOptions(within(line('Kaos Polos')).getByLabelText('Warna'), 'Hitam');
    expect(line('Kaos Polos')).not.toHaveTextContent('tidak cukup');
    expect(screen.getByLabelText('Alamat pengiriman')).toHaveValue('Jl. Mawar 3, Bandung');
    expect(within(line('Topi')).getByLabelText('Ukuran')).toHaveValue('All Size');
    await user.click(screen.getByRole('button', { name: 'Lanjut Bayar' }));
    await waitFor(() => expect(window.snap?.pay).toHaveBeenCalledWith('snap-1', expect.any(Object)));
    expect(api.callsTo('POST', '/api/order')[1]?.body).toMatchObject({
      items: [
        { product_id: 2, size: 'All Size', color: 'Hitam', quantity: 1 },
        { product_id: 1, size: 'L', color: 'Hitam', quantity: 2 },
      ],
      address: 'Jl. Mawar 3, Bandung',
    });
  });
});
