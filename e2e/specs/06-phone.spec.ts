/**
 * Journey 6 — a phone (375 × 812): the fixed bottom bar and its active item, the checkout journey at
 * that size, and no horizontal scrolling on any storefront page.
 */
import type { Page } from '@playwright/test';
import { DEMO_SHOPPER, expect, expectNoHorizontalScroll, payInPopup, test } from '../fixtures.ts';
import { chooseCity, expectOrderInTab, submitCheckout } from '../flows.ts';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

function bottomBar(page: Page) {
  return page.getByRole('navigation', { name: 'Navigasi bawah' });
}

async function expectActive(page: Page, label: string): Promise<void> {
  const bar = bottomBar(page);
  const links = bar.getByRole('link');
  await expect(bar.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
  // The highlight is visible, not only in the markup: the active item's colour differs from the
  // others'. Polled, since the items fade to their colour (transition-colors) after the navigation.
  const sameAsActive = async () => {
    const colours = await links.evaluateAll((els) =>
      els.map((el) => ({
        text: el.textContent?.trim(),
        colour: getComputedStyle(el).color,
        active: el.getAttribute('aria-current') === 'page',
      })),
    );
    const active = colours.find((c) => c.active);
    return colours.filter((c) => !c.active && c.colour === active?.colour).map((c) => `${c.text} vs ${active?.text}`);
  };
  await expect.poll(sameAsActive, { message: 'items coloured like the active one' }).toEqual([]);
}

test('bottom bar: Home, Cari, Keranjang, Masuk/Profil and the active item', async ({ page, loginAs }) => {
  await page.goto('/');
  const bar = bottomBar(page);
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link')).toHaveText(['Home', 'Cari', 'Keranjang', 'Masuk']);
  const box = await bar.boundingBox();
  expect(box && Math.round(box.y + box.height)).toBe(812); // fixed to the bottom edge
  await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk' })).toBeHidden(); // the header keeps them for wider screens
  await expectActive(page, 'Home');

  await bar.getByRole('link', { name: 'Cari' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expectActive(page, 'Cari');

  await bar.getByRole('link', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expectActive(page, 'Masuk');

  await loginAs(page, { email: 'agus.pratama@contoh.id', password: DEMO_SHOPPER.password }); // a demo shopper: nothing here changes data
  await page.goto('/');
  await expect(bar.getByRole('link')).toHaveText(['Home', 'Cari', 'Keranjang', 'Profil']);
  await bar.getByRole('link', { name: 'Keranjang' }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await expectActive(page, 'Keranjang');
  await bar.getByRole('link', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expectActive(page, 'Profil');
  await expect(
    page.getByRole('button', { name: 'Cek Pesanan Anda' }).or(page.getByRole('link', { name: 'Cek Pesanan Anda' })),
  ).toBeVisible();
});

test('checkout at phone size, and no horizontal scrolling on any storefront page', async ({ page, shop, loginAs }) => {
  const session = await shop.newShopper('hpco');
  const products = await shop.products();
  const jacket = products.find((p) => p.name === 'Jaket Windbreaker Anti Air')!;
  const trousers = products.find((p) => p.name === 'Celana Jeans Slim Fit Stretch')!;
  await shop.ensureStock(jacket.id, [{ size: 'XL', color: 'Merah' }]);
  await shop.ensureStock(trousers.id, [{ size: '32', color: 'Hitam' }]);
  await shop.addToCart(session, jacket.id);
  await shop.addToCart(session, trousers.id);
  await loginAs(page, session);

  const visited: string[] = [];
  const check = async (where: string) => {
    visited.push(where);
    await expectNoHorizontalScroll(page, where);
  };

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Rekomendasi Untuk Anda' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Produk Terpopuler' }).getByRole('link').first()).toBeVisible();
  await check('/');
  await page.goto('/products');
  await expect(page.getByRole('region', { name: 'Daftar produk' }).getByRole('link').first()).toBeVisible();
  await check('/products');
  await page.goto(`/products?search=${encodeURIComponent('kemeja flanel kotak')}`);
  await expect(page.getByRole('region', { name: 'Daftar produk' }).getByRole('link').first()).toBeVisible();
  await check('/products?search=');
  await page.goto(`/products/${jacket.id}`);
  await expect(page.getByRole('heading', { level: 1, name: jacket.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mungkin Anda juga suka' }).getByRole('link').first()).toBeVisible();
  await check('/products/{id}');
  await page.goto('/user/profile');
  await expect(page.getByRole('button', { name: 'Simpan Perubahan' })).toBeVisible();
  await check('/user/profile');

  // The checkout journey at this size.
  await bottomBar(page).getByRole('link', { name: 'Keranjang' }).click();
  await expect(page.getByRole('group', { name: `Jumlah ${jacket.name}` })).toBeVisible();
  await check('/shopping-cart');
  await page.getByRole('button', { name: `Tambah jumlah ${trousers.name}` }).click();
  await expect(page.getByRole('group', { name: `Jumlah ${trousers.name}` }).locator('output')).toHaveText('2');
  await chooseCity(page, 'Surabaya');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('button', { name: 'Lanjut Bayar' })).toBeVisible();
  await check('/order');
  await submitCheckout(
    page,
    [
      { name: jacket.name, size: 'XL', color: 'Merah' },
      { name: trousers.name, size: '32', color: 'Hitam' },
    ],
    'Jl. Raya Darmo No. 45, Wonokromo, Surabaya 60241',
  );
  const frame = page.locator('iframe[src*="/payment-sandbox/"]');
  await expect(frame).toBeVisible({ timeout: 15_000 });
  const frameBox = await frame.boundingBox();
  expect(frameBox && frameBox.x >= 0 && frameBox.x + frameBox.width <= 375).toBe(true);
  await payInPopup(page, 'Bayar');
  await expect(page).toHaveURL(/\/myorder\?payment=success$/);
  const [order] = await shop.myOrders(session);
  await expect(page.getByText('Pembayaran berhasil! Status pesanan akan diperbarui.')).toBeVisible();
  const card = await expectOrderInTab(page, 'Dibayar', order!.id);
  await expect(card).toContainText('Surabaya');
  await check('/myorder');
  await card.getByRole('button', { name: 'Lihat Detail' }).click();
  await expect(page.getByRole('dialog', { name: `Detail Pesanan #${order!.id}` })).toContainText(jacket.name);
  await check('/myorder (detail)');
  await page.keyboard.press('Escape');

  const [notification] = await shop.notifications(session);
  await page.goto(`/notifications/${notification!.id}`);
  await expect(page.getByRole('heading', { name: notification!.title })).toBeVisible();
  await check('/notifications/{id}');

  // Logged-out pages.
  await page.evaluate(() => localStorage.clear());
  for (const [path, ready] of [
    ['/auth/login', 'Masuk'],
    ['/auth/register', 'Daftar'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: ready, exact: true })).toBeVisible();
    await check(path);
  }
  await page.goto('/halaman-tidak-ada');
  await expect(bottomBar(page)).toBeVisible();
  await check('not found');
  expect(visited.length).toBeGreaterThanOrEqual(12);
});
