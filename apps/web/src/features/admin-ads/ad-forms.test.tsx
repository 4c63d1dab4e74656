import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { loginAs } from '../../test/jwt.ts';
import { callsTo, json, mockApi, renderWithRouter } from '../admin-common/testing.tsx';
import { AdCreatePage, AdEditPage } from './components/ad-form-page.tsx';

vi.mock('../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  loginAs(1, 'admin');
});

const adsPage = { path: '/admin/ads', element: <h1>Kelola Papan Iklan</h1> };

describe('ad forms', { timeout: 20_000 }, () => {
  it("asks for a title ('Judul iklan tidak boleh kosong'), then creates the ad", async () => {
    const fetchMock = mockApi({ 'POST /api/ads': json({ id: 4, title: 'Promo', image_url: 'https://cdn.test/a.jpg' }, 201) });
    const { router } = renderWithRouter(<AdCreatePage />, { path: '/create', routes: [adsPage] });
    const title = screen.getByLabelText('Name');
    expect(title.closest('form')).toHaveAttribute('novalidate');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(toast.error).toHaveBeenLastCalledWith('Judul iklan tidak boleh kosong');
    await userEvent.type(title, 'Promo');
    await userEvent.type(screen.getByLabelText('Image URL'), 'https://cdn.test/a.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Ad created successfully!'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/ads'));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/ads')[0]?.[1]?.body))).toEqual({
      title: 'Promo',
      image_url: 'https://cdn.test/a.jpg',
    });
  });

  it("says 'Failed to create ad.' when the server fails", async () => {
    mockApi({ 'POST /api/ads': json({ message: 'x', code: 'INTERNAL' }, 500) });
    renderWithRouter(<AdCreatePage />, { path: '/create' });
    await userEvent.type(screen.getByLabelText('Name'), 'Promo');
    await userEvent.type(screen.getByLabelText('Image URL'), '/uploads/a.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to create ad.'));
  });

  it('updates an ad with the English texts', async () => {
    const ad = { id: 4, title: 'Promo', image_url: '/uploads/a.webp' };
    mockApi({ 'GET /api/ads/4': ad, 'PUT /api/ads/4': ad });
    const { router } = renderWithRouter(<AdEditPage />, { path: '/edit/:id', at: '/edit/4', routes: [adsPage] });
    expect(await screen.findByDisplayValue('Promo')).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Ads updated successfully!'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/ads'));
  });

  it("says 'Failed to update ads.' when the update fails", async () => {
    mockApi({
      'GET /api/ads/4': { id: 4, title: 'Promo', image_url: '/uploads/a.webp' },
      'PUT /api/ads/4': json({ message: 'x', code: 'INTERNAL' }, 503),
    });
    renderWithRouter(<AdEditPage />, { path: '/edit/:id', at: '/edit/4' });
    await screen.findByDisplayValue('Promo');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update ads.'));
  });
});
