/**
 * Journey 5 — receipt: a shopper whose paid order was shipped sees the unread count on the bell,
 * opens 'Pesanan Telah Dikirim', confirms receipt, and finds the order under 'Diterima'.
 */
import { ADMIN, expect, test } from '../fixtures.ts';
import { expectOrderInTab } from '../flows.ts';

test('receipt: bell count → Pesanan Telah Dikirim → Konfirmasi Penerimaan Barang → Diterima', async ({
  page,
  shop,
  loginAs,
  errors,
  dialogs,
}) => {
  const shopper = await shop.newShopper('terima');
  const product = (await shop.products()).find((p) => p.name === 'Jaket Bomber Parasut');
  if (!product) throw new Error('demo product missing');
  const order = await shop.paidOrder(shopper, product);
  await shop.setOrderStatus(await shop.login(ADMIN), order.id, 'shipped');

  const notifications = await shop.notifications(shopper);
  const shipped = notifications.find((n) => n.title === 'Pesanan Telah Dikirim');
  const paid = notifications.find((n) => n.title === 'Pembayaran Berhasil');
  if (!shipped || !paid) throw new Error(`notifications missing: ${JSON.stringify(notifications)}`);
  expect(shipped.message).toContain(`ID #${order.id}`);
  const unread = notifications.filter((n) => !n.is_read).length;
  expect(unread).toBeGreaterThanOrEqual(3);

  await loginAs(page, shopper);
  await page.goto('/');
  const bell = page.getByRole('button', { name: 'Notifikasi' });
  await expect(page.getByTestId('notification-count')).toHaveText(String(unread));

  // A notification that is not about shipping has no confirm button.
  await bell.click();
  const dropdown = page.getByRole('region', { name: 'Notifikasi' });
  await expect(dropdown.getByText('Notifikasi', { exact: true })).toBeVisible();
  await expect(dropdown.getByRole('listitem')).toHaveCount(notifications.length);
  await dropdown.getByRole('button').filter({ hasText: 'Pembayaran Berhasil' }).click();
  await expect(page).toHaveURL(new RegExp(`/notifications/${paid.id}$`));
  await expect(page.getByRole('heading', { name: 'Pembayaran Berhasil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Konfirmasi Penerimaan Barang' })).toHaveCount(0);
  await expect(page.getByTestId('notification-count')).toHaveText(String(unread - 1));

  // The shipped one: bold while unread; opens its page; confirming delivers the order.
  await bell.click();
  const item = dropdown.getByRole('button').filter({ hasText: 'Pesanan Telah Dikirim' });
  await expect(item).toContainText(shipped.message);
  expect(Number(await item.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/notifications/${shipped.id}$`));
  await expect(page.getByRole('heading', { name: 'Pesanan Telah Dikirim' })).toBeVisible();
  await expect(page.getByText(shipped.message)).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveText(String(unread - 2));
  await page.getByRole('button', { name: 'Konfirmasi Penerimaan Barang' }).click();
  expect(await dialogs.next()).toBe('Yakin barang sudah diterima?');
  await expect(page.getByText('Terima kasih! Barang dikonfirmasi telah diterima.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await shop.waitForStatus(shopper, order.id, 'delivered');

  // Confirming again (another tab, the same notification later) is asked once and reads as done.
  await page.goto(`/notifications/${shipped.id}`);
  await page.getByRole('button', { name: 'Konfirmasi Penerimaan Barang' }).click();
  expect(await dialogs.next()).toBe('Yakin barang sudah diterima?');
  await expect(page.getByText('Terima kasih! Barang dikonfirmasi telah diterima.').first()).toBeVisible();
  await expect(page.getByText('Gagal konfirmasi penerimaan.')).toHaveCount(0);
  expect((await shop.notifications(shopper)).filter((n) => n.title === 'Pesanan Diterima')).toHaveLength(1);

  await page.goto('/myorder');
  const card = await expectOrderInTab(page, 'Diterima', order.id);
  await expect(card).toContainText('Sudah Diterima');

  // An unknown notification id.
  errors.allow(/status of 404 .*\/api\/notifications\/detail\/999999/);
  await page.goto('/notifications/999999');
  await expect(page.getByText('Notifikasi tidak ditemukan.')).toBeVisible();
});
