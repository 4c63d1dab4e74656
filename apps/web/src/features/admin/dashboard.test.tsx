import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, respond, type MockRequest } from '../../test/fetch-mock.ts';
import { order } from '../../test/fixtures.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { DashboardPage } from './components/dashboard-page.tsx';

beforeEach(() => loginAs(1, 'admin'));

/** A list of `total` records on the server: it answers the page asked for and counts them all. */
const counted = (total: number, row: (id: number) => object) => (req: MockRequest) => {
  const limit = Number(req.url.searchParams.get('limit') ?? 100);
  return respond(
    200,
    Array.from({ length: Math.min(limit, total) }, (_, i) => row(total - i)),
    { 'X-Total-Count': String(total) },
  );
};

describe('dashboard', { timeout: 20_000 }, () => {
  it('counts from X-Total-Count and asks the server for only the 10 latest orders', async () => {
    const api = mockApi({
      'GET /api/user/users': counted(50_000, (id) => ({
        id,
        username: `u${id}`,
        email: `u${id}@x.id`,
        role: 'user',
        city: null,
        address: null,
        created_at: '2025-01-01T00:00:00.000Z',
      })),
      'GET /api/products': respond(200, [], { 'X-Total-Count': '50049' }),
      'GET /api/categories': counted(12, (id) => ({ id, name: `K${id}`, image_url: null })),
      'GET /api/colors': counted(9, (id) => ({ id, color_name: `W${id}` })),
      'GET /api/sizes': counted(7, (id) => ({ id, size_name: `U${id}` })),
      'GET /api/order': counted(200_000, (id) => order(id)),
      'GET /api/stock/low': { threshold: 3, variants: [] },
      'GET /api/admin/stats': () => respond(500, { message: 'x', code: 'INTERNAL' }),
    });
    renderWithRouter(<DashboardPage />);
    const cards = screen.getByRole('list', { name: 'Ringkasan' });
    expect(await within(cards).findByText('50.049')).toBeInTheDocument();
    expect(await within(cards).findByText('50.000')).toBeInTheDocument();
    expect(await within(cards).findByText('12')).toBeInTheDocument();

    expect(await screen.findByText('Menampilkan 1–10 dari 10 data')).toBeInTheDocument();
    const latest = api.callsTo('GET', '/api/order').map((call) => Object.fromEntries(call.url.searchParams));
    expect(latest).toContainEqual({ limit: '10', offset: '0', sort: 'created_at', order: 'desc' });
    expect(
      api.calls.every((call) => call.url.searchParams.get('limit') !== null || !/\/api\/(order|products|user\/users)$/.test(call.path)),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Berikutnya' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Tabel Pendataan 10 pesanan terbaru' })).toBeInTheDocument();
  });
});
