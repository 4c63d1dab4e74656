import type { Stats } from '@gayaku/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '../../test/fetch-mock.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { lastDays, rangeFromParams, rangeProblem } from './components/range-picker.tsx';
import { SalesOverview } from './index.ts';

const empty = { count: 0, orders: [] };
function stats(from: string, to: string, over: Partial<Stats> = {}): Stats {
  return {
    from,
    to,
    totals: { revenue: 650_000, orders: 5, average_order_value: 130_000, items_sold: 10 },
    revenue_by_day: [
      { date: from, revenue: 350_000, orders: 2 },
      { date: to, revenue: 300_000, orders: 3 },
    ],
    by_status: { pending: 1, paid: 2, shipped: 1, delivered: 1, completed: 1, cancelled: 1, expired: 0 },
    top_products: [{ product_id: 4, name: 'Celana B', quantity: 7, revenue: 350_000 }],
    needs_action: {
      late_to_ship: {
        count: 1,
        orders: [{ id: 12, status: 'paid', username: 'rina', total_price: 215_000, paid_at: '2025-03-09T16:59:59.000Z' }],
      },
      stock_short: empty,
    },
    ...over,
  };
}

describe('the range of days', () => {
  it('reads the URL, falls back to the last 30 days, and refuses reversed or too long ranges', () => {
    expect(rangeFromParams(new URLSearchParams('from=2025-03-01&to=2025-03-07'), '2025-03-31')).toEqual({
      from: '2025-03-01',
      to: '2025-03-07',
    });
    expect(rangeFromParams(new URLSearchParams('from=2025-03-08&to=2025-03-07'), '2025-03-31')).toEqual(lastDays(30, '2025-03-31'));
    expect(lastDays(7, '2025-03-31')).toEqual({ from: '2025-03-25', to: '2025-03-31' });
    expect(rangeProblem({ from: '2025-03-08', to: '2025-03-07' })).toMatch(/sebelum/);
    expect(rangeProblem({ from: '2024-01-01', to: '2025-01-01' })).toBe('Rentang maksimal 366 hari.');
    expect(rangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
  });
});

describe('the dashboard sales figures', { timeout: 20_000 }, () => {
  it('shows the totals, the top products, orders by status and Perlu Tindakan, and asks again for another range', async () => {
    loginAs(1, 'admin');
    const { callsTo } = mockApi({
      'GET /api/admin/stats': (req: MockRequest) => stats(req.url.searchParams.get('from')!, req.url.searchParams.get('to')!),
    });
    renderWithRouter(<SalesOverview />, { path: '/admin/dashboard', at: '/admin/dashboard?from=2025-03-09&to=2025-03-11' });
    const totals = await screen.findByLabelText('Total penjualan');
    expect(within(totals).getByText('Rp 650.000')).toBeInTheDocument();
    expect(within(totals).getByText('Rp 130.000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Celana B' })).toHaveAttribute('href', '/admin/products/edit/4');
    expect(screen.getByRole('link', { name: 'Pesanan #12' })).toHaveAttribute('href', '/admin/order/12');
    expect(
      await screen.findByRole('img', { name: /Grafik pendapatan per hari, 9 Mar sampai 11 Mar: total Rp 650.000/ }),
    ).toBeInTheDocument();
    expect(callsTo('GET', '/api/admin/stats')[0]!.url.search).toBe('?from=2025-03-09&to=2025-03-11');
    await userEvent.click(screen.getByRole('button', { name: '7 hari' }));
    await waitFor(() => expect(callsTo('GET', '/api/admin/stats')).toHaveLength(2));
    const { from, to } = lastDays(7);
    expect(callsTo('GET', '/api/admin/stats')[1]!.url.searchParams.get('from')).toBe(from);
    expect(callsTo('GET', '/api/admin/stats')[1]!.url.searchParams.get('to')).toBe(to);
    expect(await screen.findByRole('button', { name: '7 hari', pressed: true })).toBeInTheDocument();
  });
});
