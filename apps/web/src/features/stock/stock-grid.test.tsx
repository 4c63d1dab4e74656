import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { mockApi, respond, type MockRequest } from '../../test/fetch-mock.ts';
import { product } from '../../test/fixtures.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { ProductEditPage } from '../products/admin/product-form-pages.tsx';
import { StockGrid } from './index.ts';

vi.mock('../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  loginAs(1, 'admin');
});

const v = (size_name: string, color_name: string, stock: number, held = 0, sku: string | null = null) => ({
  size_name,
  color_name,
  sku,
  stock,
  held,
  available: stock - held,
});
// L × Putih was never given stock: the grid shows 0 for it.
const stock = { product_id: 5, variants: [v('M', 'Hitam', 10, 2, 'KP-M-HT'), v('M', 'Putih', 4), v('L', 'Hitam', 0)] };
const grid = () => renderWithRouter(<StockGrid productId={5} sizes={['M', 'L']} colors={['Hitam', 'Putih']} />);
const input = (name: string) => screen.getByRole(name.startsWith('SKU') ? 'textbox' : 'spinbutton', { name });

describe('stock grid (admin, sizes × colours)', { timeout: 20_000 }, () => {
  it('shows stock, SKU, held and available per pair, and saves every pair’s stock absolutely', async () => {
    const api = mockApi({
      'GET /api/products/5/stock': stock,
      'PUT /api/products/5/stock': (req: MockRequest) => ({
        product_id: 5,
        variants: (req.body as { variants: { size_name: string; color_name: string; stock: number; sku: string | null }[] }).variants.map(
          (x) => v(x.size_name, x.color_name, x.stock, x.size_name === 'M' && x.color_name === 'Hitam' ? 2 : 0, x.sku),
        ),
      }),
    });
    grid();
    expect(await screen.findByRole('spinbutton', { name: 'Stok M Hitam' })).toHaveValue(10);
    expect(input('SKU M Hitam')).toHaveValue('KP-M-HT');
    expect(input('Stok L Putih')).toHaveValue(0);
    expect(input('Stok M Hitam').closest('td')).toHaveTextContent('Dipesan 2 · Tersedia 8');

    await userEvent.clear(input('Stok M Hitam'));
    await userEvent.type(input('Stok M Hitam'), '25');
    await userEvent.clear(input('Stok L Putih'));
    await userEvent.type(input('Stok L Putih'), '7');
    await userEvent.type(input('SKU L Putih'), ' KP-L-PT ');
    await userEvent.clear(input('SKU M Hitam'));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Stok' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Stok berhasil disimpan'));
    expect(api.callsTo('PUT', '/api/products/5/stock')[0]?.body).toEqual({
      variants: [
        { size_name: 'M', color_name: 'Hitam', stock: 25, sku: null },
        { size_name: 'M', color_name: 'Putih', stock: 4, sku: null },
        { size_name: 'L', color_name: 'Hitam', stock: 0, sku: null },
        { size_name: 'L', color_name: 'Putih', stock: 7, sku: 'KP-L-PT' },
      ],
    });
    expect(input('Stok M Hitam').closest('td')).toHaveTextContent('Dipesan 2 · Tersedia 23');
  });

  it("shows the server's 409: 'Stok tidak boleh kurang dari jumlah yang sedang dipesan (2)'", async () => {
    const text = 'Stok tidak boleh kurang dari jumlah yang sedang dipesan (2)';
    mockApi({ 'GET /api/products/5/stock': stock, 'PUT /api/products/5/stock': respond(409, { message: text, code: 'CONFLICT' }) });
    grid();
    await userEvent.clear(await screen.findByRole('spinbutton', { name: 'Stok M Hitam' }));
    await userEvent.type(input('Stok M Hitam'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Stok' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('refuses fractional or negative stock and a bad SKU before sending', async () => {
    const api = mockApi({ 'GET /api/products/5/stock': stock });
    grid();
    await userEvent.clear(await screen.findByRole('spinbutton', { name: 'Stok M Putih' }));
    await userEvent.type(input('Stok M Putih'), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Stok' }));
    expect(screen.getByRole('alert')).toHaveTextContent('M / Putih: Stok harus bilangan bulat 0 sampai 100.000');
    expect(input('Stok M Putih')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input('Stok M Putih'));
    await userEvent.type(input('Stok M Putih'), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Stok' }));
    expect(screen.getByRole('alert')).toHaveTextContent('M / Putih: Stok harus bilangan bulat 0 sampai 100.000');
    await userEvent.clear(input('Stok M Putih'));
    await userEvent.type(input('Stok M Putih'), '3');
    await userEvent.type(input('SKU L Hitam'), 'KP L');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Stok' }));
    expect(screen.getByRole('alert')).toHaveTextContent('L / Hitam: SKU 1–64 karakter');
    expect(api.callsTo('PUT', '/api/products/5/stock')).toHaveLength(0);
  });

  it('sits on the product’s edit page, with the product’s own sizes and colours', async () => {
    mockApi({
      'GET /api/products/5': product(5, { name: 'Kaos Polos' }),
      'GET /api/products/5/stock': stock,
      'GET /api/categories': [],
      'GET /api/colors': [],
      'GET /api/sizes': [],
    });
    renderWithRouter(<ProductEditPage />, { path: '/admin/products/edit/:id', at: '/admin/products/edit/5' });
    const panel = await screen.findByRole('region', { name: 'Stok per Ukuran dan Warna' });
    expect(await within(panel).findByRole('spinbutton', { name: 'Stok M Hitam' })).toHaveValue(10);
    expect(within(panel).getAllByRole('spinbutton')).toHaveLength(4);
  });
});
