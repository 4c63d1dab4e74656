/**
 * Journey 10 — a forgotten password: 'Lupa Password?' → the mail, read from /dev/mail (development
 * keeps mails there without SMTP_URL) → a new password → login; the token of the old session is
 * refused afterwards.
 */
import { expect, test } from '../fixtures.ts';

test('Lupa Password? → mail at /dev/mail → new password → login', async ({ page, shop }) => {
  const shopper = await shop.newShopper('lupa');
  const email = shopper.user.email;
  const newPassword = 'password-baru-e2e-456';

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Lupa Password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  // The login form (with its own Email field) stays until the page's code has arrived: wait for the new form.
  await expect(page.getByRole('heading', { name: 'Lupa Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Kirim Tautan Reset' }).click();
  await expect(page.getByText('Jika email terdaftar, tautan untuk mengatur ulang password sudah dikirim.')).toBeVisible();

  // The outbox worker sends (here: keeps) the mail within a few seconds.
  const mail = page.locator('article', { has: page.getByTestId('mail-to').getByText(email, { exact: true }) });
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(mail.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(mail.first().getByRole('heading')).toHaveText('Atur ulang password Gayaku');
  const link = await mail
    .first()
    .getByRole('link', { name: /\/auth\/reset-password\?token=/ })
    .getAttribute('href');
  expect(link).toMatch(/\/auth\/reset-password\?token=[\w-]{43}$/);

  await page.goto(link!);
  await page.getByLabel('Password baru', { exact: true }).fill(newPassword);
  await page.getByLabel('Ulangi password baru').fill(newPassword);
  await page.getByRole('button', { name: 'Simpan Password Baru' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Password berhasil diubah. Silakan masuk dengan password baru.')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profil' })).toBeVisible();

  // The session from before the reset is over.
  const before = await page.request.get('/api/user/profile', { headers: { authorization: `Bearer ${shopper.token}` } });
  expect(before.status()).toBe(401);
  // The link was single use.
  const reused = await page.request.post('/api/auth/reset-password', {
    data: { token: new URL(link!).searchParams.get('token'), password: 'lagi-lagi-123' },
  });
  expect(reused.status()).toBe(400);
});
