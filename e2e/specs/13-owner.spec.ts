/**
 * Journey 13 — the owner's view. A shopper's order is paid; the admin sees the day's sales in the
 * dashboard's chart and changes its range (a preset, then dates of their own); changes a product's
 * price and finds that change, field by field, in 'Riwayat Perubahan' and on the product's page;
 * downloads the orders as CSV; and imports a products file: one with problems is refused with every
 * problem listed and nothing changed, a good one creates the product. What it creates it removes again.
 */
import { readFile } from 'node:fs/promises';
import { ADMIN, expect, test, unique, type Product, type Session } from '../fixtures.ts';

type FullProduct = Product & { image_url: string; description: string };

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

test.describe("the owner's view", () => {
  test('sales chart and range, a price change in the audit trail, orders CSV, a products import', async ({
    page,
    shop,
    loginAs,
    errors,
  }) => {
    const admin: Session = await shop.login(ADMIN);
    const product = (await shop.products()).find((p) => p.sizes.length > 0 && p.colors.length > 0) as FullProduct;
    await shop.ensureStock(product.id, [await shop.inStockPair(product.id)]);
    const paid = await shop.paidOrder(await shop.newShopper('omzet'), product);
    await loginAs(page, admin);

    // The chart of the last 30 days, with today's sale in it.
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('img', { name: /^Grafik pendapatan per hari/ })).toBeVisible();
    await expect(page.locator('.sales-chart canvas').first()).toBeVisible();
    const days = page.getByRole('table', { name: 'Pendapatan per hari' }).getByRole('row');
    await expect(days).toHaveCount(31);
    await expect(page.getByLabel('Total penjualan')).not.toContainText('Pendapatan Rp 0');
    await expect(page.getByRole('button', { name: '30 hari', pressed: true })).toBeVisible();

    // Another range: a preset, then two dates of one's own.
    await page.getByRole('button', { name: '7 hari' }).click();
    await expect(page).toHaveURL(/\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await expect(days).toHaveCount(8);
    const range = page.getByRole('form', { name: 'Rentang tanggal' });
    await range.getByLabel('Dari').fill('2025-03-01');
    await range.getByLabel('Sampai').fill('2025-03-10');
    await range.getByRole('button', { name: 'Terapkan' }).click();
    await expect(page).toHaveURL(/\?from=2025-03-01&to=2025-03-10$/);
    await expect(days).toHaveCount(11);
    await expect(page.getByLabel('Total penjualan')).toContainText('Rp 0');

    // A price change, found in the audit trail and on the product's page.
    const newPrice = product.price + 1_000;
    const edit = await page.request.put(`/api/products/${product.id}`, {
      headers: { authorization: `Bearer ${admin.token}` },
      multipart: { name: product.name, price: String(newPrice), sold_count: String(product.sold_count) },
    });
    expect(edit.ok()).toBe(true);
    await page.getByRole('navigation', { name: 'Navigasi admin' }).getByRole('link', { name: 'Riwayat Perubahan' }).click();
    const filters = page.getByRole('form', { name: 'Saring riwayat' });
    await filters.getByLabel('Jenis data').selectOption('product');
    await filters.getByLabel('ID data').fill(String(product.id));
    await filters.getByRole('button', { name: 'Terapkan' }).click();
    await expect(page).toHaveURL(new RegExp(`entity=product&entity_id=${product.id}`));
    const entry = page
      .getByRole('listitem')
      .filter({ hasText: `Produk #${product.id}` })
      .first();
    await entry.getByText('Diubah').click();
    const price = entry.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Harga' }) });
    await expect(price).toContainText(grouped(product.price));
    await expect(price).toContainText(grouped(newPrice));
    await page.goto(`/admin/products/edit/${product.id}`);
    const history = page.getByRole('region', { name: 'Riwayat Perubahan' });
    await history.getByText('Diubah').first().click();
    await expect(history.getByRole('rowheader', { name: 'Harga' }).first()).toBeVisible();

    // The orders as CSV: a BOM, a header row, and the paid order's line.
    await page.goto('/admin/orders');
    const exportPanel = page.getByRole('region', { name: 'Ekspor CSV' });
    await exportPanel.getByLabel('Status').selectOption('paid');
    const download = page.waitForEvent('download');
    await exportPanel.getByRole('button', { name: 'Unduh CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('pesanan-paid.csv');
    const csv = await readFile((await file.path())!);
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = csv.toString('utf8');
    expect(text.split('\r\n')[0]).toContain('"order_id","created_at","paid_at","status"');
    expect(text).toContain(`"${paid.id}",`);

    // A products file: refused with its problems listed, then imported.
    const name = unique('Kaos Impor E2E ');
    const header = 'name,price,description,image_url,categories,size,color,stock,sku';
    const line = (price: string, stock: string) =>
      [
        name,
        price,
        'Kaos dari berkas CSV',
        product.image_url,
        product.categories[0]!.name,
        product.sizes[0]!.size_name,
        product.colors[0]!.color_name,
        stock,
        unique('E2E-'),
      ].join(',');
    await page.goto('/admin/products/import');
    errors.allow(/status of 400/);
    await page
      .getByLabel('Pilih berkas CSV')
      .setInputFiles({ name: 'produk.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${line('12.500', '-1')}\n`) });
    await page.getByRole('button', { name: 'Periksa' }).click();
    await expect(page.getByText('Impor dibatalkan: 2 masalah ditemukan, tidak ada data yang diubah')).toBeVisible();
    const problems = page.getByRole('table', { name: 'Masalah di berkas CSV' }).getByRole('row');
    await expect(problems.nth(1)).toContainText('2price');
    await expect(problems.nth(2)).toContainText('2stock');
    expect(await shop.products(`?search=${encodeURIComponent(name)}`)).toEqual([]);

    await page
      .getByLabel('Pilih berkas CSV')
      .setInputFiles({ name: 'produk.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${line('125000', '4')}\n`) });
    await page.getByRole('button', { name: 'Impor' }).click();
    await expect(page.getByText('Impor selesai: 1 produk dibuat, 0 produk diperbarui')).toBeVisible();
    const [created] = await shop.products(`?search=${encodeURIComponent(name)}`);
    expect(created).toMatchObject({ name, price: 125_000 });

    // Leave the shop as it was.
    const auth = { authorization: `Bearer ${admin.token}` };
    expect((await page.request.delete(`/api/products/${created!.id}`, { headers: auth })).ok()).toBe(true);
    const back = await page.request.put(`/api/products/${product.id}`, {
      headers: auth,
      multipart: { name: product.name, price: String(product.price), sold_count: String(product.sold_count) },
    });
    expect(back.ok()).toBe(true);
  });
});
