import { checkoutProblem } from '@gayaku/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartItem, order, product, profileUser } from '../../test/fixtures.ts';
import { mockApi, respond } from '../../test/fetch-mock.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';
import { resetSnapLoader, type SnapCallbacks } from '../payments/snap.ts';
import { orderPayload } from './checkout-rules.ts';

const line = (name: string, size = 'M', color = 'Hitam') => ({ product_id: 1, name, price: 10_000, quantity: 2, size, color });

describe('checkout validation order (spec section 5): the contract rule the screen and POST /api/order share', () => {
  it('asks for the address first, then size and colour per line, then the city', () => {
    const lines = [line('Kaos A'), line('Kemeja B', '', 'Putih')];
    expect(checkoutProblem({ address: '   ', lines, city: '' })).toBe('Masukkan alamat pengiriman');
    expect(checkoutProblem({ address: 'Jl. Mawar 3', lines, city: '' })).toBe('Pilih ukuran dan warna untuk produk Kemeja B');
    expect(checkoutProblem({ address: 'Jl. Mawar 3', lines: [line('Kaos A', 'M', '')], city: '' })).toBe(
      'Pilih ukuran dan warna untuk produk Kaos A',
    );
    expect(checkoutProblem({ address: 'Jl. Mawar 3', lines: [line('Kaos A')], city: '' })).toBe('Pilih kota pengiriman');
    expect(checkoutProblem({ address: 'Jl. Mawar 3', lines: [line('Kaos A')], city: 'Bandung' })).toBeNull();
  });

  it('builds the order payload of spec section 3', () => {
    expect(orderPayload([line('Kaos A')], 18_000, '  Jl. Mawar 3 ', 'Bandung')).toEqual({
      items: [{ product_id: 1, name: 'Kaos A', price: 10_000, quantity: 2, subtotal: 20_000, size: 'M', color: 'Hitam' }],
      subtotal: 20_000,
      shipping_cost: 18_000,
      total_price: 38_000,
      address: 'Jl. Mawar 3',
      city: 'Bandung',
    });
  });
});

