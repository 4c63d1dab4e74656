import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { mockApi, respond } from '../../../test/fetch-mock.ts';
import { loginAs } from '../../../test/jwt.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { CategoryEditPage } from './attribute-form-page.tsx';
import { SizeChartPage } from './size-chart-page.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  loginAs(1, 'admin');
});

const chart = {
  category_id: 3,
  category_name: 'Kaos',
  unit: 'cm' as const,
  columns: ['Lingkar dada'],
  rows: [{ size_name: 'M', values: [96] }],
};

function setup(extra: Record<string, unknown> = {}) {
  const api = mockApi({
    'GET /api/categories/3': { id: 3, name: 'Kaos', image_url: null },
    'GET /api/size-charts': [chart],
    'GET /api/sizes': [
      { id: 1, size_name: 'M' },
      { id: 2, size_name: 'L' },
    ],
    ...extra,
  });
  renderWithRouter(<SizeChartPage />, { path: '/admin/category/:id/size-chart', at: '/admin/category/3/size-chart' });
  return api;
}

describe("a category's size chart (/admin/category/{id}/size-chart)", { timeout: 20_000 }, () => {
  it('edits the saved chart and sends it whole, decimals with a comma read as numbers', async () => {
    const api = setup({ 'PUT /api/categories/3/size-chart': { ...chart, rows: [...chart.rows, { size_name: 'L', values: [100.5] }] } });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Tabel Ukuran Kaos', level: 1 })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Tabel ukuran' });
    expect(within(form).getByRole('textbox', { name: 'Nama kolom 1' })).toHaveValue('Lingkar dada');
    await user.click(within(form).getByRole('button', { name: '+ Baris' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Ukuran baris 2' }), 'L');
    await user.type(within(form).getByRole('textbox', { name: 'Lingkar dada ukuran L (cm)' }), '100,5');
    await user.click(within(form).getByRole('button', { name: 'Simpan Tabel Ukuran' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/categories/3/size-chart')[0]?.body).toEqual({
        unit: 'cm',
        columns: ['Lingkar dada'],
        rows: [
          { size_name: 'M', values: [96] },
          { size_name: 'L', values: [100.5] },
        ],
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('Tabel ukuran disimpan');
  });

  it('says what is wrong before sending (a row without a size), and shows the server refusal', async () => {
    const api = setup({
      'PUT /api/categories/3/size-chart': respond(400, { message: 'Ukuran XS tidak ada di katalog', code: 'BAD_REQUEST' }),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Tabel ukuran' });
    await user.click(within(form).getByRole('button', { name: '+ Baris' }));
    await user.click(within(form).getByRole('button', { name: 'Simpan Tabel Ukuran' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Pilih ukuran untuk setiap baris');
    expect(api.callsTo('PUT', '/api/categories/3/size-chart')).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Hapus baris 2' }));
    await user.click(within(form).getByRole('button', { name: 'Simpan Tabel Ukuran' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Ukuran XS tidak ada di katalog'));
  });

  it("is reached from the category's edit page", async () => {
    mockApi({ 'GET /api/categories/3': { id: 3, name: 'Kaos', image_url: null } });
    renderWithRouter(<CategoryEditPage />, { path: '/admin/category/edit/:id', at: '/admin/category/edit/3' });
    expect(await screen.findByRole('link', { name: 'Atur Tabel Ukuran' })).toHaveAttribute('href', '/admin/category/3/size-chart');
  });
});
