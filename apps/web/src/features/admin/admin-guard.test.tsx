import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminRoute } from '../../app/router.tsx';
import { mockApi } from '../../test/fetch-mock.ts';
import { order } from '../../test/fixtures.ts';
import { loginAs } from '../../test/jwt.ts';
import { testQueryClient } from '../../test/render.tsx';

function renderAdminAt(path: string) {
  const router = createMemoryRouter(
    [
      adminRoute,
      { path: '/auth/login', element: <h1>Halaman masuk</h1> },
      { path: '/', element: <h1>Beranda</h1> },
      { path: '/user/profile', element: <h1>Profil</h1> },
    ],
    { initialEntries: [path] },
  );
  const client = testQueryClient();
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const LISTS = {
  'GET /api/user/users': [],
  'GET /api/products': [],
  'GET /api/categories': [],
  'GET /api/colors': [],
  'GET /api/sizes': [],
  'GET /api/order': [order(1)],
};

describe('admin guard (spec section 6)', { timeout: 20_000 }, () => {
  it('sends a visitor without a token to /auth/login', async () => {
    const { fetchMock } = mockApi(LISTS);
    const router = renderAdminAt('/admin/products');
    expect(await screen.findByRole('heading', { name: 'Halaman masuk' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats an expired token like none', async () => {
    mockApi(LISTS);
    localStorage.setItem('token', 'a.b.c');
    localStorage.setItem('role', 'admin');
    const router = renderAdminAt('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it("sends a logged-in shopper whose role is not 'admin' to /", async () => {
    const { fetchMock } = mockApi(LISTS);
    loginAs(7, 'user');
    const router = renderAdminAt('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Beranda' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the page, inside the admin layout, to an admin', async () => {
    mockApi(LISTS);
    loginAs(1, 'admin');
    const router = renderAdminAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Navigasi admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Dashboard',
      'Pengguna',
      'Kelola Produk',
      'Kelola Papan Iklan',
      'Kelola Atribut',
      'Sinonim Pencarian',
      'Kelola Pesanan',
      'Ulasan',
      'Riwayat Perubahan',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('© 2025 Gayaku')).toBeInTheDocument();
    for (const label of ['Total User', 'Total Produk', 'Total Kategori', 'Total Warna', 'Total Ukuran'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit pesanan #1' })).toHaveAttribute('href', '/admin/order/1');
  });
});

describe('admin layout', { timeout: 20_000 }, () => {
  it("offers Akun, Bantuan and Keluar; 'Keluar' clears all storage and goes to /auth/login", async () => {
    mockApi(LISTS);
    loginAs(1, 'admin');
    sessionStorage.setItem('checkout-city', 'Bandung');
    const router = renderAdminAt('/admin/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Admin' }));
    expect(screen.getByRole('link', { name: 'Akun' })).toHaveAttribute('href', '/user/profile');
    expect(screen.getByRole('link', { name: 'Bantuan' })).toHaveAttribute('href', 'mailto:halo@gayaku.id');
    await userEvent.click(screen.getByRole('button', { name: 'Buka menu admin' }));
    const mobileMenu = screen.getByRole('navigation', { name: 'Menu admin' });
    expect(
      within(mobileMenu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Dashboard',
      'Pengguna',
      'Kelola Produk',
      'Kelola Papan Iklan',
      'Kelola Atribut',
      'Sinonim Pencarian',
      'Kelola Pesanan',
      'Ulasan',
      'Riwayat Perubahan',
      'Akun',
      'Bantuan',
      'Support',
    ]);
    expect(within(mobileMenu).getByRole('link', { name: 'Support' })).toHaveAttribute('href', 'mailto:halo@gayaku.id');

    const keluar = screen.getAllByRole('button', { name: 'Keluar' })[0];
    await userEvent.click(keluar!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
