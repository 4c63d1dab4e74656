/**
 * Journey 9 — stock per size and colour. On a phone (390 × 844) a shopper picks a size and a colour,
 * sees a sold-out pair as 'Habis' and 'Sisa 3' on one nearly gone, adds it to the cart, checks out and
 * pays; the sale leaves the stock one lower. Then the admin sets stock and a SKU in the product's grid,
 * and opens 'Stok Menipis' from the dashboard.
 * The sold-out pair is made so through the admin API first (stock = what unpaid orders hold), so the
 * journey does not depend on the demo stock.
 */
import { ADMIN, expect, expectNoHorizontalScroll, payInPopup, test, unique, type Pair, type Product, type ShopApi } from '../fixtures.ts';
import { checkoutLine, chooseCity, chooser, chooseOnProductPage, expectOrderInTab, fillDelivery } from '../flows.ts';

const ADDRESS = 'Jl. Braga No. 7, Sumur Bandung, Bandung 40111';

/**
 * The demo product with two sizes and two colours that was added last (by id, so both tests find the
 * same one whatever sells meanwhile). Its first size with the first colour is the pair to sell out,
 * with the second colour the pair to buy.
 */
async function stockProduct(shop: ShopApi): Promise<{ product: Product; soldOut: Pair; buy: Pair }> {
  const candidates = (await shop.products()).filter((p) => p.sizes.length >= 2 && p.colors.length >= 2);
  const product = candidates.sort((a, b) => b.id - a.id)[0];
  if (!product) throw new Error('no demo product with two sizes and two colours');
  const size = product.sizes[0]!.size_name;
  return { product, soldOut: { size, color: product.colors[0]!.color_name }, buy: { size, color: product.colors[1]!.color_name } };
}

const pairOf = (stock: Awaited<ReturnType<ShopApi['stock']>>, pair: Pair) => {
  const found = stock.variants.find((v) => v.size_name === pair.size && v.color_name === pair.color);
  if (!found) throw new Error(`no stock row for ${pair.size} × ${pair.color}`);
  return found;
};

