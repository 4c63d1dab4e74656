/**
 * Journey 4 — the admin: login and dashboard cards; a product from validation toasts to creation
 * (with an image), the storefront, edit and delete; categories, colours, sizes and ads created,
 * edited and removed again; table sort and paging; shipping a shopper's paid order.
 * Everything created here carries a unique name and is deleted before the test ends.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, expect, test, unique, type Product } from '../fixtures.ts';

const IMAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/public/icons/icon-192.png');

function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text }).first();
}

/** The 'Tabel Pendataan' card of one list ('Produk', 'Kategori', 'Warna', ...). */
function table(page: Page, caption: string): Locator {
  return page
    .getByRole('region', { name: 'Tabel Pendataan' })
    .filter({ has: page.getByRole('table', { name: `Tabel Pendataan: ${caption}` }) });
}

/**
 * Pages forward until the row is on screen (lists are paged by 10 on the server, by id ascending; a
 * record just saved opens on its page). The list may first show what was cached before the save and
 * refetch a moment later, so this retries until the row shows.
 */
async function findRow(card: Locator, name: string): Promise<Locator> {
  const row = card.getByRole('row').filter({ has: card.page().getByText(name, { exact: true }) });
  await expect(async () => {
    if ((await row.count()) > 0) return;
    const next = card.getByRole('button', { name: 'Berikutnya' });
    if (await next.isEnabled()) await next.click();
    expect(await row.count()).toBe(1);
  }).toPass({ timeout: 15_000, intervals: [100, 250, 500] });
  return row;
}

