/**
 * Journey 1 — a visitor (not logged in): home sections and 'Muat Lebih Banyak', header search,
 * product list sort and filters, product detail, and the login redirects of 'Tambah ke Keranjang'
 * and the admin area.
 */
import { expect, rupiah, test } from '../fixtures.ts';

test.describe('visitor', () => {
  test('home shows its sections and Muat Lebih Banyak grows the recommendations from 12 to 24', async ({ page, shop }) => {
    const all = await shop.products();
    expect(all.length, 'the demo catalogue has more than 24 products').toBeGreaterThan(24);

    await page.goto('/');
    await expect(page.getByText('Browser', { exact: true })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Produk Terpopuler' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Kategori', exact: true })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const column of ['Kategori', 'Bantuan', 'Hubungi Kami']) await expect(footer.getByRole('heading', { name: column })).toBeVisible();
    await expect(footer).toContainText('halo@gayaku.id');
    await expect(footer).toContainText(String(new Date().getFullYear()));

    const categories = page.getByRole('region', { name: 'Kategori', exact: true });
    await expect(categories.getByRole('link', { name: 'Kemeja', exact: true })).toBeVisible();

    const reco = page.getByRole('region', { name: 'Rekomendasi Untuk Anda' });
    await expect(reco.getByRole('heading', { name: 'Rekomendasi Untuk Anda' })).toBeVisible();
    await expect(reco.getByRole('link', { name: /Semua produk/ })).toHaveAttribute('href', '/products');
    const cards = reco.getByRole('list').getByRole('link');
    await expect(cards).toHaveCount(12);
    // Every card links to its product and shows the price as Rp followed by the number.
    await expect(cards.first()).toHaveAttribute('href', /^\/products\/\d+$/);
    await expect(cards.first()).toContainText(/Rp\s?\d{1,3}(\.\d{3})+/);

    await reco.getByRole('button', { name: 'Muat Lebih Banyak' }).click();
    await expect(cards).toHaveCount(24);

    // A category tile goes to /products?category={encoded name}.
    await categories.getByRole('link', { name: 'Jaket & Hoodie' }).click();
    await expect(page).toHaveURL(/\/products\?category=Jaket%20%26%20Hoodie$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jaket & Hoodie' })).toBeVisible();
  });

  test('header search: blank does nothing; text is trimmed and URL-encoded', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Produk Terpopuler' })).toBeVisible();
    const search = page.getByRole('combobox', { name: 'Cari produk' });

    await search.fill('   ');
    await search.press('Enter');
    await page.waitForTimeout(300); // a navigation would have started by now
    await expect(page).toHaveURL(/\/$/);

    await search.fill('  kemeja & flanel  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=kemeja%20%26%20flanel$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('kemeja & flanel');

    await search.fill('  Kemeja Flanel ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=Kemeja%20Flanel$/);
    const results = page.getByRole('region', { name: 'Daftar produk' }).getByRole('link');
    await expect(results.filter({ hasText: 'Kemeja Flanel Kotak-Kotak' })).toBeVisible();
    await expect(results.filter({ hasText: 'Kemeja Flanel Wanita' })).toBeVisible();

    // The clear button empties the box.
    await page.getByRole('button', { name: 'Hapus pencarian' }).click();
    await expect(search).toHaveValue('');
  });

  test('product list: sort and the Kategori / Warna chips', async ({ page, shop }) => {
    await page.goto('/products');
    const list = page.getByRole('region', { name: 'Daftar produk' });
    const cards = list.getByRole('listitem').getByRole('link');
    const total = (await shop.products()).length;
    // The count is of every match; the list shows the first 24 ('Muat Lebih Banyak' adds more: journey 15).
    const firstPage = Math.min(total, 24);
    await expect(page.getByText(`${total} produk`, { exact: true })).toBeVisible();

    const sort = page.getByRole('combobox', { name: 'Urutkan' });
    await expect(sort.locator('option')).toHaveText(['Most Popular', 'Best Rating', 'Newest', 'Price: Low to High', 'Price: High to Low']);

    const prices = async () => (await cards.allInnerTexts()).map(rupiah);
    const expectSorted = async (direction: 'asc' | 'desc') => {
      await expect
        .poll(async () => {
          const p = await prices();
          const sorted = [...p].sort((a, b) => (direction === 'asc' ? a - b : b - a));
          return p.length === firstPage && p.every((v, i) => v === sorted[i]);
        })
        .toBe(true);
    };
    await sort.selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/sort=price_asc/);
    await expectSorted('asc');
    await sort.selectOption({ label: 'Price: High to Low' });
    await expect(page).toHaveURL(/sort=price_desc/);
    await expectSorted('desc');

    // Kategori chip.
    const filters = page.getByRole('complementary', { name: 'Filter produk' });
    const kemeja = filters.getByRole('button', { name: 'Kemeja', exact: true });
    await kemeja.click();
    await expect(kemeja).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/category=Kemeja/);
    const kemejaCount = (await shop.products('?category=Kemeja')).length;
    await expect(page.getByText(`${kemejaCount} produk`, { exact: true })).toBeVisible();
    await expect(cards).toHaveCount(kemejaCount);

    // Warna chip narrows further.
    const hitam = filters.getByRole('button', { name: 'Hitam', exact: true });
    await hitam.click();
    await expect(hitam).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/color=Hitam/);
    const both = await shop.products('?category=Kemeja&color=Hitam&sort=price_desc');
    expect(both.length).toBeLessThan(kemejaCount);
    await expect(cards).toHaveCount(both.length);
    await expect(cards.first()).toContainText(both[0]!.name);

    // Toggling the chip off widens again; a combination without products shows the empty text.
    await hitam.click();
    await expect(hitam).toHaveAttribute('aria-pressed', 'false');
    await expect(cards).toHaveCount(kemejaCount);
    await page.goto('/products?category=Kemeja&color=Tidak%20Ada');
    await expect(page.getByText('No products match the selected filters.')).toBeVisible();

    await filters.getByRole('button', { name: 'Tampilkan Semua Produk' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(cards).toHaveCount(firstPage);
  });

  test('product detail, then Tambah ke Keranjang logged out goes to /auth/login', async ({ page, shop }) => {
    const [first] = await shop.products();
    if (!first) throw new Error('no products');
    await page.goto('/products');
    await page.getByRole('region', { name: 'Daftar produk' }).getByRole('link').filter({ hasText: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${first.id}$`));

    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    const price = `Rp ${first.price.toLocaleString('id-ID')}`;
    await expect(page.getByText(price, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/\/ 5/).first()).toBeVisible();
    const sizes = page.getByRole('group', { name: 'Ukuran', exact: true });
    await expect(sizes).toBeVisible();
    for (const size of first.sizes)
      await expect(sizes.getByRole('radio', { name: new RegExp(`^${size.size_name}( Habis)?$`) })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Mungkin Anda juga suka' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mungkin Anda juga suka' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/products\/\d+$/,
    );
    await expect(page.getByRole('link', { name: 'Masuk untuk memberi rating' })).toBeVisible();

    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await expect(page).toHaveURL(/\/auth\/login(\?|$)/);
    await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
  });

  test('catalogue pages arrive drawn: without JavaScript, the list and a product page show their products', async ({ browser, shop }) => {
    const [first] = await shop.products();
    if (!first) throw new Error('no products');
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/products');
      await expect(page.getByRole('heading', { level: 1, name: 'Semua Produk' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Daftar produk' }).getByRole('link').filter({ hasText: first.name })).toBeVisible();
      await page.goto(`/products/${first.id}`);
      await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
      await expect(page.getByText(`Rp ${first.price.toLocaleString('id-ID')}`, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('img', { name: first.name }).first()).toHaveAttribute('fetchpriority', 'high');
      // The header search works before (here: without) the app too.
      await page.getByRole('combobox', { name: 'Cari produk' }).fill('kemeja');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/products\?search=kemeja$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Hasil pencarian “kemeja”' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('/admin/dashboard logged out goes to /auth/login', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/auth\/login(\?|$)/);
    await expect(page.getByLabel('Email')).toBeVisible();
  });
});
