import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, respond } from '../../test/fetch-mock.ts';
import { profileUser } from '../../test/fixtures.ts';
import { loginAs, validJwt } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';

const LINK_SENT = 'Jika email terdaftar, tautan untuk mengatur ulang password sudah dikirim.';
const profile = profileUser({ id: 7, username: 'sinta', email: 'sinta@contoh.id' });

describe('forgotten password', () => {
  it("'Lupa Password?' leads to /auth/forgot-password, which shows the server's answer", async () => {
    const api = mockApi({ 'POST /api/auth/forgot-password': { message: LINK_SENT } });
    const { user, router } = renderApp('/auth/login');
    await user.click(await screen.findByRole('link', { name: 'Lupa Password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/forgot-password'));
    await user.click(await screen.findByRole('button', { name: 'Kirim Tautan Reset' }));
    expect(screen.getByText('Email wajib diisi')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.type(screen.getByLabelText('Email'), 'Sinta@Contoh.id');
    await user.click(screen.getByRole('button', { name: 'Kirim Tautan Reset' }));
    expect(await screen.findByRole('status')).toHaveTextContent(LINK_SENT);
    expect(api.callsTo('POST', '/api/auth/forgot-password')[0]?.body).toEqual({ email: 'sinta@contoh.id' });
  });

  it('sets a new password from the link and goes to the login page', async () => {
    const token = 'A'.repeat(43);
    const api = mockApi({ 'POST /api/auth/reset-password': { message: 'Password berhasil diubah. Silakan masuk dengan password baru.' } });
    const { user, router } = renderApp(`/auth/reset-password?token=${token}`);
    await user.type(await screen.findByLabelText('Password baru'), 'rahasia-baru');
    await user.type(screen.getByLabelText('Ulangi password baru'), 'rahasia-lain');
    await user.click(screen.getByRole('button', { name: 'Simpan Password Baru' }));
    expect(screen.getByText('Konfirmasi password tidak sama')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.clear(screen.getByLabelText('Ulangi password baru'));
    await user.type(screen.getByLabelText('Ulangi password baru'), 'rahasia-baru');
    await user.click(screen.getByRole('button', { name: 'Simpan Password Baru' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({ token, password: 'rahasia-baru' });
  });

  it('shows why an expired link fails', async () => {
    mockApi({
      'POST /api/auth/reset-password': respond(400, { message: 'Tautan reset tidak valid atau sudah kedaluwarsa.', code: 'BAD_REQUEST' }),
    });
    const { user } = renderApp('/auth/reset-password?token=lama');
    await user.type(await screen.findByLabelText('Password baru'), 'rahasia-baru');
    await user.type(screen.getByLabelText('Ulangi password baru'), 'rahasia-baru');
    await user.click(screen.getByRole('button', { name: 'Simpan Password Baru' }));
    expect(await screen.findByText('Tautan reset tidak valid atau sudah kedaluwarsa.')).toHaveClass('text-danger');
    expect(screen.getByRole('link', { name: 'Minta tautan baru' })).toHaveAttribute('href', '/auth/forgot-password');
  });
});

describe("the profile's account safety", () => {
  it('changes the password and keeps this device signed in with the new token', async () => {
    loginAs();
    const fresh = validJwt(7);
    const api = mockApi({
      'GET /api/user/profile': { user: profile },
      'GET /api/shipping-rates': [],
      'PUT /api/user/password': { message: 'Password berhasil diubah', token: fresh },
    });
    const { user } = renderApp('/user/profile');
    await user.type(await screen.findByLabelText('Password saat ini'), 'rahasia-lama');
    await user.type(screen.getByLabelText('Password baru'), 'rahasia-baru');
    await user.click(screen.getByRole('button', { name: 'Ganti Password' }));
    expect(await screen.findByText('Password berhasil diubah')).toHaveClass('text-success');
    expect(api.callsTo('PUT', '/api/user/password')[0]?.body).toEqual({ current_password: 'rahasia-lama', new_password: 'rahasia-baru' });
    expect(localStorage.getItem('token')).toBe(fresh);
  });

  it("'Keluar dari semua perangkat' signs out here too and goes to the login page", async () => {
    loginAs();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = mockApi({
      'GET /api/user/profile': { user: profile },
      'GET /api/shipping-rates': [],
      'POST /api/auth/logout-all': { message: 'Anda telah keluar dari semua perangkat' },
    });
    const { user, router } = renderApp('/user/profile');
    await user.click(await screen.findByRole('button', { name: 'Keluar dari semua perangkat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(api.callsTo('POST', '/api/auth/logout-all')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
