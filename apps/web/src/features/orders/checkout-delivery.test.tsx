import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartItem, order, product, profileUser } from '../../test/fixtures.ts';
import { mockApi, respond, type MockRequest } from '../../test/fetch-mock.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';
import { resetSnapLoader } from '../payments/snap.ts';

const OPTIONS = [
  { code: 'SICEPAT-REG', courier: 'SiCepat', service: 'REG', etd_min_days: 2, etd_max_days: 4, cost: 16_000 },
  { code: 'JNE-REG', courier: 'JNE', service: 'REG', etd_min_days: 2, etd_max_days: 3, cost: 18_000 },
  { code: 'JNE-YES', courier: 'JNE', service: 'YES', etd_min_days: 1, etd_max_days: 1, cost: 32_500 },
];

function setup(profile: { recipient_name: string | null; recipient_phone: string | null }) {
  loginAs();
  window.snap = { pay: vi.fn() };
  return mockApi({
    'GET /api/cart': [cartItem(1, { product_id: 1, name: 'Kaos Hitam', price: 79_000, quantity: 2, size: 'M', color: 'Hitam' })],
    'GET /api/products/1': product(1, { name: 'Kaos Hitam' }),
    'GET /api/shipping-rates': [{ city: 'Bandung', shipping_cost: 15_000 }],
    'GET /api/shipping-options': (req: MockRequest) => (req.url.searchParams.get('city') === 'Bandung' ? OPTIONS : []),
    'GET /api/user/profile': { user: profileUser({ city: 'Bandung', address: 'Jl. Mawar 3', ...profile }) },
    'GET /api/payment/config': { snap_js_url: '/payment-sandbox/snap/snap.js', client_key: 'SB-Mid-client-SIMULATOR-ONLY' },
    'POST /api/order': respond(201, { snapToken: 'snap-1', order: order(42) }),
  });
}

const totalOf = () => within(screen.getByRole('complementary', { name: 'Ringkasan' })).getByText('Total').nextElementSibling;

describe('/order: recipient, phone and courier service', () => {
  afterEach(() => {
    delete window.snap;
    resetSnapLoader();
  });

  it('offers the services with price and estimate; the total follows the choice; the order names them', async () => {
    const api = setup({ recipient_name: 'Sinta Wulan', recipient_phone: '+6281234567890' });
    const { user } = renderApp('/order');
    const choice = await screen.findByRole('group', { name: 'Layanan pengiriman' });
    expect(within(choice).getAllByRole('radio')).toHaveLength(3);
    expect(within(choice).getByText('Estimasi 2–3 hari')).toBeInTheDocument();
    expect(screen.getByLabelText('Nama penerima')).toHaveValue('Sinta Wulan');
    expect(screen.getByLabelText('Nomor HP penerima')).toHaveValue('+6281234567890');
    expect(screen.getByText('Pilih layanan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lanjut Bayar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pilih layanan pengiriman');

    await user.click(within(choice).getByRole('radio', { name: /JNE YES/ }));
    expect(totalOf()).toHaveTextContent('Rp 190.500');
    await user.click(within(choice).getByRole('radio', { name: /SiCepat REG/ }));
    expect(totalOf()).toHaveTextContent('Rp 174.000');
    await user.click(screen.getByRole('button', { name: 'Lanjut Bayar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/order')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/order')[0]?.body).toMatchObject({
      recipient_name: 'Sinta Wulan',
      recipient_phone: '+6281234567890',
      shipping_service: 'SICEPAT-REG',
      shipping_cost: 16_000,
      city: 'Bandung',
    });
  });

  it('asks for the recipient and a valid mobile number before anything is sent', async () => {
    const api = setup({ recipient_name: null, recipient_phone: null });
    const { user } = renderApp('/order');
    await user.click(await screen.findByRole('radio', { name: /JNE REG/ }));
    const submit = screen.getByRole('button', { name: 'Lanjut Bayar' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Masukkan nama penerima');
    await user.type(screen.getByLabelText('Nama penerima'), 'Sinta');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Masukkan nomor HP penerima');
    await user.type(screen.getByLabelText('Nomor HP penerima'), '021-555-1234');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Nomor HP penerima tidak valid');
    expect(api.callsTo('POST', '/api/order')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Nomor HP penerima'));
    await user.type(screen.getByLabelText('Nomor HP penerima'), '0812-3456-7890');
    await user.click(submit);
    await waitFor(() => expect(api.callsTo('POST', '/api/order')).toHaveLength(1));
  });
});
