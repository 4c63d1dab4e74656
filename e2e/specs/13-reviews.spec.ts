/**
 * Journey 13 — reviews a shopper can trust: a shopper who received an order follows 'Beri Ulasan'
 * from its notification to the product's review form and reviews it with the fit and a photo;
 * another shopper sees that review on the product page with 'Terverifikasi', the bought size and
 * colour and the photo (enlarged on a tap); 'Panduan Ukuran' opens the size chart as a dialog.
 */
import { expect, jpegPhoto, test } from '../fixtures.ts';

const mask = (username: string) => `${username[0]}***${username[username.length - 1]}`;

test('reviews: verified review with fit and photo, seen by another shopper; the size chart opens', async ({
  page,
  shop,
  loginAs,
  dialogs,
}) => {
  const product = (await shop.products()).find((p) => p.name === 'Kaos Saku Dada');
  if (!product) throw new Error('demo product missing');
  const buyer = await shop.newShopper('ulas');
  const order = await shop.receivedOrder(buyer, product);
  const bought = (await shop.get<{ items: { size: string; color: string }[] }>(buyer, `/api/order/${order.id}`)).items[0]!;

  // The invitation written with the receipt: never a shipping notice, and it leads to the review form.
  const invitation = (await shop.notifications(buyer)).find((n) => n.title === 'Beri Ulasan');
  if (!invitation) throw new Error('no review invitation');
  expect(invitation.message).toContain(`Beri ulasan untuk pesanan ID #${order.id}`);
  expect(`${invitation.title} ${invitation.message}`).not.toContain('Telah Dikirim');
  await loginAs(page, buyer);
  await page.goto(`/notifications/${invitation.id}`);
  await expect(page.getByRole('heading', { name: 'Beri Ulasan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Konfirmasi Penerimaan Barang' })).toHaveCount(0);
  await page.getByRole('link', { name: `Tulis ulasan untuk ${product.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}#beri-rating$`));

  const form = page.getByRole('form', { name: 'Beri Rating' });
  await form.getByRole('radio', { name: '5 bintang' }).check({ force: true });
  await form.getByRole('radio', { name: 'Pas', exact: true }).check({ force: true });
  const comment = `Bahannya adem, ukurannya pas di badan. (${Date.now().toString(36)})`;
  await form.getByPlaceholder('Tulis komentar (opsional)').fill(comment);
  const photo = await jpegPhoto(page, 1200, 900, '#6b8f71');
  await form.getByLabel('+ Tambah Foto').setInputFiles({ name: 'kaos.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByRole('img', { name: 'Foto 1 yang dipilih' })).toBeVisible();
  await form.getByRole('button', { name: 'Kirim Rating' }).click();
  expect(await dialogs.next()).toBe('Rating berhasil dikirim!');
  await expect(page.getByRole('heading', { name: 'Rating kamu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ubah Ulasan' })).toBeVisible();

  // Another shopper reads it: masked, verified, with the bought size and colour, the fit and the photo.
  const reader = await shop.newShopper('baca');
  await loginAs(page, reader);
  await page.goto(`/products/${product.id}`);
  const reviews = page.getByRole('region', { name: 'Ulasan Pembeli' });
  const card = reviews.getByRole('article', { name: `Ulasan dari ${mask(buyer.user.username)}` }).filter({ hasText: comment });
  await expect(card).toBeVisible();
  await expect(card.getByText('Terverifikasi')).toBeVisible();
  await expect(card).toContainText(`Ukuran ${bought.size} · Warna ${bought.color} · Ukuran terasa pas`);
  await expect(card).not.toContainText(buyer.user.username);
  await card.getByRole('button', { name: /^Perbesar foto 1 dari 1/ }).click();
  const viewer = page.getByRole('dialog', { name: `Foto ulasan ${mask(buyer.user.username)}` });
  const enlarged = viewer.getByRole('img');
  await expect(enlarged).toHaveAttribute('src', /^\/uploads\/review-[0-9a-f]+\.webp$/);
  await expect.poll(() => enlarged.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  // The reader bought nothing: no form, only the rule.
  await expect(page.getByText(/Hanya pembeli yang sudah menerima produk ini yang bisa memberi ulasan/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Beri Rating' })).toHaveCount(0);

  // 'Panduan Ukuran' beside the sizes: the Kaos chart, the product's own sizes, a labelled dialog.
  const guide = page.getByRole('button', { name: 'Panduan Ukuran' });
  await guide.click();
  const chart = page.getByRole('dialog', { name: `Panduan Ukuran: ${product.name}` });
  await expect(chart.getByRole('columnheader', { name: 'Lingkar dada' })).toBeVisible();
  await expect(chart.getByRole('rowheader')).toHaveText(product.sizes.map((s) => s.size_name));
  await page.keyboard.press('Tab');
  expect(await chart.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(chart).toHaveCount(0);
  await expect(guide).toBeFocused();
});
