/**
 * Journey 15 — search that forgives and a list that pages: the header's suggestions picked with the
 * keyboard (phone and desk), /products 24 at a time where Back returns to the same place, an empty
 * search with its closest spelling, and the admin's synonyms under Kelola Atribut.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, test, unique } from '../fixtures.ts';

interface Suggestions {
  products: { id: number; name: string; price: number }[];
  categories: { id: number; name: string }[];
  did_you_mean: string | null;
}

async function suggest(request: APIRequestContext, q: string): Promise<Suggestions> {
  const answer = await request.get(`/api/search/suggest?q=${encodeURIComponent(q)}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Suggestions;
}

/** How many products match a list query (X-Total-Count). */
async function totalOf(request: APIRequestContext, query = ''): Promise<number> {
  const answer = await request.get(`/api/products?limit=1${query}`);
  return Number(answer.headers()['x-total-count']);
}

/** The first shirt ('Kemeja …') among the products listed on the page. */
const firstShirtListed = (page: Page) =>
  page
    .getByRole('region', { name: 'Daftar produk' })
    .getByRole('link')
    .filter({ hasText: /Kemeja/ })
    .first();

const WIDTHS = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'desk', use: { viewport: { width: 1366, height: 900 } } },
] as const;

for (const width of WIDTHS) {
  test.describe(`header suggestions, ${width.name}`, () => {
    test.use(width.use);

    test('typing "kem" shows suggestions; the arrow keys and Enter pick one and land on that product', async ({ page, request }) => {
      const expected = await suggest(request, 'kem');
      expect(expected.products.length, 'the demo catalogue has shirts').toBeGreaterThan(1);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Produk Terpopuler' })).toBeVisible();
      const search = page.getByRole('combobox', { name: 'Cari produk' });
      await search.click();
      await search.pressSequentially('kem', { delay: 60 });

      const listbox = page.getByRole('listbox', { name: 'Saran pencarian' });
      await expect(listbox).toBeVisible();
      await expect(search).toHaveAttribute('aria-expanded', 'true');
      await expect(search).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
      const products = listbox.getByRole('group', { name: 'Produk' }).getByRole('option');
      await expect(products).toHaveCount(expected.products.length);
      await expect(products.first()).toContainText(expected.products[0]!.name);
      await expect(products.first()).toContainText(`Rp ${expected.products[0]!.price.toLocaleString('id-ID')}`);
      // The list fits the screen: nothing sticks out to the right.
      const box = (await listbox.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width.use.viewport.width);

      // Escape closes; ArrowDown opens it on the first option, and again moves to the second.
      await search.press('Escape');
      await expect(search).toHaveAttribute('aria-expanded', 'false');
      await expect(search).toHaveValue('kem');
      await search.press('ArrowDown');
      await expect(search).toHaveAttribute('aria-expanded', 'true');
      await expect(products.first()).toHaveAttribute('aria-selected', 'true');
      await search.press('ArrowDown');
      const second = products.nth(1);
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(search).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
      await search.press('Enter');

      const picked = expected.products[1]!;
      await expect(page).toHaveURL(new RegExp(`/products/${picked.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: picked.name })).toBeVisible();
    });
  });
}

test('Enter with no active option still searches the text', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Cari produk' });
  await search.fill('kemja');
  await expect(page.getByRole('listbox', { name: 'Saran pencarian' })).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=kemja$/);
  // A spelling mistake is forgiven: shirts are listed.
  await expect(firstShirtListed(page)).toBeVisible();
});

test('/products loads 24 more at a time, and Back returns to the same place with as many loaded', async ({ page, request }) => {
  const total = await totalOf(request);
  expect(total, 'the demo catalogue has more than 48 products').toBeGreaterThan(48);
  await page.goto('/products');
  const list = page.getByRole('region', { name: 'Daftar produk' });
  const cards = list.getByRole('listitem').getByRole('link');
  await expect(page.getByText(`${total} produk`, { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(24);

  await list.getByRole('link', { name: 'Muat Lebih Banyak' }).click();
  await expect(page).toHaveURL(/\/products\?shown=48$/);
  await expect(cards).toHaveCount(48);
  await expect(list.getByText(`Menampilkan 48 dari ${total} produk`)).toBeVisible();

  const target = cards.nth(40);
  await target.scrollIntoViewIfNeeded();
  const href = (await target.getAttribute('href'))!;
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBeGreaterThan(500);
  await target.click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/products\?shown=48$/);
  await expect(cards).toHaveCount(48);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(y + 5);
  await expect(cards.nth(40)).toHaveAttribute('href', href);

  // Opened afresh (a reload), the page shows as many again, drawn by the server.
  await page.reload();
  await expect(cards).toHaveCount(48);
  // Load until all are shown: the button goes.
  for (let shown = 48; shown < total; shown += 24) await list.getByRole('link', { name: 'Muat Lebih Banyak' }).click();
  await expect(cards).toHaveCount(total);
  await expect(list.getByRole('link', { name: 'Muat Lebih Banyak' })).toHaveCount(0);
});

test('an empty search says so and links the closest spelling', async ({ page, request }) => {
  const query = 'hodie pink';
  expect(await totalOf(request, `&search=${encodeURIComponent(query)}`)).toBe(0);
  const { did_you_mean: closest } = await suggest(request, query);
  expect(closest, 'the shop knows a closer spelling').not.toBeNull();
  await page.goto(`/products?search=${encodeURIComponent(query)}`);
  await expect(page.getByText(`Tidak ada produk untuk "${query}"`)).toBeVisible();
  const link = page.getByRole('link', { name: closest! });
  await expect(link.locator('..')).toHaveText(`Mungkin maksud Anda: ${closest}`);
  await link.click();
  await expect(page).toHaveURL(`/products?search=${encodeURIComponent(closest!)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(closest!);

  // Filters without a search keep the specification's text.
  await page.goto('/products?category=Kemeja&color=Tidak%20Ada');
  await expect(page.getByText('No products match the selected filters.')).toBeVisible();
});

test('admin: a synonym added under Kelola Atribut finds products at once; edit; delete after confirming', async ({ page, loginAs }) => {
  await loginAs(page, ADMIN);
  const word = unique('sinonim')
    .replace(/[^a-z]/g, '')
    .slice(0, 20);
  await page.goto('/admin/attributes');
  await page.getByRole('navigation', { name: 'Navigasi admin' }).getByRole('link', { name: 'Sinonim Pencarian' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sinonim Pencarian' })).toBeVisible();
  await expect(page.getByText(/^Menampilkan 1–\d+ dari \d+ data$/)).toBeVisible();

  const form = page.getByRole('region', { name: 'Tambah Sinonim' });
  await form.getByLabel('Kata').fill(word);
  await form.getByLabel('Sinonim').fill('kemeja');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form.getByLabel('Kata')).toHaveValue('');

  // The shop searches with it at once.
  const shopper = await page.context().newPage();
  await shopper.goto(`/products?search=${word}`);
  await expect(firstShirtListed(shopper)).toBeVisible();
  await shopper.close();

  await page.getByRole('searchbox', { name: 'Cari sinonim' }).fill(word);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await page.getByRole('button', { name: `Edit sinonim ${word}` }).click();
  const edit = page.getByRole('region', { name: `Edit Sinonim "${word}"` });
  await edit.getByLabel('Sinonim').fill('kemeja, hem');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('row', { name: new RegExp(word) })).toContainText('kemeja, hem');

  await page.getByRole('button', { name: `Hapus sinonim ${word}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Hapus sinonim' });
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByRole('row', { name: new RegExp(word) })).toHaveCount(0);
  await expect(page.getByText('Tidak ada data untuk ditampilkan')).toBeVisible();
});
