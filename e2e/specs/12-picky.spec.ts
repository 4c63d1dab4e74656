/**
 * Journey 10 — what a picky shopper and a busy admin found. On a 390 × 844 phone: a visitor taps
 * 'Tambah ke Keranjang' in the docked buy bar, registers from the login page and comes back with the
 * line added, the e-mail filled in and the cart count shown; toasts stay clear of the header and the
 * bars; every control named is 44 px to tap; 'Pesanan Saya' opens on the newest order's tab and its
 * detail modal passes axe. On a desk: a new colour is highlighted on its page after saving, the
 * product form says 'Total Terjual' is required, and a file that is not an image is refused as picked.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, expect, payInPopup, test, unique } from '../fixtures.ts';
import { chooseCity, chooseOnProductPage, fillDelivery } from '../flows.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`not on screen: ${locator.toString()}`);
  return found;
}

async function expectTappable(locator: Locator, what: string): Promise<void> {
  const { width, height } = await box(locator);
  expect(Math.round(width), `${what}: width`).toBeGreaterThanOrEqual(44);
  expect(Math.round(height), `${what}: height`).toBeGreaterThanOrEqual(44);
}

async function seriousAxe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

test.describe('a picky shopper on a phone', () => {
  test.use(PHONE);

  test('buy bar → login → register → back with the line added; toasts, cart count, tabs, touch targets', async ({
    page,
    shop,
    dialogs,
  }) => {
    const product = (await shop.products()).find((p) => p.sizes.length >= 2 && p.colors.length >= 2);
    if (!product) throw new Error('no demo product with sizes and colours');
    const pair = await shop.inStockPair(product.id);

    // The add button is below the fold on a phone: it is docked to the buy bar, with the price.
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const bar = page.locator('[data-buy-bar="docked"]');
    await expect(bar).toBeVisible();
    const add = page.getByRole('button', { name: 'Tambah ke Keranjang' });
    await expect(add).toBeInViewport();
    const nav = await box(page.getByRole('navigation', { name: 'Navigasi bawah' }));
    expect((await box(bar)).y + (await box(bar)).height).toBeLessThanOrEqual(nav.y + 1);

    await chooseOnProductPage(page, pair);
    await add.click();
    await expect(page).toHaveURL(new RegExp(`/auth/login\\?next=%2Fproducts%2F${product.id}$`));

    // 'Daftar sekarang' keeps next; after registering the e-mail is filled in.
    await page.getByRole('link', { name: 'Daftar sekarang' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/register\\?next=%2Fproducts%2F${product.id}$`));
    await expect(page.getByRole('heading', { name: 'Daftar' })).toBeVisible();
    const username = unique('teliti.');
    const email = `${username}@e2e.gayaku.test`;
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('rahasia-e2e-123');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    expect(await dialogs.next()).toBe('Registrasi berhasil. Silakan masuk.');
    await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Daftar', exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Password', { exact: true }).fill('rahasia-e2e-123');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();

    // Back on the product: the line the visitor asked for is in the cart, and the bottom bar counts it.
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'Produk berhasil ditambahkan ke keranjang!' });
    await expect(toast).toBeVisible();
    const session = await shop.login({ email, password: 'rahasia-e2e-123' });
    const cart = await shop.cart(session);
    expect(cart.map((line) => [line.product_id, line.quantity])).toEqual([[product.id, 1]]);
    const bottomCart = page.getByRole('navigation', { name: 'Navigasi bawah' }).getByRole('link', { name: 'Keranjang' });
    await expect(bottomCart.getByTestId('cart-count')).toHaveText('1');

    // The toast covers neither the header nor the bars, and closes with a 44 px button (measured once
    // its entrance animation has brought it fully on screen).
    await expect(toast).toBeInViewport({ ratio: 1 });
    await page.waitForTimeout(300);
    const toastBox = await box(toast);
    const header = await box(page.getByRole('banner'));
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    const barBox = await box(page.locator('[data-buy-bar]').first());
    if ((await page.locator('[data-buy-bar="docked"]').count()) > 0) expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barBox.y + 1);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(nav.y + 1);
    const close = toast.getByRole('button', { name: 'Tutup notifikasi' });
    await expectTappable(close, 'toast close');
    await close.click();
    await expect(toast).toHaveCount(0);

    // Touch targets on a phone.
    await expectTappable(page.getByRole('banner').getByRole('button', { name: 'Notifikasi' }), 'bell');
    await page.goto('/');
    const dots = page.locator('.ad-swiper .swiper-pagination-bullet');
    await expect(dots.first()).toBeVisible();
    await expectTappable(dots.first(), 'banner dot');
    await expectTappable(page.getByRole('button', { name: /berikutnya/i }).first(), 'carousel arrow');
    await page.goto('/products');
    const filters = page.getByRole('complementary', { name: 'Filter produk' });
    await expect(filters).toBeAttached();
    const toggle = page.getByRole('button', { name: /^Kategori/ }).first();
    await expectTappable(toggle, 'filter toggle');
    await page.goto('/shopping-cart');
    const stepper = page.getByRole('group', { name: `Jumlah ${product.name}` });
    await expectTappable(stepper.getByRole('button').first(), 'cart minus');
    await expectTappable(stepper.getByRole('button').last(), 'cart plus');

    // 'Pesanan Saya' opens on the newest order's tab ('Dibayar'), and a named tab wins.
    const order = await shop.paidOrder(session, product);
    await page.goto('/myorder');
    await expect(page.getByRole('tab', { name: /^Dibayar/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: `Pesanan #${order.id}` })).toBeVisible();
    expect(await seriousAxe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Lihat Detail' }).click();
    const dialog = page.getByRole('dialog', { name: `Detail Pesanan #${order.id}` });
    await expect(dialog.getByText('Ringkasan pembayaran')).toBeVisible();
    await expectTappable(dialog.getByRole('button', { name: 'Tutup' }), 'modal close');
    expect(await seriousAxe(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await page.goto('/myorder?tab=shipped');
    await expect(page.getByRole('tab', { name: /^Diantar/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('each payment outcome at checkout comes into view with the focus, in its own tone', async ({ page, shop, loginAs }) => {
    const session = await shop.newShopper('hasil');
    const product = (await shop.products()).find((p) => p.sizes.length > 0 && p.colors.length > 0);
    if (!product) throw new Error('no demo product with sizes and colours');
    const pair = await shop.inStockPair(product.id);
    await shop.ensureStock(product.id, [pair]);
    await shop.addToCart(session, product.id, 1, pair);
    await loginAs(page, session);

    await page.goto('/order');
    await chooseCity(page, 'Bandung');
    await page.getByRole('textbox', { name: 'Alamat pengiriman' }).fill('Jl. Braga No. 8, Bandung');
    await fillDelivery(page);
    await page.getByRole('button', { name: 'Lanjut Bayar' }).click();
    const panel = page.getByRole('region', { name: /^Pesanan #\d+ dibuat$/ });
    await expect(panel).toHaveAttribute('data-tone', 'waiting');

    // The long form gave way to a short panel: whatever the popup's outcome, the panel is on screen
    // (not the footer) and holds the focus, and its tone and icon follow the outcome.
    const outcomes = [
      { press: ['Tutup'], text: 'Pembayaran dibatalkan.', tone: 'closed' },
      { press: ['Pending'], text: 'Pembayaran pending.', tone: 'pending' },
      { press: ['Gagal', 'Tutup'], text: 'Pembayaran gagal: ', tone: 'error' },
    ] as const;
    for (const [i, outcome] of outcomes.entries()) {
      if (i > 0) await panel.getByRole('button', { name: 'Bayar Sekarang' }).click();
      for (const button of outcome.press) await payInPopup(page, button);
      await expect(panel.getByRole('status')).toContainText(outcome.text);
      await expect(panel).toHaveAttribute('data-tone', outcome.tone);
      await expect(panel).toBeFocused();
      await expect(panel).toBeInViewport({ ratio: 0.9 });
      await expect(panel.locator('[data-icon="check"]')).toHaveCount(0);
    }

    // Success goes to 'Pesanan Saya', whose payment message is in view and focused.
    await panel.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await payInPopup(page, 'Bayar');
    await expect(page).toHaveURL(/\/myorder\?payment=success$/);
    const paid = page.getByRole('status').filter({ hasText: 'Pembayaran berhasil! Status pesanan akan diperbarui.' });
    await expect(paid).toBeFocused();
    await expect(paid).toBeInViewport();
    await expect(paid).toHaveAttribute('data-tone', 'success');

    // Four tries at paying made one order, and the bell holds one 'Pesanan Dibuat' for it.
    const notes = await shop.notifications(session);
    expect(notes.filter((n) => n.title === 'Pesanan Dibuat')).toHaveLength(1);
  });

  test('the bell counts a status change within seconds, from the stream and not a poll', async ({ page, shop, loginAs }) => {
    const session = await shop.newShopper('lonceng');
    const product = (await shop.products()).find((p) => p.sizes.length > 0 && p.colors.length > 0);
    if (!product) throw new Error('no demo product with sizes and colours');
    const order = await shop.paidOrder(session, product);
    await loginAs(page, session);
    const streams: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/notifications/stream?')) streams.push(r.url());
    });
    const lists: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith(`/api/notifications/${session.user.id}`)) lists.push(Date.now());
    });
    await page.goto('/');
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifikasi' });
    const count = bell.getByTestId('notification-count');
    await expect(count).toHaveText('2'); // 'Pesanan Dibuat' and 'Pembayaran Berhasil'
    await expect.poll(() => streams.length).toBe(1);
    expect(streams[0]).toMatch(/\?ticket=[\w-]+\.[\w-]+\.[\w-]+$/);
    await page.waitForTimeout(500); // the stream is open and has said 'ready'

    const admin = await shop.login(ADMIN);
    const changedAt = Date.now();
    await shop.setOrderStatus(admin, order.id, 'shipped');
    await expect(count).toHaveText('3', { timeout: 3_000 });
    const tookMs = Date.now() - changedAt;
    expect(tookMs).toBeLessThan(3_000);
    test.info().annotations.push({ type: 'bell update after a status change', description: `${tookMs} ms` });
    // Read elsewhere (another device): the count follows too.
    await page.request.put('/api/notifications/read-all', { headers: { authorization: `Bearer ${session.token}` } });
    await expect(count).toHaveCount(0, { timeout: 3_000 });
    expect(lists.length).toBeGreaterThanOrEqual(3);
  });
});

test.describe('a busy admin on a desk', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a new colour is shown highlighted; Total Terjual says it is required; a non-image is refused', async ({ page, loginAs, shop }) => {
    await loginAs(page, ADMIN);
    const name = unique('Warna ', 20);
    await page.goto('/admin/color/create');
    await page.getByRole('textbox').fill(name);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/admin\/attributes$/);
    const row = page.locator('tr[data-highlighted="true"]');
    await expect(row).toContainText(name);
    await expect(row).toContainText('Baru disimpan');
    await expect(row).toBeInViewport();

    await page.goto('/admin/products/create');
    const sold = page.getByLabel(/Total Terjual/);
    await expect(sold).toHaveAttribute('aria-required', 'true');
    await expect(sold).not.toHaveAttribute('placeholder');
    await expect(page.getByText('Wajib diisi. Isi 0 bila belum ada yang terjual.')).toBeVisible();
    await page.getByLabel(/Gambar Produk/).setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('bukan gambar') });
    await expect(page.getByRole('alert').filter({ hasText: 'Berkas harus berupa gambar JPEG, PNG atau WebP' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Pratinjau gambar produk' })).toHaveCount(0);

    // Clean up the colour.
    const admin = await shop.login(ADMIN);
    const colors = (await (await page.request.get('/api/colors')).json()) as { id: number; color_name: string }[];
    const made = colors.find((c) => c.color_name === name);
    if (made) await page.request.delete(`/api/colors/${made.id}`, { headers: { Authorization: `Bearer ${admin.token}` } });
  });
});
