import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DashboardPage } from '../admin/components/dashboard-page.tsx';
import { mockApi } from '../../test/fetch-mock.ts';
import { order } from '../../test/fixtures.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { LowStockPage } from './admin/low-stock-page.tsx';

const low = (product_id: number, product_name: string, size_name: string, color_name: string, stock: number, held: number) => ({
  product_id,
  product_name,
  size_name,
  color_name,
  sku: product_id === 3 ? 'KP-M-HT' : null,
  stock,
  held,
  available: stock - held,
});
const LOW = { threshold: 3, variants: [low(3, 'Kaos Polos', 'M', 'Hitam', 2, 2), low(8, 'Jaket Parka', 'XL', 'Hijau', 3, 0)] };
const LISTS = {
  'GET /api/user/users': [],
  'GET /api/products': [],
  'GET /api/categories': [],
  'GET /api/colors': [],
  'GET /api/sizes': [],
  'GET /api/order': [order(1)],
  'GET /api/stock/low': LOW,
};

beforeEach(() => loginAs(1, 'admin'));

describe("dashboard card 'Stok Menipis' and its list", { timeout: 20_000 }, () => {
  it('counts the variants at or below the threshold and opens their list', async () => {
    mockApi(LISTS);
    const { router } = renderWithRouter(<DashboardPage />, {
      path: '/admin/dashboard',
      routes: [{ path: '/admin/stock/low', element: <LowStockPage /> }],
    });
    const card = await screen.findByRole('link', { name: /Stok Menipis/ });
    expect(card).toHaveAttribute('href', '/admin/stock/low');
    expect(await within(card).findByText('2')).toBeInTheDocument();

    await userEvent.click(card);
    expect(router.state.location.pathname).toBe('/admin/stock/low');
    expect(await screen.findByText('Varian dengan stok tersedia 3 atau kurang.')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Varian dengan stok menipis' })).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Produk', 'Ukuran', 'Warna', 'SKU', 'Stok', 'Dipesan', 'Tersedia'],
      ['Kaos Polos', 'M', 'Hitam', 'KP-M-HT', '2', '2', '0'],
      ['Jaket Parka', 'XL', 'Hijau', '—', '3', '0', '3'],
    ]);
    expect(screen.getByRole('link', { name: 'Kaos Polos' })).toHaveAttribute('href', '/admin/products/edit/3');
  });

  it('says so when no variant runs low', async () => {
    mockApi({ 'GET /api/stock/low': { threshold: 3, variants: [] } });
    renderWithRouter(<LowStockPage />, { path: '/admin/stock/low' });
    expect(await screen.findByText('Tidak ada varian dengan stok menipis.')).toBeInTheDocument();
  });
});
