import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartItem, notRated, product } from '../../test/fixtures.ts';
import { mockApi, respond } from '../../test/fetch-mock.ts';
import { validJwt } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';
import { afterLoginPath } from './after-login.ts';

const home = {
  'GET /api/products': [],
  'GET /api/products/popular': [],
  'GET /api/categories': [],
  'GET /api/ads': [],
  'GET /api/notifications/3': [],
};

describe('login', () => {
  it('after login: back to next, else admin → /admin/dashboard and others → /', () => {
    expect(afterLoginPath('user', '/shopping-cart')).toBe('/shopping-cart');
    expect(afterLoginPath('user', null)).toBe('/');
    expect(afterLoginPath('admin', null)).toBe('/admin/dashboard');
    expect(afterLoginPath('user', '/admin/users')).toBe('/');
    expect(afterLoginPath('user', '//evil.example')).toBe('/');
  });

  it("stores token, userId and role; the password toggle shows the text; 'Masuk' submits", async () => {
    const api = mockApi({
      ...home,
      'POST /api/auth/login': { token: validJwt(3), user: { id: 3, username: 'sinta', email: 'sinta@contoh.id', role: 'user' } },
    });
    const { user, router } = renderApp('/auth/login');
    const password = await screen.findByLabelText('Password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email');
    expect(password).toHaveAttribute('name', 'password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Lupa Password?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'sinta@contoh.id');
    await user.type(password, 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({ email: 'sinta@contoh.id', password: 'rahasia123' });
    expect(localStorage.getItem('userId')).toBe('3');
    expect(localStorage.getItem('role')).toBe('user');
  });

  it('alerts the server message on failure', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockApi({ 'POST /api/auth/login': respond(401, { message: 'Email atau password salah', code: 'UNAUTHORIZED' }) });
    const { user } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email'), 'x@contoh.id');
    await user.type(screen.getByLabelText('Password'), 'salah');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Email atau password salah'));
  });
});

describe('register', () => {
  it('validates, then alerts the server message and goes to /auth/login', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const api = mockApi({ 'POST /api/auth/register': respond(201, { message: 'Registrasi berhasil. Silakan masuk.' }) });
    const { user, router } = renderApp('/auth/register');
    await user.click(await screen.findByRole('button', { name: 'Daftar' }));
    expect(screen.getByText('Email wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Username wajib diisi')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'bukan-email');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(screen.getByText('Format email tidak valid')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.type(screen.getByLabelText('Username'), 'sinta');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'sinta@contoh.id');
    await user.type(screen.getByLabelText('Password'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Registrasi berhasil. Silakan masuk.'));
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});

describe('from add-to-cart through register and login', () => {
  it("keeps next through 'Daftar sekarang', prefills the e-mail and finishes the add-to-cart", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const api = mockApi({
      'GET /api/products/5': product(5, { name: 'Kemeja Flanel' }),
      'GET /api/products/5/recommendations': { recommendations: [] },
      'POST /api/auth/register': respond(201, { message: 'Registrasi berhasil. Silakan masuk.' }),
      'POST /api/auth/login': { token: validJwt(7), user: { id: 7, username: 'sinta', email: 'sinta@contoh.id', role: 'user' } },
      'GET /api/ratings/user-rating/check': notRated(),
      'POST /api/cart': respond(201, cartItem(1, { product_id: 5, name: 'Kemeja Flanel' })),
    });
    const { user, router } = renderApp('/products/5');
    await user.click(await screen.findByRole('radio', { name: 'L' }));
    await user.click(screen.getByRole('radio', { name: 'Putih' }));
    await user.click(screen.getByRole('button', { name: 'Tambah ke Keranjang' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));

    await screen.findByRole('heading', { name: 'Masuk', level: 1 });
    await user.click(screen.getByRole('link', { name: 'Daftar sekarang' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/products/5');
    await screen.findByRole('heading', { name: 'Daftar', level: 1 });
    await user.type(screen.getByLabelText('Username'), 'sinta');
    await user.type(screen.getByLabelText('Email'), 'sinta@contoh.id');
    await user.type(screen.getByLabelText('Password'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Registrasi berhasil. Silakan masuk.'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/products/5');
    await screen.findByRole('heading', { name: 'Masuk', level: 1 });
    expect(screen.getByLabelText('Email')).toHaveValue('sinta@contoh.id');
    await user.type(screen.getByLabelText('Password'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/products/5'));
    expect(await screen.findByText('Produk berhasil ditambahkan ke keranjang!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/cart')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/cart')[0]?.body).toEqual({ product_id: 5, quantity: 1, size: 'L', color: 'Putih' });
  });

  it('the login link of the register page keeps next as well', async () => {
    renderApp('/auth/register?next=%2Fproducts%2F5');
    const footer = (await screen.findByText(/Sudah punya akun\?/)).closest('p');
    expect(within(footer as HTMLElement).getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/auth/login?next=%2Fproducts%2F5');
  });
});
