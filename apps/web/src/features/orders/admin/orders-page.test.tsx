import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, respond, type MockRequest } from '../../../test/fetch-mock.ts';
import { order } from '../../../test/fixtures.ts';
import { loginAs } from '../../../test/jwt.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { OrdersPage } from './orders-page.tsx';

beforeEach(() => loginAs(1, 'admin'));

/** 1,234 orders on the server; each answer is one page of 10 and the count of all. */
const page = (req: MockRequest) => {
  const offset = Number(req.url.searchParams.get('offset'));
  const rows = Array.from({ length: 10 }, (_, i) =>
    order(1234 - offset - i, { status: 'paid', customer: { username: 'siti', email: 'siti@contoh.id' } } as never),
  );
  return respond(200, rows, { 'X-Total-Count': '1234' });
};
const lastQuery = (api: ReturnType<typeof mockApi>) => Object.fromEntries(api.callsTo('GET', '/api/order').at(-1)!.url.searchParams);

describe('/admin/orders', { timeout: 20_000 }, () => {
  it('asks the server for the newest orders a page at a time, with the spec texts', async () => {
    const api = mockApi({ 'GET /api/order': page });
    renderWithRouter(<OrdersPage />);
    expect(await screen.findByText('Menampilkan 1–10 dari 1234 data')).toBeInTheDocument();
    expect(screen.getByText('Halaman 1 dari 124')).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ limit: '10', offset: '0', sort: 'created_at', order: 'desc' });
    const table = screen.getByRole('table', { name: 'Tabel Pendataan: Pesanan' });
    expect(within(table).getAllByRole('cell', { name: 'siti' })).toHaveLength(10);
    expect(within(table).getByRole('columnheader', { name: /Tanggal/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(await screen.findByText('Menampilkan 11–20 dari 1234 data')).toBeInTheDocument();
    expect(lastQuery(api)).toMatchObject({ offset: '10' });
  });

  it('filters by status and days on the server, back on page 1', async () => {
    const api = mockApi({ 'GET /api/order': page });
    renderWithRouter(<OrdersPage />);
    await screen.findByText('Halaman 1 dari 124');
    await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await screen.findByText('Halaman 2 dari 124');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status pesanan' }), 'Sudah Dibayar');
    expect(await screen.findByText('Halaman 1 dari 124')).toBeInTheDocument();
    expect(lastQuery(api)).toMatchObject({ status: 'paid', offset: '0' });

    fireEvent.change(screen.getByLabelText('Tanggal dari'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('Tanggal sampai'), { target: { value: '2025-03-31' } });
    await screen.findByText('Halaman 1 dari 124');
    expect(lastQuery(api)).toMatchObject({ status: 'paid', from: '2025-03-01', to: '2025-03-31' });

    // a reversed range is not sent; the field says why
    fireEvent.change(screen.getByLabelText('Tanggal dari'), { target: { value: '2025-04-02' } });
    expect(await screen.findByText("Harus setelah 'Tanggal dari'")).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/order').filter((call) => call.url.searchParams.get('from') === '2025-04-02')).toHaveLength(0);
  });
});
