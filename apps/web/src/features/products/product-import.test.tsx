import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { respond, mockApi } from '../../test/fetch-mock.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { ProductImportPage } from './admin/product-import-page.tsx';

const file = () => new File(['name,price\n'], 'produk.csv', { type: 'text/csv' });

describe('Impor Produk', { timeout: 20_000 }, () => {
  it('lists every problem of a refused file by row and column', async () => {
    loginAs(1, 'admin');
    mockApi({
      'POST /api/admin/products/import': respond(400, {
        message: 'Impor dibatalkan: 2 masalah ditemukan, tidak ada data yang diubah',
        code: 'VALIDATION',
        issues: [
          { path: '3.price', message: 'Baris 3, kolom price: harus bilangan bulat 1–100.000.000' },
          { path: '4.size', message: 'Baris 4, kolom size: Ukuran tidak dikenal: XXL' },
        ],
      }),
    });
    renderWithRouter(<ProductImportPage />, { path: '/admin/products/import' });
    await userEvent.upload(screen.getByLabelText('Pilih berkas CSV'), file());
    await userEvent.click(screen.getByRole('button', { name: 'Periksa' }));
    expect(await screen.findByText('Impor dibatalkan: 2 masalah ditemukan, tidak ada data yang diubah')).toBeInTheDocument();
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['3priceharus bilangan bulat 1–100.000.000', '4sizeUkuran tidak dikenal: XXL']);
  });

  it('tells what an import did', async () => {
    loginAs(1, 'admin');
    const { callsTo } = mockApi({
      'POST /api/admin/products/import': {
        message: 'Impor selesai: 1 produk dibuat, 2 produk diperbarui',
        dry_run: false,
        rows: 5,
        created: 1,
        updated: 2,
        unchanged: 0,
      },
    });
    renderWithRouter(<ProductImportPage />, { path: '/admin/products/import' });
    await userEvent.upload(screen.getByLabelText('Pilih berkas CSV'), file());
    await userEvent.click(screen.getByRole('button', { name: 'Impor' }));
    expect(await screen.findByText('Impor selesai: 1 produk dibuat, 2 produk diperbarui')).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/products/import')[0]!.url.search).toBe('?dry_run=false');
  });
});
