import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { mockApi, respond, type MockResponse } from '../../../test/fetch-mock.ts';
import { loginAs } from '../../../test/jwt.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { AdCreatePage, AdEditPage } from './ad-form-page.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  loginAs(1, 'admin');
});

const adsPage = { path: '/admin/ads', element: <h1>Kelola Papan Iklan</h1> };

describe('ad forms', { timeout: 20_000 }, () => {
  it("asks for a title ('Judul iklan tidak boleh kosong'), then creates the ad", async () => {
    const api = mockApi({ 'POST /api/ads': respond(201, { id: 4, title: 'Promo', image_url: 'https://cdn.test/a.jpg' }) });
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
    expect(api.callsTo('POST', '/api/ads')[0]?.body).toEqual({
      title: 'Promo',
      image_url: 'https://cdn.test/a.jpg',
    });
  });

  it("says 'Failed to create ad.' when the server fails", async () => {
    mockApi({ 'POST /api/ads': respond(500, { message: 'x', code: 'INTERNAL' }) });
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
      'PUT /api/ads/4': respond(503, { message: 'x', code: 'INTERNAL' }),
    });
    renderWithRouter(<AdEditPage />, { path: '/edit/:id', at: '/edit/4' });
    await screen.findByDisplayValue('Promo');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update ads.'));
  });

  it("uploads a picked banner to POST /api/ads/image ('Mengunggah gambar...'), fills 'Image URL' and saves that URL", async () => {
    let answer!: (response: MockResponse) => void;
    const api = mockApi({
      'POST /api/ads/image': () => new Promise<MockResponse>((resolve) => (answer = resolve)),
      'POST /api/ads': respond(201, { id: 5, title: 'Promo', image_url: '/uploads/banner-3fa9c2e1.webp' }),
    });
    renderWithRouter(<AdCreatePage />, { path: '/create', routes: [adsPage] });
    await userEvent.type(screen.getByLabelText('Name'), 'Promo');
    const picker = screen.getByLabelText('Unggah gambar');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(picker).toHaveAccessibleDescription('JPEG, PNG atau WebP, maksimal 5 MB. Ukuran terbaik 1600×600 piksel.');
    const banner = new File(['img'], 'banner.png', { type: 'image/png' });
    await userEvent.upload(picker, banner);

    expect(await screen.findByText('Mengunggah gambar...')).toBeInTheDocument();
    expect(picker).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeDisabled();
    const body = api.callsTo('POST', '/api/ads/image')[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect([...(body as FormData).keys()]).toEqual(['image']);
    expect((body as FormData).get('image')).toBe(banner);

    answer(respond(201, { image_url: '/uploads/banner-3fa9c2e1.webp' }));
    await waitFor(() => expect(screen.getByLabelText('Image URL')).toHaveValue('/uploads/banner-3fa9c2e1.webp'));
    expect(toast.success).toHaveBeenCalledWith('Gambar diunggah.');
    expect(screen.getByRole('img', { name: 'Pratinjau papan iklan' })).toHaveAttribute('src', '/uploads/banner-3fa9c2e1.webp');
    expect(screen.queryByText('Mengunggah gambar...')).not.toBeInTheDocument();
    expect(picker).toBeEnabled();
    expect(picker).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Ad created successfully!'));
    expect(api.callsTo('POST', '/api/ads')[0]?.body).toEqual({
      title: 'Promo',
      image_url: '/uploads/banner-3fa9c2e1.webp',
    });
  });

  it("shows the server's message when the upload is refused (415) and keeps the image URL", async () => {
    const message = 'Berkas harus berupa gambar JPEG, PNG atau WebP';
    const api = mockApi({
      'GET /api/ads/4': { id: 4, title: 'Promo', image_url: '/uploads/a.webp' },
      'POST /api/ads/image': respond(415, { message, code: 'UNSUPPORTED_MEDIA_TYPE' }),
    });
    renderWithRouter(<AdEditPage />, { path: '/edit/:id', at: '/edit/4' });
    await screen.findByDisplayValue('Promo');
    await userEvent.upload(screen.getByLabelText('Unggah gambar'), new File(['gif'], 'banner.png', { type: 'image/png' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(api.callsTo('POST', '/api/ads/image')).toHaveLength(1);
    expect(screen.getByLabelText('Image URL')).toHaveValue('/uploads/a.webp');
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeEnabled();
  });

  it("refuses a file over 5 MB before sending it ('Ukuran berkas maksimal 5 MB')", async () => {
    const api = mockApi({});
    renderWithRouter(<AdCreatePage />, { path: '/create' });
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await userEvent.upload(screen.getByLabelText('Unggah gambar'), big);
    expect(toast.error).toHaveBeenCalledWith('Ukuran berkas maksimal 5 MB');
    expect(api.callsTo('POST', '/api/ads/image')).toHaveLength(0);
  });
});
