/**
 * Journey 2 — a shopper: register, log in, fill the cart, check out, pay in the simulator's popup
 * and follow the order in 'Pesanan Saya'; then the other popup outcomes ('Tutup', 'Pending'),
 * 'Bayar Sekarang' from my orders, and an unpaid order that expires.
 */
import { expect, payInPopup, paymentPopup, rupiah, test, unique, type Product } from '../fixtures.ts';
import { checkoutLine, chooseCity, chooseOnProductPage, expectOrderInTab, orderCard, submitCheckout } from '../flows.ts';

const CITY = 'Bandung';
const ADDRESS = 'Jl. Dago No. 12, Coblong, Bandung 40135';

async function productNamed(shop: { products(q?: string): Promise<Product[]> }, name: string): Promise<Product> {
  const found = (await shop.products()).find((p) => p.name === name);
  if (!found) throw new Error(`demo product '${name}' missing`);
  return found;
}

test.describe('shopper', () => {
  test('register → login → cart → checkout validation → pay → Dibayar → detail', async ({ page, shop, dialogs }) => {
    const shirt = await productNamed(shop, 'Kemeja Oxford Lengan Panjang');
    const tee = await productNamed(shop, 'Kaos Polos Basic Cotton Combed 30s');
    const username = unique('pembeli.');
    const email = `${username}@e2e.gayaku.test`;
    const password = 'rahasia-e2e-123';

    // Register (the server's message is alerted), then log in through the screen.
    await page.goto('/auth/register');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    expect(await dialogs.next()).toBe('Registrasi berhasil. Silakan masuk.');
    await expect(page).toHaveURL(/\/auth\/login$/);
    // The register form (with its own Email field) may still be on screen for a moment: wait for the login form.
    await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Daftar', exact: true })).toHaveCount(0);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Tampilkan password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Profil' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();

    // Two products into the cart: the shirt in a size and colour chosen on its page; the tee through
    // the API without a choice (a line as old carts hold them), so the order summary asks for one.
    const shirtPair = await shop.inStockPair(shirt.id);
    const teePair = await shop.inStockPair(tee.id);
    await page.goto(`/products/${shirt.id}`);
    await expect(page.getByRole('heading', { level: 1, name: shirt.name })).toBeVisible();
    await chooseOnProductPage(page, shirtPair);
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await expect(page.getByText('Produk berhasil ditambahkan ke keranjang!').first()).toBeVisible();
    const session = await shop.login({ email, password });
    await shop.addToCart(session, tee.id);

    // Cart: plus / minus; minus at 1 sends nothing and changes nothing.
    await header.getByRole('link', { name: 'Keranjang' }).click();
    await expect(page).toHaveURL(/\/shopping-cart$/);
    await expect(page.getByRole('heading', { name: 'Keranjang Belanja' })).toBeVisible();
    const qty = page.getByRole('group', { name: `Jumlah ${shirt.name}` }).locator('output');
    await expect(qty).toHaveText('1');
    const summary = page.getByRole('complementary', { name: 'Ringkasan Belanja' });
    await expect(summary).toContainText(`Rp ${(shirt.price + tee.price).toLocaleString('id-ID')}`);

    await page.getByRole('button', { name: `Tambah jumlah ${shirt.name}` }).click();
    await expect(qty).toHaveText('2');
    await expect(summary.getByText('Subtotal (3 barang)')).toBeVisible();
    await page.getByRole('button', { name: `Kurangi jumlah ${shirt.name}` }).click();
    await expect(qty).toHaveText('1');
    await expect(summary.getByText('Subtotal (2 barang)')).toBeVisible();

    const updates: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/cart/')) updates.push(r.url());
    });
    // The button stays pressable at 1 (aria-disabled only): pressing it must do nothing.
    await page.getByRole('button', { name: `Kurangi jumlah ${shirt.name}` }).click({ force: true });
    await page.waitForTimeout(400);
    await expect(qty).toHaveText('1');
    expect(updates, 'minus at 1 sends no update').toEqual([]);

    // City: shipping is 0 until one is chosen.
    const shippingRow = summary.getByText('Ongkos kirim', { exact: true }).locator('..');
    await expect(shippingRow).toContainText('Rp 0');
    await chooseCity(page, CITY);
    await expect(shippingRow).toContainText('Rp 15.000');
    await expect(summary.getByText('Total', { exact: true }).locator('..')).toContainText(
      `Rp ${(shirt.price + tee.price + 15_000).toLocaleString('id-ID')}`,
    );
    await summary.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/order$/);

    // Order summary: validation messages in the spec's order.
    await expect(page.getByRole('heading', { name: 'Ringkasan Pesanan' })).toBeVisible();
    await expect(checkoutLine(page, shirt.name)).toContainText(`1 x Rp ${shirt.price.toLocaleString('id-ID')}`);
    await expect(page.getByRole('complementary', { name: 'Ringkasan', exact: true })).toContainText(CITY);
    await expect(page.getByPlaceholder('Masukkan alamat lengkap...')).toBeVisible();
    const alert = page.getByRole('complementary', { name: 'Ringkasan', exact: true }).getByRole('alert');
    await page.getByRole('button', { name: 'Lanjut Bayar' }).click();
    await expect(alert).toHaveText('Masukkan alamat pengiriman');
    await page.getByRole('textbox', { name: 'Alamat pengiriman' }).fill('   ');
    await page.getByRole('button', { name: 'Lanjut Bayar' }).click();
    await expect(alert).toHaveText('Masukkan alamat pengiriman');

    await page.getByRole('textbox', { name: 'Alamat pengiriman' }).fill(ADDRESS);
    // The shirt's line comes with the size and colour chosen on its page; the tee's has none yet.
    await expect(checkoutLine(page, shirt.name).getByRole('combobox', { name: 'Ukuran' })).toHaveValue(shirtPair.size);
    await expect(checkoutLine(page, shirt.name).getByRole('combobox', { name: 'Warna' })).toHaveValue(shirtPair.color);
    await page.getByRole('button', { name: 'Lanjut Bayar' }).click();
    await expect(alert).toHaveText(`Pilih ukuran dan warna untuk produk ${tee.name}`);
    await expect(checkoutLine(page, tee.name).getByRole('combobox', { name: 'Ukuran' }).locator('option').first()).toHaveText('Pilih Size');
    await expect(checkoutLine(page, tee.name).getByRole('combobox', { name: 'Warna' }).locator('option').first()).toHaveText('Pilih Warna');

    // Pay in the simulator's popup.
    await submitCheckout(page, [{ name: tee.name, ...teePair }], ADDRESS);
    const popup = paymentPopup(page);
    for (const name of ['Bayar', 'Pending', 'Gagal', 'Tutup']) {
      await expect(popup.getByRole('button', { name, exact: true })).toBeVisible({ timeout: 15_000 });
    }
    await payInPopup(page, 'Bayar');
    await expect(page).toHaveURL(/\/myorder\?payment=success$/);
    await expect(page.getByText('Pembayaran berhasil! Status pesanan akan diperbarui.')).toBeVisible();

    // The server marks it paid when the simulator's signed notification arrives; the page follows.
    const [order] = await shop.myOrders(session);
    if (!order) throw new Error('no order was created');
    const card = await expectOrderInTab(page, 'Dibayar', order.id);
    await expect(card).toContainText('Sudah Dibayar');
    await expect(card).toContainText(order.midtrans_order_id ?? '');
    await expect(card).toContainText(CITY);
    await expect(card).toContainText(ADDRESS);
    expect(rupiah(await card.getByText(/^Rp /).first().innerText())).toBe(shirt.price + tee.price + 15_000);
    await expect(card.getByRole('button', { name: 'Bayar Sekarang' })).toHaveCount(0);

    // Detail modal.
    await card.getByRole('button', { name: 'Lihat Detail' }).click();
    const modal = page.getByRole('dialog', { name: `Detail Pesanan #${order.id}` });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(order.midtrans_order_id ?? '');
    await expect(modal).toContainText(shirt.name);
    await expect(modal).toContainText(tee.name);
    await expect(modal).toContainText(`Ukuran: ${shirtPair.size}`);
    await expect(modal).toContainText(`Warna: ${teePair.color}`);
    await expect(modal.getByText('Subtotal produk', { exact: true }).locator('..')).toContainText(
      `Rp ${(shirt.price + tee.price).toLocaleString('id-ID')}`,
    );
    await expect(modal.getByText('Ongkos kirim', { exact: true }).locator('..')).toContainText('Rp 15.000');
    await modal.getByRole('button', { name: 'Tutup' }).first().click();
    await expect(modal).toBeHidden();

    // The ordered products left the cart.
    expect(await shop.cart(session)).toEqual([]);
  });

  test('popup Tutup shows Pembayaran dibatalkan.; Bayar Sekarang from my orders pays later', async ({ page, shop, loginAs }) => {
    const session = await shop.newShopper('tutup');
    const product = await productNamed(shop, 'Hoodie Polos Fleece');
    await shop.ensureStock(product.id, [{ size: 'L', color: 'Navy' }]);
    await shop.addToCart(session, product.id);
    await loginAs(page, session);

    await page.goto('/shopping-cart');
    await chooseCity(page, CITY);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await submitCheckout(page, [{ name: product.name, size: 'L', color: 'Navy' }], ADDRESS);
    await payInPopup(page, 'Tutup');
    await expect(page.getByText('Pembayaran dibatalkan.')).toBeVisible();
    await expect(paymentPopup(page).locator('body')).toHaveCount(0);

    const [order] = await shop.myOrders(session);
    expect(order?.status).toBe('pending');
    await page.getByRole('link', { name: 'Lihat Pesanan Saya' }).click();
    await expect(page).toHaveURL(/\/myorder$/);
    const card = await expectOrderInTab(page, 'Diproses', order!.id);
    await expect(card).toContainText('Menunggu Pembayaran');
    await card.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await payInPopup(page, 'Bayar');
    await expect(page.getByText('Pembayaran berhasil! Status pesanan akan diperbarui.')).toBeVisible();
    await shop.waitForStatus(session, order!.id, 'paid');
    await expect(page.getByText(`Status pesanan #${order!.id} sudah diperbarui.`)).toBeVisible({ timeout: 15_000 });
    await expectOrderInTab(page, 'Dibayar', order!.id);
    await expect(orderCard(page, order!.id)).toContainText('Sudah Dibayar');
  });

  test('popup Pending shows Pembayaran pending.; the unpaid order expires into Dibatalkan', async ({ page, shop, loginAs }) => {
    const session = await shop.newShopper('pending');
    const product = await productNamed(shop, 'Celana Chino Slim Fit');
    await shop.ensureStock(product.id, [{ size: '30', color: 'Krem' }]);
    await shop.addToCart(session, product.id);
    await loginAs(page, session);

    await page.goto('/shopping-cart');
    await chooseCity(page, 'Jakarta');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await submitCheckout(page, [{ name: product.name, size: '30', color: 'Krem' }], 'Jl. Tebet Raya No. 1, Jakarta');
    await payInPopup(page, 'Pending');
    await expect(page.getByText('Pembayaran pending.')).toBeVisible();

    const [order] = await shop.myOrders(session);
    expect(order?.status).toBe('pending');
    await shop.simulate(order!.midtrans_order_id!, 'expire');
    await shop.waitForStatus(session, order!.id, 'expired');

    await page.goto('/myorder');
    // 'Pesanan Saya' opens on the tab of the newest order: this one, under 'Dibatalkan'.
    await expect(page.getByRole('tab', { name: /^Dibatalkan/ })).toHaveAttribute('aria-selected', 'true');
    const card = await expectOrderInTab(page, 'Dibatalkan', order!.id);
    await expect(card).toContainText('Kadaluarsa');
    await expect(card.getByRole('button', { name: 'Bayar Sekarang' })).toHaveCount(0);
  });
});
