import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { mockApi, respond } from '../../../test/fetch-mock.ts';
import { loginAs } from '../../../test/jwt.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import {
  CategoryCreatePage,
  CategoryEditPage,
  ColorCreatePage,
  ColorEditPage,
  SizeCreatePage,
  SizeEditPage,
} from './attribute-form-page.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  loginAs(1, 'admin');
});

const attributesPage = { path: '/admin/attributes', element: <h1>Kelola Atribut</h1> };

const CREATE: [string, ComponentType, string, string, string, string, string][] = [
  [
    'category',
    CategoryCreatePage,
    '/api/categories',
    'name',
    'Nama kategori tidak boleh kosong',
    'Category created successfully!',
    'Failed to create category.',
  ],
  [
    'color',
    ColorCreatePage,
    '/api/colors',
    'color_name',
    'Nama warna tidak boleh kosong',
    'Warna berhasil dibuat!',
    'Gagal membuat warna.',
  ],
  [
    'size',
    SizeCreatePage,
    '/api/sizes',
    'size_name',
    'Nama ukuran tidak boleh kosong',
    'Size created successfully!',
    'Failed to create size.',
  ],
];

describe('attribute create forms', { timeout: 20_000 }, () => {
  it.each(CREATE)('%s: blank name, then created and back to /admin/attributes', async (_kind, Page, path, field, blank, created) => {
    const api = mockApi({ [`POST ${path}`]: respond(201, { id: 9, [field]: 'Baru', ...(field === 'name' ? { image_url: null } : {}) }) });
    const { router } = renderWithRouter(<Page />, { path: '/create', routes: [attributesPage] });
    const input = screen.getByRole('textbox');
    expect(input.closest('form')).toHaveAttribute('novalidate');
    await userEvent.type(input, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(toast.error).toHaveBeenCalledWith(blank);
    expect(api.callsTo('POST', path)).toHaveLength(0);

    await userEvent.type(input, ' Baru ');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(created));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/attributes'));
    expect(api.callsTo('POST', path)[0]?.body).toEqual({ [field]: 'Baru' });
    // The attributes page opens that table on the new record's page and highlights it.
    expect(router.state.location.state).toEqual({ highlight: { resource: path.replace('/api/', ''), id: 9 } });
  });

  it.each(CREATE)('%s: failure text', async (_kind, Page, path, _field, _blank, _created, failed) => {
    mockApi({ [`POST ${path}`]: respond(500, { message: 'Terjadi kesalahan pada server', code: 'INTERNAL' }) });
    renderWithRouter(<Page />, { path: '/create' });
    await userEvent.type(screen.getByRole('textbox'), 'Baru');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(failed));
  });

  it("shows the server's reason for a duplicate name", async () => {
    mockApi({ 'POST /api/categories': respond(409, { message: 'Nama sudah dipakai', code: 'CONFLICT' }) });
    renderWithRouter(<CategoryCreatePage />, { path: '/create' });
    await userEvent.type(screen.getByRole('textbox'), 'Kaos');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Nama sudah dipakai'));
  });
});

const EDIT: [string, ComponentType, string, Record<string, unknown>][] = [
  ['category', CategoryEditPage, '/api/categories/3', { id: 3, name: 'Kaos', image_url: null }],
  ['color', ColorEditPage, '/api/colors/3', { id: 3, color_name: 'Kaos' }],
  ['size', SizeEditPage, '/api/sizes/3', { id: 3, size_name: 'Kaos' }],
];

describe('attribute edit forms', { timeout: 20_000 }, () => {
  it.each(EDIT)('%s: required name, category texts, back to /admin/attributes', async (_kind, Page, path, record) => {
    mockApi({ [`GET ${path}`]: record, [`PUT ${path}`]: record });
    const { router } = renderWithRouter(<Page />, { path: '/edit/:id', at: '/edit/3', routes: [attributesPage] });
    const input = await screen.findByDisplayValue('Kaos');
    expect(input).toBeRequired();
    await userEvent.type(input, ' Polos');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Category updated successfully!'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/attributes'));
  });

  it('says the category failure text when a colour update fails', async () => {
    mockApi({ 'GET /api/colors/3': { id: 3, color_name: 'Hitam' }, 'PUT /api/colors/3': respond(500, { message: 'x', code: 'INTERNAL' }) });
    renderWithRouter(<ColorEditPage />, { path: '/edit/:id', at: '/edit/3' });
    await screen.findByDisplayValue('Hitam');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update category.'));
  });
});
