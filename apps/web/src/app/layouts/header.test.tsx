import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartItem } from '../../test/fixtures.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';

const catalogue = {
  'GET /api/products': [],
  'GET /api/products/popular': [],
  'GET /api/categories': [],
  'GET /api/ads': [],
  'GET /api/colors': [],
};

describe('search (spec sections 2 and 5)', () => {
  it('Enter goes to /products?search=…; blank Enter stays; ✕ clears; one search input in the DOM', async () => {
    mockApi(catalogue);
    const { user, router } = renderApp('/');
    const inputs = await screen.findAllByRole('combobox', { name: 'Cari produk' });
    expect(inputs).toHaveLength(1);
    const input = inputs[0]!;
    await user.type(input, '   {Enter}');
    expect(router.state.location.pathname).toBe('/');
    await user.clear(input);
    await user.type(input, '  jaket hoodie {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.state.location.search).toBe('?search=jaket%20hoodie');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Cari produk' })).toHaveValue('jaket hoodie'));
    await user.click(screen.getByRole('button', { name: 'Hapus pencarian' }));
    expect(screen.getByRole('combobox', { name: 'Cari produk' })).toHaveValue('');
  });
});

describe('header', () => {
  it('is a sticky <header> with no shadow at the top and a shadow once scrolled', async () => {
    mockApi(catalogue);
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(header).toHaveClass('sticky');
    expect(header.style.boxShadow).toBe('none');
    Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(header.style.boxShadow).not.toBe('none'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(header.style.boxShadow).toBe('none'));
  });

  it('logged out: Masuk and Daftar, cart link, bell without fetching notifications', async () => {
    const api = mockApi(catalogue);
    const { user } = renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/auth/login');
    expect(within(banner).getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/auth/register');
    expect(within(banner).getByRole('link', { name: 'Keranjang' })).toHaveAttribute('href', '/shopping-cart');
    await user.click(within(banner).getByRole('button', { name: 'Notifikasi' }));
    expect(screen.getByText('Tidak ada notifikasi')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/api/notifications'))).toBe(false);
  });

  it('shows how many items the cart holds on the header cart and the bottom bar, none when logged out or empty', async () => {
    loginAs(7);
    mockApi({
      ...catalogue,
      'GET /api/cart': [cartItem(1, { quantity: 2 }), cartItem(2, { quantity: 1 })],
    });
    renderApp('/');
    const banner = await screen.findByRole('banner');
    const headerCart = within(banner).getByRole('link', { name: 'Keranjang' });
    await waitFor(() => expect(headerCart).toHaveAccessibleDescription('3 barang di keranjang'));
    expect(within(headerCart).getByText('3')).toBeInTheDocument();
    const bottom = screen.getByRole('navigation', { name: 'Navigasi bawah' });
    const bottomCart = within(bottom).getByRole('link', { name: 'Keranjang' });
    expect(bottomCart).toHaveAccessibleDescription('3 barang di keranjang');
    expect(within(bottomCart).getByText('3')).toBeInTheDocument();
  });

  it('shows no cart count when logged out', async () => {
    const api = mockApi(catalogue);
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Keranjang' })).not.toHaveAccessibleDescription();
    expect(api.calls.some((c) => c.path === '/api/cart')).toBe(false);
  });

  it('logged in: unread count, bold unread items; a click marks read and opens the notification', async () => {
    loginAs(7);
    const api = mockApi({
      ...catalogue,
      'GET /api/notifications/7': [
        { id: 11, title: 'Pesanan Telah Dikirim', message: 'Pesanan ID #5 dikirim', is_read: false, created_at: '2025-01-02T00:00:00Z' },
        { id: 10, title: 'Pesanan Dibuat', message: 'Pesanan ID #5 dibuat', is_read: true, created_at: '2025-01-01T00:00:00Z' },
      ],
      'PUT /api/notifications/read/11': { message: 'Notifikasi ditandai sudah dibaca' },
      'GET /api/notifications/detail/11': {
        id: 11,
        title: 'Pesanan Telah Dikirim',
        message: 'Pesanan ID #5 dikirim',
        is_read: true,
        created_at: '2025-01-02T00:00:00Z',
      },
    });
    const { user, router } = renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Profil' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('1');
    await user.click(within(banner).getByRole('button', { name: 'Notifikasi' }));
    const unread = screen.getByRole('button', { name: /Pesanan Telah Dikirim/ });
    expect(unread).toHaveClass('font-bold');
    expect(screen.getByRole('button', { name: /Pesanan Dibuat/ })).not.toHaveClass('font-bold');
    await user.click(unread);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications/11'));
    await waitFor(() => expect(api.callsTo('PUT', '/api/notifications/read/11')).toHaveLength(1));
  });

  it("'Tandai semua dibaca' marks every notification read and the count goes", async () => {
    loginAs(7);
    let read = false;
    const api = mockApi({
      ...catalogue,
      'GET /api/notifications/7': () => [
        { id: 11, title: 'Pesanan Telah Dikirim', message: 'Pesanan ID #5 dikirim', is_read: read, created_at: '2025-01-02T00:00:00Z' },
        { id: 10, title: 'Pesanan Dibuat', message: 'Pesanan ID #5 dibuat', is_read: read, created_at: '2025-01-01T00:00:00Z' },
      ],
      'PUT /api/notifications/read-all': () => {
        read = true;
        return { message: 'Semua notifikasi ditandai sudah dibaca' };
      },
    });
    const { user } = renderApp('/');
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('2');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Notifikasi' }));
    await user.click(screen.getByRole('button', { name: 'Tandai semua dibaca' }));
    await waitFor(() => expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', '/api/notifications/read-all')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Pesanan Telah Dikirim/ })).not.toHaveClass('font-bold');
    expect(screen.queryByRole('button', { name: 'Tandai semua dibaca' })).not.toBeInTheDocument();
  });

  it('logout clears all storage and goes home', async () => {
    loginAs(7);
    sessionStorage.setItem('checkout_city', 'Bandung');
    mockApi(catalogue);
    const { user, router } = renderApp('/products');
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Masuk' })).toBeInTheDocument();
  });
});