test.describe('stock per size and colour', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("picks a size and colour, sees 'Habis' on a sold-out one, and pays", async ({ page, shop, loginAs }) => {
      const admin = await shop.login(ADMIN);
      const { product, soldOut, buy } = await stockProduct(shop);
      const before = await shop.stock(admin, product.id);
      const heldBuy = pairOf(before, buy).held;
      await shop.setStock(admin, product.id, [
        { size_name: soldOut.size, color_name: soldOut.color, stock: pairOf(before, soldOut).held },
        { size_name: buy.size, color_name: buy.color, stock: heldBuy + 3 },
      ]);

      const session = await shop.newShopper('stok');
      await loginAs(page, session);
      await page.goto(`/products/${product.id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      const sizes = chooser(page, 'Ukuran');
      const colours = chooser(page, 'Warna');
      await expect(sizes.getByRole('radio')).toHaveCount(product.sizes.length);
      await expect(colours.getByRole('radio')).toHaveCount(product.colors.length);

      // Adding asks for a choice first.
      await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
      await expect(page.getByText('Pilih ukuran dan warna terlebih dahulu')).toBeVisible();

      await sizes
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: buy.size, exact: true }) })
        .click();
      await expect(sizes.getByRole('radio', { name: buy.size, exact: true })).toBeChecked();
      const habis = colours.getByRole('radio', { name: `${soldOut.color} Habis`, exact: true });
      await expect(habis).toBeDisabled();
      await expect(colours.getByText('Habis', { exact: true })).toBeVisible();
      await expectNoHorizontalScroll(page, '/products/{id} with the choosers');

      await chooseOnProductPage(page, buy);
      await expect(page.getByText('Sisa 3', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
      await expect(page.getByText('Produk berhasil ditambahkan ke keranjang!').first()).toBeVisible();

      // The cart line names the pair; /order comes with it chosen.
      await page.getByRole('navigation', { name: 'Navigasi bawah' }).getByRole('link', { name: 'Keranjang' }).click();
      await expect(page).toHaveURL(/\/shopping-cart$/);
      await expect(page.getByRole('row').filter({ hasText: product.name })).toContainText(`Ukuran ${buy.size} · Warna ${buy.color}`);
      await chooseCity(page, 'Bandung');
      await page.getByRole('button', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/order$/);
      const line = checkoutLine(page, product.name);
      await expect(line.getByRole('combobox', { name: 'Ukuran' })).toHaveValue(buy.size);
      await expect(line.getByRole('combobox', { name: 'Warna' })).toHaveValue(buy.color);
      await expectNoHorizontalScroll(page, '/order');
      await page.getByRole('textbox', { name: 'Alamat pengiriman' }).fill(ADDRESS);
      await fillDelivery(page);
      await page.getByRole('button', { name: 'Lanjut Bayar' }).click();

      // While the payment window is open, the pair is held; paid, it is sold: one fewer on hand.
      await payInPopup(page, 'Bayar');
      await expect(page).toHaveURL(/\/myorder\?payment=success$/);
      const [order] = await shop.myOrders(session);
      if (!order) throw new Error('no order was created');
      await shop.waitForStatus(session, order.id, 'paid');
      await expectOrderInTab(page, 'Dibayar', order.id);
      await expect
        .poll(async () => {
          const v = pairOf(await shop.stock(admin, product.id), buy);
          return { stock: v.stock, held: v.held, available: v.available };
        })
        .toEqual({ stock: heldBuy + 2, held: heldBuy, available: 2 });
    });
  });

  test('the admin sets stock and a SKU in the grid, and opens Stok Menipis', async ({ page, shop, loginAs }) => {
    const admin = await loginAs(page, ADMIN);
    const { product, soldOut } = await stockProduct(shop);
    const held = pairOf(await shop.stock(admin, product.id), soldOut).held;
    const sku = unique('E2E-', 24).toUpperCase();

    await page.goto(`/admin/products/edit/${product.id}`);
    const grid = page.getByRole('region', { name: 'Stok per Ukuran dan Warna' });
    const stockInput = grid.getByRole('spinbutton', { name: `Stok ${soldOut.size} ${soldOut.color}`, exact: true });
    await expect(stockInput).toBeVisible();
    await expect(grid.getByRole('spinbutton')).toHaveCount(product.sizes.length * product.colors.length);

    // A fraction is refused before anything is sent.
    await stockInput.fill('1.5');
    await grid.getByRole('button', { name: 'Simpan Stok' }).click();
    await expect(grid.getByRole('alert')).toContainText('Stok harus bilangan bulat 0 sampai 100.000');

    await stockInput.fill(String(held + 12));
    await grid.getByRole('textbox', { name: `SKU ${soldOut.size} ${soldOut.color}`, exact: true }).fill(sku);
    await grid.getByRole('button', { name: 'Simpan Stok' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Stok berhasil disimpan' }).first()).toBeVisible();
    await expect(stockInput.locator('xpath=..')).toContainText(`Dipesan ${held} · Tersedia 12`);
    const saved = pairOf(await shop.stock(admin, product.id), soldOut);
    expect(saved).toMatchObject({ stock: held + 12, held, available: 12, sku });

    // The shop sees it: the pair is no longer 'Habis'.
    const detail = await shop.product(product.id);
    expect(detail.variants?.find((v) => v.size_name === soldOut.size && v.color_name === soldOut.color)?.available).toBe(12);

    await page.goto('/admin/dashboard');
    const card = page.getByRole('list', { name: 'Ringkasan' }).getByRole('link').filter({ hasText: 'Stok Menipis' });
    await expect(card).toContainText(/\d/);
    await card.click();
    await expect(page).toHaveURL(/\/admin\/stock\/low$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stok Menipis' })).toBeVisible();
    await expect(page.getByText(/^Varian dengan stok tersedia \d+ atau kurang\.$/)).toBeVisible();

    // Leave the SKU as it was (none); the stock stays, which no other journey relies on.
    await shop.setStock(admin, product.id, [{ size_name: soldOut.size, color_name: soldOut.color, stock: held + 12, sku: null }]);
  });
});
