import type { AuditEntry } from '@gayaku/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { AuditPage } from './admin/audit-page.tsx';
import { diffFields } from './components/audit-diff.ts';

const before = { id: 5, name: 'Kemeja', price: 150_000, rating: 4, categories: [{ id: 1, name: 'Atasan' }] };
const after = {
  ...before,
  price: 175_000,
  rating: 4.5,
  categories: [
    { id: 1, name: 'Atasan' },
    { id: 2, name: 'Promo' },
  ],
};
const entry: AuditEntry = {
  id: 9,
  at: '2025-03-09T03:00:00.000Z',
  actor: { id: 1, username: 'admin', email: 'admin@gayaku.test' },
  action: 'update',
  entity: 'product',
  entity_id: 5,
  before,
  after,
};

describe('the field-by-field diff', () => {
  it('lists the fields that changed, names by their names, and skips fields that only echo another', () => {
    expect(diffFields(before, after)).toEqual([
      { field: 'price', before: '150.000', after: '175.000' },
      { field: 'categories', before: 'Atasan', after: 'Atasan, Promo' },
    ]);
    expect(diffFields(null, { name: 'Baru' })).toEqual([{ field: 'name', before: null, after: 'Baru' }]);
    expect(diffFields({ status: 'paid' }, { status: 'shipped' })).toEqual([{ field: 'status', before: 'paid', after: 'shipped' }]);
  });
});

describe("'Riwayat Perubahan'", { timeout: 20_000 }, () => {
  it('filters through the URL and opens an entry to show its changes', async () => {
    loginAs(1, 'admin');
    const { callsTo } = mockApi({ 'GET /api/admin/audit': [entry] });
    renderWithRouter(<AuditPage />, { path: '/admin/audit', at: '/admin/audit?entity=product' });
    const summary = await screen.findByText('Diubah');
    expect(callsTo('GET', '/api/admin/audit')[0]!.url.search).toBe('?limit=20&offset=0&entity=product');
    await userEvent.click(summary);
    expect(screen.getByRole('rowheader', { name: 'Harga' })).toBeInTheDocument();
    expect(screen.getByText('150.000')).toBeInTheDocument();
    expect(screen.getByText('175.000')).toBeInTheDocument();
    expect(screen.getByText('Produk #5 · Kemeja')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Pelaku'), 'admin@gayaku.test');
    await userEvent.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(callsTo('GET', '/api/admin/audit').at(-1)!.url.searchParams.get('actor')).toBe('admin@gayaku.test');
  });
});
