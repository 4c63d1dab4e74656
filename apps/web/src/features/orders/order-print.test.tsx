import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { order, orderItem } from '../../test/fixtures.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { InvoicePage, PackingSlipPage } from './components/order-print-page.tsx';

const shipped = order(12, {
  status: 'shipped',
  recipient_name: 'Rina Putri',
  recipient_phone: '+6281234567890',
  courier: 'JNE',
  service: 'REG',
  etd_min_days: 2,
  etd_max_days: 3,
  waybill: 'JP0012345678',
});

describe('printable order pages', () => {
  it('the packing slip names the recipient, phone, address, courier service, resi and the lines; Cetak prints', async () => {
    loginAs(1, 'admin');
    mockApi({ 'GET /api/order/12': { order: shipped, items: [orderItem(1, { name: 'Jaket', quantity: 2 })] } });
    renderWithRouter(<PackingSlipPage />, { path: '/admin/order/:id/print', at: '/admin/order/12/print' });
    const slip = await screen.findByRole('article', { name: 'Label pengiriman pesanan #12' });
    expect(slip).toHaveClass('print-label');
    for (const text of [
      'Rina Putri',
      '+6281234567890',
      'Jl. Merdeka 1, Bandung',
      'JNE REG · Estimasi 2–3 hari',
      'JP0012345678',
      '2 × Jaket · M · Hitam',
    ]) {
      expect(slip).toHaveTextContent(text);
    }
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Cetak' }));
    expect(print).toHaveBeenCalled();
  });

  it('the invoice is for a paid order only', async () => {
    loginAs();
    mockApi({ 'GET /api/order/12': { order: order(12), items: [orderItem(1)] } });
    renderWithRouter(<InvoicePage />, { path: '/myorder/:id/invoice', at: '/myorder/12/invoice' });
    expect(await screen.findByText('Faktur tersedia setelah pembayaran diterima.')).toBeInTheDocument();
  });

  it('the invoice of a paid order lists the lines and the total paid', async () => {
    loginAs();
    mockApi({ 'GET /api/order/12': { order: shipped, items: [orderItem(1)] } });
    renderWithRouter(<InvoicePage />, { path: '/myorder/:id/invoice', at: '/myorder/12/invoice' });
    const invoice = await screen.findByRole('article', { name: 'Faktur pesanan #12' });
    expect(invoice).toHaveTextContent('Total dibayar');
    expect(invoice).toHaveTextContent('Rp 120.000');
    expect(invoice).toHaveTextContent('Ongkos kirim JNE REG');
  });
});