describe('order summary page (/order)', () => {
  afterEach(() => {
    delete window.snap;
    resetSnapLoader();
  });

  function setup(extra: Record<string, unknown> = {}) {
    loginAs();
    return mockApi({
      'GET /api/cart': [cartItem(1, { product_id: 1, name: 'Kaos Hitam', price: 79_000, quantity: 2 })],
      'GET /api/products/1': product(1, { name: 'Kaos Hitam' }),
      'GET /api/shipping-rates': [{ city: 'Bandung', shipping_cost: 18_000 }],
      'GET /api/user/profile': { user: profileUser({ recipient_name: 'Sinta Wulan', recipient_phone: '+6281234567890' }) },
      'GET /api/payment/config': { snap_js_url: '/payment-sandbox/snap/snap.js', client_key: 'SB-Mid-client-SIMULATOR-ONLY' },
      ...extra,
    });
  }

  it("shows the items, 'Belum dipilih', and the three validation messages in order", async () => {
    const api = setup();
    window.snap = { pay: vi.fn() };
    const { user } = renderApp('/order');
    expect(await screen.findByText('2 x Rp 79.000')).toBeInTheDocument();
    expect(screen.getByText('Belum dipilih')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Masukkan alamat lengkap...')).toHaveAttribute('name', 'address');
    const submit = screen.getByRole('button', { name: 'Lanjut Bayar' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Masukkan alamat pengiriman');
    await user.type(screen.getByLabelText('Alamat pengiriman'), 'Jl. Mawar 3');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Pilih ukuran dan warna untuk produk Kaos Hitam');
    await user.selectOptions(screen.getByLabelText('Ukuran'), 'L');
    await user.selectOptions(screen.getByLabelText('Warna'), 'Putih');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Pilih kota pengiriman');
    expect(api.callsTo('POST', '/api/order')).toHaveLength(0);
  });

  it('sends the order, opens the popup, and goes to /myorder?payment=success on success', async () => {
    let callbacks: SnapCallbacks = {};
    const pay = vi.fn((_token: string, cb?: SnapCallbacks) => {
      callbacks = cb ?? {};
    });
    window.snap = { pay };
    const api = setup({ 'POST /api/order': respond(201, { snapToken: 'snap-123', order: order(42) }) });
    const { user, router } = renderApp('/order');
    await screen.findByText('2 x Rp 79.000');
    await user.type(screen.getByLabelText('Alamat pengiriman'), 'Jl. Mawar 3');
    await user.selectOptions(screen.getByLabelText('Ukuran'), 'L');
    await user.selectOptions(screen.getByLabelText('Warna'), 'Putih');
    await user.selectOptions(screen.getByLabelText('Kota pengiriman'), 'Bandung');
    expect(within(screen.getByRole('complementary', { name: 'Ringkasan' })).getByText('Total').nextElementSibling).toHaveTextContent(
      'Rp 176.000',
    );
    await user.click(screen.getByRole('button', { name: 'Lanjut Bayar' }));
    await waitFor(() => expect(pay).toHaveBeenCalledWith('snap-123', expect.any(Object)));
    expect(api.callsTo('POST', '/api/order')[0]?.body).toMatchObject({
      items: [{ product_id: 1, quantity: 2, size: 'L', color: 'Putih' }],
      shipping_cost: 18_000,
      total_price: 176_000,
      address: 'Jl. Mawar 3',
      city: 'Bandung',
    });
    callbacks.onClose?.();
    expect(await screen.findByText('Pembayaran dibatalkan.')).toBeInTheDocument();
    callbacks.onSuccess?.({});
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/myorder?payment=success'));
  });

  it("says 'Gagal mendapatkan token pembayaran.' when the provider fails", async () => {
    window.snap = { pay: vi.fn() };
    setup({ 'POST /api/order': respond(502, { message: 'Gagal mendapatkan token pembayaran.', code: 'BAD_GATEWAY' }) });
    sessionStorage.setItem('checkout_city', 'Bandung');
    const { user } = renderApp('/order');
    await screen.findByText('2 x Rp 79.000');
    await user.type(screen.getByLabelText('Alamat pengiriman'), 'Jl. Mawar 3');
    await user.selectOptions(screen.getByLabelText('Ukuran'), 'L');
    await user.selectOptions(screen.getByLabelText('Warna'), 'Putih');
    await user.click(screen.getByRole('button', { name: 'Lanjut Bayar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal mendapatkan token pembayaran.');
  });

  it("shows 'Tidak ada item.' for an empty cart", async () => {
    setup({ 'GET /api/cart': [] });
    window.snap = { pay: vi.fn() };
    renderApp('/order');
    expect(await screen.findByText('Tidak ada item.')).toBeInTheDocument();
  });
});

describe('the outcome panel after the popup (tone, place, focus)', () => {
  afterEach(() => {
    delete window.snap;
    resetSnapLoader();
  });

  async function placeOrder() {
    let callbacks: SnapCallbacks = {};
    window.snap = { pay: vi.fn((_token: string, cb?: SnapCallbacks) => void (callbacks = cb ?? {})) };
    loginAs();
    mockApi({
      'GET /api/cart': [cartItem(1, { product_id: 1, name: 'Kaos Hitam', price: 79_000, quantity: 2, size: 'L', color: 'Putih' })],
      'GET /api/products/1': product(1, { name: 'Kaos Hitam' }),
      'GET /api/shipping-rates': [{ city: 'Bandung', shipping_cost: 18_000 }],
      'GET /api/user/profile': { user: profileUser({ recipient_name: 'Sinta Wulan', recipient_phone: '+6281234567890' }) },
      'GET /api/payment/config': { snap_js_url: '/payment-sandbox/snap/snap.js', client_key: 'SB-Mid-client-SIMULATOR-ONLY' },
      'POST /api/order': respond(201, { snapToken: 'snap-9', order: order(8) }),
    });
    sessionStorage.setItem('checkout_city', 'Bandung');
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { user } = renderApp('/order');
    await screen.findByText('2 x Rp 79.000');
    await user.type(screen.getByLabelText('Alamat pengiriman'), 'Jl. Mawar 3');
    await user.click(screen.getByRole('button', { name: 'Lanjut Bayar' }));
    const panel = await screen.findByRole('region', { name: 'Pesanan #8 dibuat' });
    return { panel, scrolled, outcome: () => callbacks };
  }

  it('waits in a neutral tone, brought into view and focused as soon as the order exists', async () => {
    const { panel, scrolled } = await placeOrder();
    expect(panel).toHaveAttribute('data-tone', 'waiting');
    expect(panel.querySelector('[data-icon="check"]')).toBeNull();
    await waitFor(() => expect(panel).toHaveFocus());
    expect(scrolled).toHaveBeenCalled();
  });

  const fire: Record<string, (cb: SnapCallbacks) => void> = {
    close: (cb) => cb.onClose?.(),
    pending: (cb) => cb.onPending?.({ status_code: '201' }),
    error: (cb) => cb.onError?.({ status_code: '202', status_message: ['Transaction is denied'] }),
  };

  it.each([
    ['close', 'Pembayaran dibatalkan.', 'closed'],
    ['pending', 'Pembayaran pending.', 'pending'],
    ['error', 'Pembayaran gagal: Transaction is denied', 'error'],
  ])('%s: the spec text, its own tone and icon, in view with the focus', async (kind, text, tone) => {
    const { panel, scrolled, outcome } = await placeOrder();
    panel.blur();
    scrolled.mockClear();
    fire[kind]!(outcome());
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent(text));
    expect(panel).toHaveAttribute('data-tone', tone);
    expect(panel.querySelector('[data-icon="check"]')).toBeNull();
    expect(panel.querySelector(`[data-icon]`)).not.toBeNull();
    await waitFor(() => expect(panel).toHaveFocus());
    expect(scrolled).toHaveBeenCalled();
  });
});
