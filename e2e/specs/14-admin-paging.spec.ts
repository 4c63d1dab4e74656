/**
 * Journey 14 — the admin pages orders on the server: many orders placed through the API, then the
 * orders table asks for one page at a time (limit, offset), its next page, a status filter and a
 * search, with the spec's texts 'Menampilkan x–y dari n data' and 'Halaman p dari n'; the table
 * stays inside its card.
 */
import type { Page, Request } from '@playwright/test';
import { ADMIN, expect, test, type Session } from '../fixtures.ts';

const PLACED = 23;
const PAID = 2;

/** The next GET /api/order the page sends, and its query. */
function nextOrdersCall(page: Page, match: (query: URLSearchParams) => boolean = () => true): Promise<Request> {
  return page.waitForRequest((request) => {
    const url = new URL(request.url());
    return request.method() === 'GET' && url.pathname === '/api/order' && match(url.searchParams);
  });
}

/** The number of orders matching a query, as the server counts them. */
async function countOf(page: Page, admin: Session, query: string): Promise<number> {
  const res = await page.request.get(`/api/order?limit=1${query}`, { headers: { authorization: `Bearer ${admin.token}` } });
  expect(res.status()).toBe(200);
  return Number(res.headers()['x-total-count']);
}

test('the admin pages, filters and searches orders on the server', async ({ page, shop, loginAs }) => {
  test.setTimeout(180_000);
  const shopper = await shop.newShopper('halaman');
  const [product] = await shop.products('?sort=newest');
  for (let i = 0; i < PLACED; i++) await shop.placeOrder(shopper, product!);
  for (let i = 0; i < PAID; i++) await shop.paidOrder(shopper, product!);

  const admin = await loginAs(page, ADMIN);
  const total = await countOf(page, admin, '');
  expect(total).toBeGreaterThanOrEqual(PLACED + PAID);
  const pages = Math.ceil(total / 10);

  const first = nextOrdersCall(page, (q) => q.get('limit') === '10');
  await page.goto('/admin/orders');
  const firstQuery = new URL((await first).url()).searchParams;
  expect(Object.fromEntries(firstQuery)).toMatchObject({ limit: '10', offset: '0', sort: 'created_at', order: 'desc' });
  const card = page.getByRole('region', { name: 'Tabel Pendataan Pesanan' });
  await expect(card.getByText(`Menampilkan 1–10 dari ${total} data`)).toBeVisible();
  await expect(card.getByText(`Halaman 1 dari ${pages}`)).toBeVisible();
  // the newest order first: the shopper's last paid one
  await expect(card.getByRole('row').nth(1)).toContainText(shopper.user.username);
  // one page of rows, inside the card (a wide table scrolls within it)
  await expect(card.locator('tbody tr')).toHaveCount(10);
  expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);

  const second = nextOrdersCall(page, (q) => q.get('offset') === '10');
  await card.getByRole('button', { name: 'Berikutnya' }).click();
  expect(new URL((await second).url()).searchParams.get('limit')).toBe('10');
  await expect(card.getByText(`Menampilkan 11–20 dari ${total} data`)).toBeVisible();
  await expect(card.getByText(`Halaman 2 dari ${pages}`)).toBeVisible();

  // a status filter, back on page 1
  const paidTotal = await countOf(page, admin, '&status=paid');
  const paid = nextOrdersCall(page, (q) => q.get('status') === 'paid');
  await card.getByRole('combobox', { name: 'Status pesanan' }).selectOption({ label: 'Sudah Dibayar' });
  expect(new URL((await paid).url()).searchParams.get('offset')).toBe('0');
  await expect(card.getByText(`Menampilkan 1–${Math.min(10, paidTotal)} dari ${paidTotal} data`)).toBeVisible();
  await expect(card.locator('tbody tr').filter({ hasNotText: 'Sudah Dibayar' })).toHaveCount(0);

  // a search by the customer's e-mail, within that status
  const searched = nextOrdersCall(page, (q) => q.get('q') === shopper.user.email);
  await card.getByRole('searchbox', { name: 'Cari pesanan' }).fill(shopper.user.email);
  expect(new URL((await searched).url()).searchParams.get('status')).toBe('paid');
  await expect(card.getByText(`Menampilkan 1–${PAID} dari ${PAID} data`)).toBeVisible();
  await expect(card.getByText('Halaman 1 dari 1')).toBeVisible();

  // all statuses again: every order of that shopper
  await card.getByRole('combobox', { name: 'Status pesanan' }).selectOption({ label: 'Semua status' });
  await expect(card.getByText(`Menampilkan 1–10 dari ${PLACED + PAID} data`)).toBeVisible();
  await expect(card.getByText(`Halaman 1 dari ${Math.ceil((PLACED + PAID) / 10)}`)).toBeVisible();
});
