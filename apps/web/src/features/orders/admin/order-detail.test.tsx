import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { mockApi, respond } from '../../../test/fetch-mock.ts';
import { order, orderItem } from '../../../test/fixtures.ts';
import { loginAs } from '../../../test/jwt.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { OrderDetailPage } from './order-detail-page.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  loginAs(1, 'admin');
});

const items = [
  orderItem(1, { quantity: 2, price: 75_000, subtotal: 150_000 }),
  orderItem(2, { name: 'Jaket', quantity: 1, price: 300_000, subtotal: 300_000, size: null }),
];
/** Order 12, placed on 13 March 2025 and paid. */
const order12 = (over: Parameters<typeof order>[1] = {}) => order(12, { status: 'paid', created_at: '2025-03-13T03:30:00.000Z', ...over });
const renderOrder = () => renderWithRouter(<OrderDetailPage />, { path: '/admin/order/:id', at: '/admin/order/12' });

describe('admin order detail', { timeout: 20_000 }, () => {
  it('shows the order, its items and totals, and the ship button while paid', async () => {
    const paid = order12({
      shipping_cost: 20_000,
      total_price: 470_000,
      city: 'Bandung',
      address: 'Jl. Melati No. 5',
      recipient_name: 'Rina Putri',
      recipient_phone: '+6281234567890',
      courier: 'SiCepat',
      service: 'REG',
      etd_min_days: 2,
      etd_max_days: 4,
    });
    const shipped = { ...paid, status: 'shipped' as const };
    let current = paid;
    const api = mockApi({
      'GET /api/order/12': () => ({
        order: current,
        items,
        customer: { username: 'rina.putri', email: 'rina@contoh.id' },
        payments: [
          {
            midtrans_order_id: 'GAYAKU-12-first',
            transaction_status: 'settlement',
            gross_amount: 470_000,
            created_at: '2025-03-13T03:31:00.000Z',
          },
        ],
      }),
      'PUT /api/order/12/status': () => {
        current = shipped;
        return { message: "Status berhasil diperbarui ke 'shipped'", order: shipped };
      },
    });
    renderOrder();
    expect(await screen.findByText('Sudah Dibayar')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pesanan #12', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Bandung')).toBeInTheDocument();
    expect(screen.getByText('Jl. Melati No. 5')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Subtotal' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Jaket' })).toHaveLength(2); // table (wide) and list (phones)
    expect(screen.getByText('Subtotal Produk').nextElementSibling).toHaveTextContent('Rp 450.000');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('Rp 470.000');
    expect(screen.getAllByText(/13 Maret 2025/).length).toBeGreaterThan(0);

    expect(screen.getByText('rina.putri · rina@contoh.id')).toBeInTheDocument();
    expect(screen.getByText('Rina Putri')).toBeInTheDocument();
    expect(screen.getByText('+6281234567890')).toBeInTheDocument();
    expect(screen.getByText('SiCepat REG (Estimasi 2–4 hari)')).toBeInTheDocument();
    expect(screen.getByText('GAYAKU-12-first')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tandai sebagai Shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kirim Pesanan #12' });
    expect(screen.getByLabelText('Kurir')).toHaveValue('SiCepat');
    await userEvent.type(screen.getByLabelText('Nomor resi'), '00-12');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(dialog).toHaveTextContent('Nomor resi 6–40 karakter: huruf, angka atau tanda hubung');
    await userEvent.type(screen.getByLabelText('Nomor resi'), '3456789');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(dialog).toHaveTextContent('Kirim pesanan #12 dengan SiCepat, nomor resi 00-123456789?');
    expect(api.callsTo('PUT', '/api/order/12/status')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Ya, Tandai Shipped' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Status berhasil diperbarui ke 'shipped'"));
    expect(api.callsTo('PUT', '/api/order/12/status')[0]?.body).toEqual({ status: 'shipped', courier: 'SiCepat', waybill: '00-123456789' });
    expect(await screen.findByText('Sedang Dikirim')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tandai sebagai Shipped' })).not.toBeInTheDocument();
  });

  it.each(['pending', 'shipped', 'delivered', 'completed', 'cancelled', 'expired'] as const)(
    'has no ship button when the order is %s',
    async (status) => {
      mockApi({ 'GET /api/order/12': { order: order12({ status }), items } });
      renderOrder();
      await screen.findByRole('heading', { name: 'Rincian Transaksi' });
      expect(screen.queryByRole('button', { name: 'Tandai sebagai Shipped' })).not.toBeInTheDocument();
    },
  );

  it("says 'Gagal memperbarui status' when the change fails", async () => {
    mockApi({
      'GET /api/order/12': { order: order12(), items },
      'PUT /api/order/12/status': respond(409, { message: 'x', code: 'CONFLICT' }),
    });
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Tandai sebagai Shipped' }));
    await userEvent.selectOptions(screen.getByLabelText('Kurir'), 'JNE');
    await userEvent.type(screen.getByLabelText('Nomor resi'), 'JP0012345678');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ya, Tandai Shipped' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Gagal memperbarui status'));
  });

  it('says what to do with an order paid after its stock was gone (stock_short)', async () => {
    mockApi({ 'GET /api/order/12': { order: order12({ stock_short: true }), items } });
    renderOrder();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Stok kurang: .*Tambah stok atau kembalikan dana\.$/);
  });
});
