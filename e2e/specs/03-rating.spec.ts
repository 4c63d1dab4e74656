/**
 * Journey 3 — rating a product: the missing-rating alert (nothing is sent), a rating with a comment,
 * then 'Rating kamu' read-only after a reload. Only a buyer who received the product may rate it, so
 * the shopper first receives an order of it.
 */
import { expect, test } from '../fixtures.ts';

test('rating: alert without stars, then a rating, then Rating kamu read-only after reload', async ({ page, shop, loginAs, dialogs }) => {
  const session = await shop.newShopper('rating');
  const product = (await shop.products()).find((p) => p.name === 'Kaos Henley Kancing Tiga');
  if (!product) throw new Error('demo product missing');
  await shop.receivedOrder(session, product);
  const before = await shop.product(product.id);
  await loginAs(page, session);

  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/ratings')) posts.push(r.url());
  });

  await page.goto(`/products/${product.id}`);
  const form = page.getByRole('form', { name: 'Beri Rating' });
  await expect(form).toBeVisible();
  await expect(form.getByPlaceholder('Tulis komentar (opsional)')).toBeVisible();

  // No star chosen: the spec's alert, and nothing is sent.
  const submit = form.getByRole('button', { name: 'Kirim Rating' });
  await expect(submit).toBeEnabled();
  await submit.click();
  expect(await dialogs.next()).toBe('Silakan pilih rating terlebih dahulu');
  expect(posts).toEqual([]);

  // Four stars and a comment.
  await form.getByRole('radio', { name: '4 bintang' }).check({ force: true });
  await expect(form.getByText('4/5')).toBeVisible();
  const comment = 'Bahannya adem, ukuran pas. (uji e2e)';
  await form.getByPlaceholder('Tulis komentar (opsional)').fill(comment);
  await submit.click();
  expect(await dialogs.next()).toBe('Rating berhasil dikirim!');
  expect(posts).toHaveLength(1);
  await expect(page.getByRole('heading', { name: 'Rating kamu' })).toBeVisible();

  // After a reload: read-only, no form.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Rating kamu' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Rating kamu 4 dari 5/ })).toBeVisible();
  await expect(page.getByText(`“${comment}”`)).toBeVisible(); // 'Rating kamu' quotes it; the reviews list shows it too
  await expect(page.getByRole('region', { name: 'Ulasan Pembeli' }).getByRole('article').filter({ hasText: comment })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Beri Rating' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /bintang/ })).toHaveCount(0); // the stars (the size and colour choosers stay)

  const after = await shop.product(product.id);
  expect(after.total_reviews).toBe((before.total_reviews ?? 0) + 1);
});
