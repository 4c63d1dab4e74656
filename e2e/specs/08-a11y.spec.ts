/**
 * Journey 8 — accessibility: axe-core on every screen of the shop, each once its content has loaded,
 * on a 390 × 844 phone and a 1366 × 900 desk: every storefront route (the specification's route table,
 * plus the password pages, the invoice and the 404 page), the states a shopper meets on them (the
 * bell's list, a checkout validation message, the outcome after the payment popup, the order-detail
 * modal and its scrolling region, the payment message on 'Pesanan Saya'; the header's suggestions, a longer
 * product list, a search without results), and every admin route.
 *
 * No serious or critical violation is allowed, of the WCAG 2.0/2.1/2.2 A and AA rules nor of axe's
 * best practices. Headings may not skip a level on the pages that list orders (moderate in axe, and
 * checked here by name).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { ADMIN, expect, jpegPhoto, payInPopup, test, type Session, type ShopApi } from '../fixtures.ts';
import { chooseCity, fillDelivery } from '../flows.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const WIDTHS = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'desk', use: { viewport: { width: 1366, height: 900 } } },
] as const;

/** Runs axe on what the page shows now; fails (softly, so every screen is reported) on serious and critical findings. */
async function audit(page: Page, testInfo: TestInfo, screen: string, { headings = false } = {}): Promise<void> {
  // Let transitions and carousels settle (colour contrast is measured on what is painted).
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(250);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const failing = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || (headings && v.id === 'heading-order'),
  );
  const report = failing.map(
    (v) =>
      `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`)
        .join('\n')}`,
  );
  for (const v of results.violations.filter((x) => !failing.includes(x))) {
    testInfo.annotations.push({ type: `a11y (${v.impact}, not failed on)`, description: `${screen}: ${v.id} (${v.nodes.length}×)` });
  }
  if (results.violations.length > 0) {
    await testInfo.attach(`axe-${screen.replace(/[^\w-]+/g, '_')}.json`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect.soft(report, `serious or critical axe violations on ${screen}`).toEqual([]);
}

/** The page's main heading is up and nothing is loading any more. */
async function settled(page: Page, heading?: string | RegExp): Promise<void> {
  await expect(
    heading ? page.getByRole('heading', { level: 1, name: heading }) : page.getByRole('heading', { level: 1 }).first(),
  ).toBeVisible();
  await expect(page.locator('.animate-pulse, [aria-busy="true"]')).toHaveCount(0);
}

async function visit(page: Page, testInfo: TestInfo, path: string, heading?: string | RegExp, options = {}): Promise<void> {
  await page.goto(path);
  await settled(page, heading);
  await audit(page, testInfo, path, options);
}

/** A shopper with a cart line, a paid order and a shipped one (whose notification has the receipt button). */
async function shopperWithHistory(shop: ShopApi) {
  const session = await shop.newShopper('a11y');
  const products = (await shop.products()).filter((p) => p.sizes.length > 0 && p.colors.length > 0);
  const paid = await shop.paidOrder(session, products[3]!);
  const shipped = await shop.paidOrder(session, products[4]!);
  await shop.setOrderStatus(await shop.login(ADMIN), shipped.id, 'shipped');
  const pair = await shop.inStockPair(products[5]!.id);
  await shop.ensureStock(products[5]!.id, [pair]);
  await shop.addToCart(session, products[5]!.id, 1, pair);
  const notice = (await shop.notifications(session)).find((n) => n.title === 'Pesanan Telah Dikirim');
  if (!notice) throw new Error("no 'Pesanan Telah Dikirim' notification");
  return { session, paid, shipped, notice, product: products[5]! };
}

/** Ids of one record of every kind the admin edits. */
async function adminIds(shop: ShopApi, admin: Session) {
  const first = async (path: string) => ((await shop.get<{ id: number }[]>(admin, path))[0] ?? { id: 0 }).id;
  return {
    product: await first('/api/products'),
    ad: await first('/api/ads'),
    category: await first('/api/categories'),
    color: await first('/api/colors'),
    size: await first('/api/sizes'),
    order: await first('/api/order'),
  };
}

for (const width of WIDTHS) {
  test.describe(`accessibility (axe-core), ${width.name} ${width.use.viewport.width} px`, () => {
    test.use(width.use);
    // Some twenty-five screens each, axe taking a few seconds on each (up to ~10 s on a loaded 2-core machine).
    test.describe.configure({ timeout: 480_000 });

    test('storefront as a visitor: home, list, detail, register, login, password pages, 404', async ({ page, shop }, testInfo) => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Rekomendasi Untuk Anda' }).getByRole('link').nth(11)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Produk Terpopuler' }).getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Kategori', exact: true }).getByRole('link').first()).toBeVisible();
      await audit(page, testInfo, 'home');

      await page.goto('/products');
      await expect(page.getByRole('region', { name: 'Daftar produk' }).getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Filter produk' })).toBeAttached();
      await audit(page, testInfo, '/products');
      const [category] = await shop.get<{ name: string }[]>(null, '/api/categories');
      await page.goto(`/products?search=kemeja&category=${encodeURIComponent(category!.name)}`);
      await expect(page.getByRole('region', { name: 'Daftar produk' })).toBeVisible();
      await audit(page, testInfo, '/products?search&category');
      // 'Muat Lebih Banyak' pressed; a search without results and its closest spelling; the header's suggestions, open.
      await page.goto('/products');
      await page.getByRole('region', { name: 'Daftar produk' }).getByRole('link', { name: 'Muat Lebih Banyak' }).click();
      await expect(page.getByRole('region', { name: 'Daftar produk' }).getByRole('listitem').nth(47)).toBeVisible();
      await audit(page, testInfo, '/products?shown=48');
      await page.goto(`/products?search=${encodeURIComponent('hodie pink')}`);
      await expect(page.getByText(/^Mungkin maksud Anda/)).toBeVisible();
      await audit(page, testInfo, '/products?search — nothing found');
      const search = page.getByRole('combobox', { name: 'Cari produk' });
      await search.fill('kem');
      await expect(page.getByRole('listbox', { name: 'Saran pencarian' }).getByRole('option').first()).toBeVisible();
      await search.press('ArrowDown');
      await audit(page, testInfo, 'header suggestions, open');
      await search.press('Escape');

      const [product] = await shop.products();
      await page.goto(`/products/${product!.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Mungkin Anda juga suka' }).getByRole('link').first()).toBeVisible();
      await audit(page, testInfo, '/products/{id}');

      await visit(page, testInfo, '/auth/register', 'Daftar');
      await visit(page, testInfo, '/auth/login', 'Masuk');
      await visit(page, testInfo, '/auth/forgot-password', 'Lupa Password');
      await visit(page, testInfo, '/auth/reset-password?token=abc', 'Atur Ulang Password');
      await page.goto('/halaman-yang-tidak-ada');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page, testInfo, '404');
    });

    test('storefront as a shopper: profile, cart, order, notification, bell, my orders with the modal, invoice', async ({
      page,
      shop,
      loginAs,
    }, testInfo) => {
      const { session, paid, shipped, notice } = await shopperWithHistory(shop);
      await loginAs(page, session);

      await visit(page, testInfo, '/user/profile', 'Profil');
      await visit(page, testInfo, '/shopping-cart', 'Keranjang Belanja');

      await page.goto(`/notifications/${notice.id}`);
      await expect(page.getByRole('button', { name: 'Konfirmasi Penerimaan Barang' })).toBeVisible();
      await audit(page, testInfo, '/notifications/{id}');
      await page.getByRole('banner').getByRole('button', { name: 'Notifikasi' }).click();
      await expect(page.getByRole('region', { name: 'Notifikasi' }).getByRole('button').first()).toBeVisible();
      await audit(page, testInfo, 'the bell, open');
      await page.keyboard.press('Escape');

      await visit(page, testInfo, '/myorder', 'Pesanan Saya', { headings: true });
      await page.getByRole('tab', { name: /^Diantar/ }).click();
      await page
        .getByRole('article', { name: `Pesanan #${shipped.id}` })
        .getByRole('button', { name: 'Lihat Detail' })
        .click();
      const dialog = page.getByRole('dialog', { name: `Detail Pesanan #${shipped.id}` });
      await expect(dialog.getByText('Ringkasan pembayaran')).toBeVisible();
      await audit(page, testInfo, '/myorder — detail modal', { headings: true });
      await dialog.getByRole('button', { name: 'Tutup' }).click();
      await page.goto('/myorder?payment=success');
      await expect(page.getByRole('status').filter({ hasText: 'Pembayaran berhasil!' })).toBeVisible();
      await audit(page, testInfo, '/myorder?payment=success', { headings: true });

      await page.goto(`/myorder/${paid.id}/invoice`);
      await expect(page.getByRole('article', { name: `Faktur pesanan #${paid.id}` })).toBeVisible();
      await audit(page, testInfo, '/myorder/{id}/invoice');

      // /order: a validation message, then the outcome after the popup was closed.
      await visit(page, testInfo, '/order', 'Ringkasan Pesanan');
      await page.getByRole('button', { name: 'Lanjut Bayar' }).click();
      await expect(page.getByRole('complementary', { name: 'Ringkasan', exact: true }).getByRole('alert')).toBeVisible();
      await audit(page, testInfo, '/order — validation message');
      await chooseCity(page, 'Bandung');
      await page.getByRole('textbox', { name: 'Alamat pengiriman' }).fill('Jl. Aksesibel No. 1, Bandung');
      await fillDelivery(page);
      await page.getByRole('button', { name: 'Lanjut Bayar' }).click();
      const outcome = page.getByRole('region', { name: /^Pesanan #\d+ dibuat$/ });
      for (const [buttons, tone] of [
        [['Tutup'], 'closed'],
        [['Pending'], 'pending'],
        [['Gagal', 'Tutup'], 'error'],
      ] as const) {
        if (tone !== 'closed') await outcome.getByRole('button', { name: 'Bayar Sekarang' }).click();
        for (const button of buttons) await payInPopup(page, button);
        await expect(outcome).toHaveAttribute('data-tone', tone);
        await audit(page, testInfo, `/order — outcome '${tone}'`);
      }
    });

    test('admin: every route', async ({ page, shop, loginAs }, testInfo) => {
      const admin = await loginAs(page, ADMIN);
      const ids = await adminIds(shop, admin);
      const table = async (path: string, heading: string) => {
        await page.goto(path);
        await settled(page, heading);
        await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
        await audit(page, testInfo, path);
      };
      await page.goto('/admin/dashboard');
      await expect(page.getByRole('list', { name: 'Ringkasan' }).getByRole('link').filter({ hasText: 'Total Produk' })).toContainText(/\d/);
      await settled(page, 'Dashboard');
      await audit(page, testInfo, '/admin/dashboard');
      await table('/admin/products', 'Kelola Produk');
      await table('/admin/users', 'Pengguna');
      await table('/admin/ads', 'Kelola Papan Iklan');
      await table('/admin/attributes', 'Kelola Atribut');
      await table('/admin/synonyms', 'Sinonim Pencarian');
      await table('/admin/orders', 'Kelola Pesanan');
      await visit(page, testInfo, '/admin/stock/low', 'Stok Menipis');
      await visit(page, testInfo, '/admin/products/create', 'Buat Produk');
      await visit(page, testInfo, `/admin/products/edit/${ids.product}`, 'Edit Produk');
      await visit(page, testInfo, '/admin/ads/create', 'Buat Papan Iklan');
      await visit(page, testInfo, `/admin/ads/edit/${ids.ad}`, 'Edit Papan Iklan');
      for (const kind of ['category', 'color', 'size'] as const) {
        await visit(page, testInfo, `/admin/${kind}/create`);
        await visit(page, testInfo, `/admin/${kind}/edit/${ids[kind]}`);
      }
      await visit(page, testInfo, `/admin/category/${ids.category}/size-chart`);
      await page.goto('/admin/reviews');
      await expect(page.getByRole('button', { name: /Sembunyikan|Tampilkan/ }).first()).toBeVisible();
      await audit(page, testInfo, '/admin/reviews');
      await visit(page, testInfo, `/admin/order/${ids.order}`, `Pesanan #${ids.order}`);
      await page.goto(`/admin/order/${ids.order}/print`);
      await expect(page.getByRole('article', { name: `Label pengiriman pesanan #${ids.order}` })).toBeVisible();
      await audit(page, testInfo, '/admin/order/{id}/print');
    });

    test('reviews: the invitation, the form and the list, a photo enlarged, the size chart', async ({ page, shop, loginAs }, testInfo) => {
      const product = (await shop.products()).find((p) => p.name === 'Kaos Polos Basic Cotton Combed 30s')!;
      const buyer = await shop.newShopper('a11yulas');
      await shop.receivedOrder(buyer, product);
      await loginAs(page, buyer);
      const invitation = (await shop.notifications(buyer)).find((n) => n.title === 'Beri Ulasan')!;
      await page.goto(`/notifications/${invitation.id}`);
      await expect(page.getByRole('link', { name: `Tulis ulasan untuk ${product.name}` })).toBeVisible();
      await audit(page, testInfo, 'review invitation');

      await page.goto(`/products/${product.id}#beri-rating`);
      await expect(page.getByRole('form', { name: 'Beri Rating' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Ulasan Pembeli' }).getByRole('article').first()).toBeVisible();
      await audit(page, testInfo, 'product reviews with the rating form');

      // A review with a photo, written through the API, then the list and the enlarged photo.
      const auth = { authorization: `Bearer ${buyer.token}` };
      const rated = await page.request.post('/api/ratings', { headers: auth, data: { product_id: product.id, rating: 4, fit: 'pas' } });
      const { rating } = await rated.json();
      const photo = await jpegPhoto(page, 900, 1200, '#b08a5c');
      await page.request.post(`/api/ratings/${rating.id}/photos`, {
        headers: auth,
        multipart: { image: { name: 'f.jpg', mimeType: 'image/jpeg', buffer: photo } },
      });
      await page.reload();
      await page
        .getByRole('region', { name: 'Ulasan Pembeli' })
        .getByRole('button', { name: /^Perbesar foto 1/ })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
      await audit(page, testInfo, 'review photo enlarged');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Panduan Ukuran' }).click();
      await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
      await audit(page, testInfo, 'size chart dialog');
      await page.keyboard.press('Escape');
    });

    test('owner: the dashboard chart, Riwayat Perubahan, Impor Produk with problems', async ({ page, loginAs, errors }, testInfo) => {
      await loginAs(page, ADMIN);
      await page.goto('/admin/dashboard');
      await expect(page.locator('.sales-chart canvas').first()).toBeVisible();
      await audit(page, testInfo, 'admin dashboard with the chart');

      await page.goto('/admin/audit');
      await expect(page.getByRole('navigation', { name: 'Halaman riwayat' }).or(page.getByText('Belum ada perubahan'))).toBeVisible();
      const first = page.getByRole('region', { name: 'Perubahan' }).locator('summary').first();
      if (await first.isVisible()) await first.click();
      await audit(page, testInfo, 'admin Riwayat Perubahan');

      await page.goto('/admin/products/import');
      errors.allow(/status of 400/);
      await page.getByLabel('Pilih berkas CSV').setInputFiles({
        name: 'x.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('name,price,categories,size,color,stock\nX,abc,Tidak Ada,M,Hitam,1\n'),
      });
      await page.getByRole('button', { name: 'Periksa' }).click();
      await expect(page.getByRole('table', { name: 'Masalah di berkas CSV' })).toBeVisible();
      await audit(page, testInfo, 'admin Impor Produk (with problems)');
    });
  });
}
