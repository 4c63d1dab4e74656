/**
 * Journey 10 — delivery on a phone (390 × 844): checkout with the recipient, phone and a courier
 * service (the estimate shows and the total follows the choice) → pay → the admin ships with the
 * courier and the resi → the shopper finds the resi on the order card (copy, tracking link) and in
 * the 'Pesanan Telah Dikirim' notification.
 */
import type { Page } from '@playwright/test';
import { ADMIN, expect, payInPopup, rupiah, test } from '../fixtures.ts';
import { chooseCity, chooseSizeAndColour, expectOrderInTab, fillDelivery, serviceChoice } from '../flows.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const WAYBILL = 'JP-0098765432';

async function total(page: Page): Promise<number> {
  const summary = page.getByRole('complementary', { name: 'Ringkasan', exact: true });
  return rupiah((await summary.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd').textContent()) ?? '');
}

test('checkout with recipient, phone and courier service → pay → shipped with a resi → the shopper sees it', async ({
  page,
  shop,
  loginAs,
}) => {
  const shopper = await shop.newShopper('kurir');
  const product = (await shop.products()).find((p) => p.name === 'Jaket Windbreaker Anti Air')!;
  await shop.ensureStock(product.id, [{ size: 'L', color: 'Hitam' }]);
  await shop.addToCart(shopper, product.id, 2, { size: 'L', color: 'Hitam' });
  await loginAs(page, shopper);

  await page.goto('/order');
  await expect(page.getByRole('button', { name: 'Lanjut Bayar' })).toBeVisible();
  await chooseSizeAndColour(page, { name: product.name, size: 'L', color: 'Hitam' });
  await chooseCity(page, 'Surabaya');
  const services = serviceChoice(page);
  await expect(services.getByRole('radio')).toHaveCount(4);
  await expect(services).toContainText('JNE REG');
  await expect(services).toContainText(/Estimasi \d+–\d+ hari/);
  await page.getByRole('textbox', { name: 'Alamat pengiriman' }).fill('Jl. Raya Darmo No. 45, Wonokromo, Surabaya 60241');

  // The total follows the chosen service.
  await services.getByRole('radio', { name: /^JNE YES/ }).check();
  const withYes = await total(page);
  await fillDelivery(page, { recipient: 'Budi Santoso', phone: '0812-3456-7890', service: 'JNE REG' });
  const withReg = await total(page);
  expect(withReg).toBeLessThan(withYes);
  await page.getByRole('button', { name: 'Lanjut Bayar' }).click();
  await payInPopup(page, 'Bayar');
  await expect(page).toHaveURL(/\/myorder\?payment=success$/);
  const [placed] = await shop.myOrders(shopper);
  const paid = await shop.waitForStatus(shopper, placed!.id, 'paid');
  expect(paid.total_price).toBe(withReg);

  // The admin ships it with the courier and the resi (same phone).
  await loginAs(page, ADMIN);
  await page.goto(`/admin/order/${paid.id}`);
  await expect(page.getByText('Budi Santoso')).toBeVisible();
  await expect(page.getByText('+6281234567890')).toBeVisible();
  await page.getByRole('button', { name: 'Tandai sebagai Shipped' }).click();
  const dialog = page.getByRole('dialog', { name: `Kirim Pesanan #${paid.id}` });
  await expect(dialog.getByRole('combobox', { name: 'Kurir' })).toHaveValue('JNE');
  await dialog.getByRole('textbox', { name: 'Nomor resi' }).fill(WAYBILL);
  await dialog.getByRole('button', { name: 'Lanjut' }).click();
  await expect(dialog).toContainText(`nomor resi ${WAYBILL}`);
  await dialog.getByRole('button', { name: 'Ya, Tandai Shipped' }).click();
  await shop.waitForStatus(shopper, paid.id, 'shipped');

  // The shopper: the resi on the order card, with its copy button and the tracking link.
  await loginAs(page, shopper);
  await page.goto('/myorder');
  const card = await expectOrderInTab(page, 'Diantar', paid.id);
  await expect(card).toContainText('Dikirim dengan JNE REG');
  await expect(card).toContainText(WAYBILL);
  await expect(card.getByRole('button', { name: `Salin nomor resi ${WAYBILL}` })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Lacak di situs JNE' })).toHaveAttribute('href', /^https:\/\//);

  // ... and in the notification.
  const shippedNote = (await shop.notifications(shopper)).find((n) => n.title === 'Pesanan Telah Dikirim');
  expect(shippedNote?.message).toContain(`ID #${paid.id}`);
  await page.goto(`/notifications/${shippedNote!.id}`);
  await expect(page.getByRole('heading', { name: 'Pesanan Telah Dikirim' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pengiriman' })).toContainText(WAYBILL);
  await expect(page.getByRole('button', { name: 'Konfirmasi Penerimaan Barang' })).toBeVisible();
});

test.describe('printing on a desk', () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

  test('the packing slip prints alone on one A6 label, the invoice on one A4 page', async ({ page, shop, loginAs }) => {
    const shopper = await shop.newShopper('cetak');
    const product = (await shop.products()).find((p) => p.in_stock)!;
    const paid = await shop.paidOrder(shopper, product);

    await loginAs(page, ADMIN);
    await page.goto(`/admin/order/${paid.id}/print`);
    const slip = page.getByRole('article', { name: `Label pengiriman pesanan #${paid.id}` });
    await expect(slip).toContainText(paid.address);
    await page.emulateMedia({ media: 'print' });
    // On paper only the label: no sidebar, header, footer or 'Cetak' button.
    await expect(page.getByRole('button', { name: 'Cetak' })).toBeHidden();
    await expect(page.getByRole('navigation')).toHaveCount(0); // roles count only what is shown
    await expect(page.getByRole('banner')).toHaveCount(0);
    const label = await page.pdf({ preferCSSPageSize: true });
    expect(pdfPages(label)).toEqual([{ widthMm: 105, heightMm: 148 }]);

    await loginAs(page, shopper);
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`/myorder/${paid.id}/invoice`);
    await expect(page.getByRole('article', { name: `Faktur pesanan #${paid.id}` })).toContainText(product.name);
    await page.emulateMedia({ media: 'print' });
    const invoice = await page.pdf({ format: 'A4' });
    expect(pdfPages(invoice)).toEqual([{ widthMm: 210, heightMm: 297 }]);
  });
});

/** Each page's size in millimetres, read from the PDF's MediaBox entries (points of 1/72 inch). */
function pdfPages(pdf: Buffer): { widthMm: number; heightMm: number }[] {
  const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
  const mm = (points: string) => Math.round((Number(points) / 72) * 25.4);
  return boxes.map(([, w, h]) => ({ widthMm: mm(w!), heightMm: mm(h!) }));
}