async function confirmDelete(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Hapus', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('admin', () => {
  test('login through the screen → dashboard cards match the lists', async ({ page, shop }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const admin = await shop.login(ADMIN);
    // Lists answer a page; X-Total-Count says how many there are.
    const countOf = async (path: string) => {
      const res = await page.request.get(`${path}?limit=1`, { headers: { authorization: `Bearer ${admin.token}` } });
      return Number(res.headers()['x-total-count']);
    };
    const counts = {
      'Total User': await countOf('/api/user/users'),
      'Total Produk': await countOf('/api/products'),
      'Total Kategori': await countOf('/api/categories'),
      'Total Warna': await countOf('/api/colors'),
      'Total Ukuran': await countOf('/api/sizes'),
    };
    const cards = page.getByRole('list', { name: 'Ringkasan' });
    for (const [label, n] of Object.entries(counts)) {
      await expect(cards.getByRole('link').filter({ hasText: label })).toContainText(String(n));
    }
    const nav = page.getByRole('navigation').first();
    for (const item of ['Dashboard', 'Pengguna', 'Kelola Produk', 'Kelola Papan Iklan', 'Kelola Atribut', 'Kelola Pesanan']) {
      await expect(nav.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Tabel Pendataan' })).toBeVisible();
  });

  test('product: validation toasts → create with image → storefront → edit → delete', async ({ page, shop, loginAs }) => {
    await loginAs(page, ADMIN);
    const name = `Kemeja Uji ${unique('', 12)}`;
    const edited = `${name} Revisi`;

    await page.goto('/admin/products');
    await page.getByRole('link', { name: 'Buat Produk' }).click();
    await expect(page).toHaveURL(/\/admin\/products\/create$/);
    const save = page.getByRole('button', { name: 'Buat Produk' });
    const group = (legend: string) => page.getByRole('group', { name: new RegExp(`^${legend}`) });

    const steps: [string, () => Promise<void>][] = [
      ['Nama produk tidak boleh kosong', () => page.getByRole('textbox', { name: 'Nama Produk' }).fill(name)],
      ['Harga produk tidak valid atau kosong', () => page.getByRole('spinbutton', { name: 'Harga' }).fill('189000')],
      [
        'Deskripsi produk tidak boleh kosong',
        () => page.getByRole('textbox', { name: 'Deskripsi' }).fill('Kemeja katun untuk pengujian end-to-end.'),
      ],
      ['Jumlah terjual tidak valid atau kosong', () => page.getByRole('spinbutton', { name: 'Total Terjual' }).fill('3')],
      ['Pilih minimal satu kategori', () => group('Kategori').getByText('Kemeja', { exact: true }).click()],
      ['Pilih minimal satu warna', () => group('Warna').getByText('Navy', { exact: true }).click()],
      ['Pilih minimal satu ukuran', () => group('Ukuran').getByText('M', { exact: true }).click()],
      ['Gambar produk wajib diunggah', () => page.locator('input[type="file"][name="image"]').setInputFiles(IMAGE)],
    ];
    for (const [message, fix] of steps) {
      await save.click();
      await expect(toast(page, message)).toBeVisible();
      await fix();
    }
    const preview = page.getByRole('img', { name: 'Pratinjau gambar produk' });
    await expect(preview).toBeVisible();
    await expect // the preview of the chosen file really shows (a blob: URL the page's CSP must allow)
      .poll(() => preview.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0))
      .toBe(true);
    await save.click();
    await expect(toast(page, 'Produk berhasil dibuat!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products$/);

    const created = (await shop.products()).find((p) => p.name === name) as Product | undefined;
    if (!created) throw new Error('the new product is not in the catalogue');
    expect(created.price).toBe(189000);
    expect(created.categories.map((c) => c.name)).toEqual(['Kemeja']);

    // It appears in the storefront, with its uploaded image.
    const shopper = await page.context().newPage();
    await shopper.goto(`/products?search=${encodeURIComponent(name)}`);
    const card = shopper.getByRole('region', { name: 'Daftar produk' }).getByRole('link').filter({ hasText: name });
    await expect(card).toBeVisible();
    await card.click();
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(shopper.getByText('Rp 189.000', { exact: true })).toBeVisible();
    const img = shopper.getByRole('main').getByRole('img', { name }).first();
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0))
      .toBe(true);

    // Edit: the newest product comes first when sorted by 'Tanggal' descending.
    const products = table(page, 'Produk');
    const dateHeader = products.getByRole('columnheader', { name: 'Tanggal' });
    await dateHeader.getByRole('button').click();
    await dateHeader.getByRole('button').click();
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    await products.getByRole('link', { name: `Edit produk ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/edit/${created.id}$`));
    await expect(page.getByRole('textbox', { name: 'Nama Produk' })).toHaveValue(name);
    await page.getByRole('textbox', { name: 'Nama Produk' }).fill(edited);
    await page.getByRole('spinbutton', { name: 'Harga' }).fill('199000');
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(toast(page, 'Product updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products$/);

    await shopper.reload();
    await expect(shopper.getByRole('heading', { level: 1, name: edited })).toBeVisible();
    await expect(shopper.getByText('Rp 199.000', { exact: true })).toBeVisible();
    await shopper.close();

    // Delete, after the confirmation.
    await dateHeader.getByRole('button').click();
    await dateHeader.getByRole('button').click();
    await products.getByRole('button', { name: `Hapus produk ${edited}` }).click();
    await confirmDelete(page, 'Apakah kamu yakin ingin menghapus produk ini?');
    await expect(products.getByText(edited, { exact: true })).toHaveCount(0);
    expect((await page.request.get(`/api/products/${created.id}`)).status()).toBe(404);
  });

  test('categories, colours and sizes: create (blank name first), edit, delete', async ({ page, loginAs }) => {
    await loginAs(page, ADMIN);
    const kinds = [
      {
        button: 'Buat Kategori',
        caption: 'Kategori',
        noun: 'kategori',
        label: 'Nama Kategori',
        blank: 'Nama kategori tidak boleh kosong',
        created: 'Category created successfully!',
      },
      {
        button: 'Buat Warna',
        caption: 'Warna',
        noun: 'warna',
        label: 'Nama Warna',
        blank: 'Nama warna tidak boleh kosong',
        created: 'Warna berhasil dibuat!',
      },
      {
        button: 'Buat Ukuran',
        caption: 'Ukuran',
        noun: 'ukuran',
        label: 'Nama Ukuran',
        blank: 'Nama ukuran tidak boleh kosong',
        created: 'Size created successfully!',
      },
    ] as const;

    for (const kind of kinds) {
      const name = unique(`Uji${kind.caption.slice(0, 3)}`, 20);
      await page.goto('/admin/attributes');
      await page.getByRole('link', { name: kind.button }).click();
      const field = page.getByRole('textbox', { name: kind.label });
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(toast(page, kind.blank)).toBeVisible();
      await field.fill(name);
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(toast(page, kind.created)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/attributes$/);

      const card = table(page, kind.caption);
      let row = await findRow(card, name);
      await row.getByRole('link', { name: `Edit ${kind.noun} ${name}` }).click();
      await expect(page.getByRole('textbox', { name: kind.label })).toHaveValue(name);
      await page.getByRole('textbox', { name: kind.label }).fill(`${name}B`);
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(toast(page, 'Category updated successfully!')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/attributes$/);

      row = await findRow(table(page, kind.caption), `${name}B`);
      await row.getByRole('button', { name: `Hapus ${kind.noun} ${name}B` }).click();
      await confirmDelete(page, `Apakah kamu yakin ingin menghapus ${kind.noun} ini?`);
      await expect(table(page, kind.caption).getByText(`${name}B`, { exact: true })).toHaveCount(0);
    }
  });

  test('ads: create (blank title first), edit, delete', async ({ page, loginAs, shop }) => {
    await loginAs(page, ADMIN);
    const [existing] = await shop.get<{ image_url: string }[]>(null, '/api/ads');
    const title = `Promo Uji ${unique('', 10)}`;

    await page.goto('/admin/ads');
    await page.getByRole('link', { name: 'Buat Papan Iklan' }).click();
    await expect(page).toHaveURL(/\/admin\/ads\/create$/);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page, 'Judul iklan tidak boleh kosong')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(title);
    await page.getByRole('textbox', { name: 'Image URL' }).fill(existing!.image_url);
    await expect(page.getByRole('img', { name: 'Pratinjau papan iklan' })).toBeVisible();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page, 'Ad created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/ads$/);

    const ads = table(page, 'Papan iklan');
    await ads.getByRole('link', { name: `Edit iklan ${title}` }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(title);
    await page.getByRole('textbox', { name: 'Name' }).fill(`${title} Baru`);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page, 'Ads updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/ads$/);

    await ads.getByRole('button', { name: `Hapus iklan ${title} Baru` }).click();
    await confirmDelete(page, 'Apakah kamu yakin ingin menghapus iklan ini?');
    await expect(ads.getByText(`${title} Baru`, { exact: true })).toHaveCount(0);
  });

  test('generic table: header sort (ascending, descending, back to page 1) and paging', async ({ page, loginAs, shop }) => {
    await loginAs(page, ADMIN);
    const all = await shop.products();
    const pages = Math.ceil(all.length / 10);
    const byPrice = [...all].sort((a, b) => a.price - b.price || a.id - b.id);
    // The server breaks ties by id in the same direction.
    const byPriceDesc = [...all].sort((a, b) => b.price - a.price || b.id - a.id);

    await page.goto('/admin/products');
    const products = table(page, 'Produk');
    const rows = products.getByRole('row');
    await expect(products.getByText(`Menampilkan 1–10 dari ${all.length} data`)).toBeVisible();
    await expect(products.getByText(`Halaman 1 dari ${pages}`)).toBeVisible();
    await expect(products.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
    await expect(rows.nth(1)).toContainText(all.toSorted((a, b) => a.id - b.id)[0]!.name);

    await products.getByRole('button', { name: 'Berikutnya' }).click();
    await expect(products.getByText(`Halaman 2 dari ${pages}`)).toBeVisible();
    await expect(products.getByText(`Menampilkan 11–20 dari ${all.length} data`)).toBeVisible();

    const price = products.getByRole('columnheader', { name: 'Harga' });
    await price.getByRole('button').click();
    await expect(price).toHaveAttribute('aria-sort', 'ascending');
    await expect(products.getByText(`Halaman 1 dari ${pages}`)).toBeVisible();
    await expect(rows.nth(1)).toContainText(byPrice[0]!.name);
    await price.getByRole('button').click();
    await expect(price).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.nth(1)).toContainText(byPriceDesc[0]!.name);

    for (let p = 2; p <= pages; p++) await products.getByRole('button', { name: 'Berikutnya' }).click();
    await expect(products.getByText(`Halaman ${pages} dari ${pages}`)).toBeVisible();
    await expect(products.getByRole('button', { name: 'Berikutnya' })).toBeDisabled();
    await expect(rows.last()).toContainText(byPriceDesc.at(-1)!.name);
  });

  test("ship a shopper's paid order: Tandai sebagai Shipped", async ({ page, loginAs, shop }) => {
    const shopper = await shop.newShopper('kirim');
    const [product] = await shop.products();
    const order = await shop.paidOrder(shopper, product!);

    await loginAs(page, ADMIN);
    await page.goto('/admin/orders');
    const orders = page.getByRole('region', { name: 'Tabel Pendataan Pesanan' });
    // The server finds it by its Midtrans order id; the table opens newest first.
    await orders.getByRole('searchbox', { name: 'Cari pesanan' }).fill(order.midtrans_order_id!);
    const row = orders.getByRole('row').filter({ has: page.getByRole('link', { name: `Edit pesanan #${order.id}`, exact: true }) });
    await expect(orders.getByText('Menampilkan 1–1 dari 1 data')).toBeVisible();
    await expect(row).toHaveCount(1);
    await expect(orders.getByRole('columnheader', { name: 'Tanggal' })).toHaveAttribute('aria-sort', 'descending');
    await expect(orders.getByRole('button', { name: /^Hapus/ })).toHaveCount(0); // orders cannot be deleted
    await row.getByRole('link', { name: /^Edit pesanan/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/order/${order.id}$`));
    await expect(page.getByRole('heading', { name: `Pesanan #${order.id}` })).toBeVisible();
    await expect(page.getByText(product!.name).first()).toBeVisible();

    await page.getByRole('button', { name: 'Tandai sebagai Shipped' }).click();
    const dialog = page.getByRole('dialog', { name: `Kirim Pesanan #${order.id}` });
    await dialog.getByRole('combobox', { name: 'Kurir' }).selectOption('JNE');
    await dialog.getByRole('textbox', { name: 'Nomor resi' }).fill('JP0012345678');
    await dialog.getByRole('button', { name: 'Lanjut' }).click();
    await dialog.getByRole('button', { name: 'Ya, Tandai Shipped' }).click();
    await expect(toast(page, "Status berhasil diperbarui ke 'shipped'")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tandai sebagai Shipped' })).toHaveCount(0);
    await shop.waitForStatus(shopper, order.id, 'shipped');
  });
});
