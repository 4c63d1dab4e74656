import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, respond } from '../../test/fetch-mock.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';

const user = {
  id: 7,
  username: 'sinta',
  email: 'sinta@contoh.id',
  role: 'user',
  city: 'Bandung',
  address: 'Jl. Braga 1',
  recipient_name: null,
  recipient_phone: null,
};

describe('profile (/user/profile)', () => {
  it("shows the user, 'Cek Pesanan Anda', and a green success message from the server", async () => {
    loginAs();
    const api = mockApi({
      'GET /api/user/profile': { user },
      'GET /api/shipping-rates': [{ city: 'Bandung', shipping_cost: 18_000 }],
      'PUT /api/user/profile/update': { message: 'Profil berhasil diperbarui', user: { ...user, username: 'sinta.w' } },
    });
    const { user: u } = renderApp('/user/profile');
    expect(await screen.findByText('sinta@contoh.id')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cek Pesanan Anda' })).toHaveAttribute('href', '/myorder');
    const username = screen.getByLabelText('Username');
    expect(username).toHaveAttribute('name', 'username');
    await u.clear(username);
    await u.type(username, 'sinta.w');
    await u.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    const ok = await screen.findByText('Profil berhasil diperbarui');
    expect(ok).toHaveClass('text-success');
    expect(api.callsTo('PUT', '/api/user/profile/update')[0]?.body).toEqual({
      username: 'sinta.w',
      email: 'sinta@contoh.id',
      city: 'Bandung',
      address: 'Jl. Braga 1',
      recipient_name: null,
      recipient_phone: null,
    });
  });

  it('shows the server message in red on failure and validates the e-mail first', async () => {
    loginAs();
    const api = mockApi({
      'GET /api/user/profile': { user },
      'GET /api/shipping-rates': [],
      'PUT /api/user/profile/update': respond(409, { message: 'Email sudah terdaftar', code: 'CONFLICT' }),
    });
    const { user: u } = renderApp('/user/profile');
    const email = await screen.findByLabelText('Email');
    await u.clear(email);
    await u.type(email, 'bukan-email');
    await u.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(screen.getByText('Format email tidak valid')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/user/profile/update')).toHaveLength(0);
    await u.clear(email);
    await u.type(email, 'lain@contoh.id');
    await u.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() => expect(screen.getByText('Email sudah terdaftar')).toHaveClass('text-danger'));
  });
});
