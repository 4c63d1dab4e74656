/**
 * Journey 8 — accessibility: axe-core on the main screens, each once its content has loaded.
 * No serious or critical violation of the WCAG 2.0/2.1 A and AA rules is allowed. The WCAG 2.2 AA
 * rules (axe keeps them off by default, e.g. target-size) run too, but are only reported as an
 * annotation of the test, not failed on.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { ADMIN, expect, test } from '../fixtures.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const REPORTED_ONLY = 'wcag22aa';

async function audit(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  // Let transitions and carousels settle (colour contrast is measured on what is painted).
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(200);
  const results = await new AxeBuilder({ page }).withTags([...TAGS, REPORTED_ONLY]).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const enforced = (v: (typeof serious)[number]) => v.tags.some((t) => TAGS.includes(t));
  for (const v of serious.filter((x) => !enforced(x))) {
    testInfo.annotations.push({
      type: 'a11y (WCAG 2.2, reported only)',
      description: `${screen}: [${v.impact}] ${v.id} — ${v.help} (${v.nodes.length}× e.g. ${v.nodes[0]?.target.join(' ')})`,
    });
  }
  const report = serious.filter(enforced).map(
    (v) =>
      `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`)
        .join('\n')}`,
  );
  if (results.violations.length > 0) {
    await testInfo.attach(`axe-${screen.replace(/[^\w-]+/g, '_')}.json`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect.soft(report, `serious or critical axe violations on ${screen}`).toEqual([]);
}

test.describe('accessibility (axe-core)', () => {
  test('storefront: home, list, detail, login', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Rekomendasi Untuk Anda' }).getByRole('link').nth(11)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Produk Terpopuler' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Kategori', exact: true }).getByRole('link').first()).toBeVisible();
    await audit(page, testInfo, 'home');

    await page.goto('/products');
    await expect(page.getByRole('region', { name: 'Daftar produk' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Filter produk' }).getByRole('button', { name: 'Hitam' })).toBeVisible();
    await audit(page, testInfo, 'product list');

    const [product] = await (await page.request.get('/api/products')).json();
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mungkin Anda juga suka' }).getByRole('link').first()).toBeVisible();
    await audit(page, testInfo, 'product detail');

    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
    await audit(page, testInfo, 'login');
  });

  test('shopper: cart, order summary, my orders (with the detail modal)', async ({ page, shop, loginAs }, testInfo) => {
    const session = await shop.newShopper('a11y');
    const products = await shop.products();
    await shop.paidOrder(session, products[3]!);
    await shop.addToCart(session, products[5]!.id);
    await loginAs(page, session);

    await page.goto('/shopping-cart');
    await expect(page.getByRole('group', { name: `Jumlah ${products[5]!.name}` })).toBeVisible();
    await audit(page, testInfo, 'cart');

    await page.goto('/order');
    await expect(page.getByRole('button', { name: 'Lanjut Bayar' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Ukuran' })).toBeEnabled();
    await page.getByRole('button', { name: 'Lanjut Bayar' }).click();
    await expect(page.getByText('Masukkan alamat pengiriman')).toBeVisible();
    await audit(page, testInfo, 'order summary (with a validation message)');

    await page.goto('/myorder');
    await page.getByRole('tab', { name: /^Dibayar/ }).click();
    await expect(page.getByRole('button', { name: 'Lihat Detail' })).toBeVisible();
    await audit(page, testInfo, 'my orders');
    await page.getByRole('button', { name: 'Lihat Detail' }).click();
    await expect(page.getByRole('dialog').getByText(products[3]!.name, { exact: true })).toBeVisible();
    await audit(page, testInfo, 'my orders — detail modal');
  });

  test('admin: dashboard, product form, Riwayat Perubahan, Impor Produk', async ({ page, loginAs, errors }, testInfo) => {
    await loginAs(page, ADMIN);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('list', { name: 'Ringkasan' }).getByRole('link').filter({ hasText: 'Total Produk' })).toContainText(/\d/);
    await expect(page.getByRole('region', { name: 'Tabel Pendataan' }).getByRole('table')).toBeVisible();
    await expect(page.locator('.sales-chart canvas').first()).toBeVisible();
    await audit(page, testInfo, 'admin dashboard');

    await page.goto('/admin/audit');
    await expect(page.getByRole('navigation', { name: 'Halaman riwayat' }).or(page.getByText('Belum ada perubahan'))).toBeVisible();
    const first = page.getByRole('region', { name: 'Perubahan' }).locator('summary').first();
    if (await first.isVisible()) await first.click();
    await audit(page, testInfo, 'admin Riwayat Perubahan');

    await page.goto('/admin/products/import');
    errors.allow(/status of 400/);
    await page
      .getByLabel('Pilih berkas CSV')
      .setInputFiles({
        name: 'x.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('name,price,categories,size,color,stock\nX,abc,Tidak Ada,M,Hitam,1\n'),
      });
    await page.getByRole('button', { name: 'Periksa' }).click();
    await expect(page.getByRole('table', { name: 'Masalah di berkas CSV' })).toBeVisible();
    await audit(page, testInfo, 'admin Impor Produk (with problems)');

    await page.goto('/admin/products/create');
    await expect(page.getByRole('group', { name: /^Ukuran/ }).getByText('XL', { exact: true })).toBeVisible();
    await audit(page, testInfo, 'admin product form');
  });
});
