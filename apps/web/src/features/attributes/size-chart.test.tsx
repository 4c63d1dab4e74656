import type { SizeChart } from '@gayaku/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartItem, product, profileUser } from '../../test/fixtures.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';

const tops: SizeChart = {
  category_id: 3,
  category_name: 'Kaos',
  unit: 'cm',
  columns: ['Lingkar dada', 'Panjang badan', 'Panjang lengan'],
  rows: [
    { size_name: 'S', values: [92, 68, 19] },
    { size_name: 'M', values: [96, 70, 20] },
    { size_name: 'L', values: [100, 72, 21.5] },
  ],
};
const kaos = product(5, {
  name: 'Kaos Polos',
  categories: [
    { id: 1, name: 'Pria' },
    { id: 3, name: 'Kaos' },
  ],
});

function productPage(charts: SizeChart[]) {
  mockApi({
    'GET /api/products/5': kaos,
    'GET /api/products/5/recommendations': { recommendations: [] },
    'GET /api/size-charts': charts,
  });
  return renderApp('/products/5');
}

describe("'Panduan Ukuran'", () => {
  it("opens the product's chart (its own sizes only) as a labelled dialog; Escape closes it and focus returns", async () => {
    const { user } = productPage([tops]);
    const open = await screen.findByRole('button', { name: 'Panduan Ukuran' });
    await user.click(screen.getByRole('radio', { name: 'L' }));
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Panduan Ukuran: Kaos Polos' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Ukuran', 'Lingkar dada', 'Panjang badan', 'Panjang lengan']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['M', 'L(dipilih)']);
    expect(within(table).getByText('21,5')).toBeInTheDocument();
    // Focus stays inside: Tab from the last control comes back to the first.
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('is not offered when no category of the product has a chart for its sizes', async () => {
    productPage([{ ...tops, category_id: 9 }]);
    expect(await screen.findByRole('heading', { name: 'Kaos Polos', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'M' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Panduan Ukuran' })).not.toBeInTheDocument();
  });

  it('is offered beside the size of each line at /order', async () => {
    loginAs();
    mockApi({
      'GET /api/cart': [cartItem(1, { product_id: 5, name: 'Kaos Polos', size: 'M', color: 'Hitam' })],
      'GET /api/products/5': kaos,
      'GET /api/shipping-rates': [{ city: 'Bandung', shipping_cost: 18_000 }],
      'GET /api/user/profile': { user: profileUser() },
      'GET /api/payment/config': { snap_js_url: '/payment-sandbox/snap/snap.js', client_key: 'SB-Mid-client-SIMULATOR-ONLY' },
      'GET /api/size-charts': [tops],
    });
    const { user } = renderApp('/order');
    await user.click(await screen.findByRole('button', { name: 'Panduan Ukuran' }));
    const dialog = screen.getByRole('dialog', { name: 'Panduan Ukuran: Kaos Polos' });
    expect(
      within(dialog)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['M(dipilih)', 'L']);
  });
});
