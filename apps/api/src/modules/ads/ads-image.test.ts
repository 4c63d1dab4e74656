/**
 * POST /api/ads/image: the banner upload (admin only, checked bytes, two WebP sizes), the ads
 * letting go of an uploaded banner once none shows it, and the sweep of banners never saved.
 */
import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AD_MESSAGES, bannerPhoneOf, MESSAGES } from '@gayaku/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { sendMultipartForm, type FilePart } from '../../../test/catalog-factories.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { waitFor } from '../../../test/order-factories.ts';
import { startSweeper } from '../../jobs/scheduler.ts';
import { createImageStorage } from '../uploads/storage.ts';
import { sweepUnusedBanners, UNUSED_BANNER_AGE_MS } from './banner-sweep.ts';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
let jpeg: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.db, { role: 'admin' });
  shopper = await createUser(t.app, t.db);
  jpeg = await sharp({ create: { width: 2400, height: 900, channels: 3, background: '#b4532a' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const upload = (file?: FilePart, user: TestUser | null = admin) =>
  sendMultipartForm(t.app, { method: 'POST', url: '/api/ads/image', auth: user ? user.auth : null }, {}, file);
const fileOf = (url: string) => path.join(t.config.dataDir, url);
/** Both files of an uploaded banner are stored / neither is. */
const stored = (url: string) => existsSync(fileOf(url)) && existsSync(fileOf(bannerPhoneOf(url)!));
const gone = (url: string) => !existsSync(fileOf(url)) && !existsSync(fileOf(bannerPhoneOf(url)!));

async function uploaded(): Promise<string> {
  const res = await upload({ bytes: jpeg, type: 'image/jpeg', filename: 'banner.jpg' });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { image_url: string }).image_url;
}

const adWith = async (imageUrl: string, title = 'Promo Unggahan'): Promise<number> => {
  const res = await t.app.inject({ method: 'POST', url: '/api/ads', payload: { title, image_url: imageUrl }, headers: admin.auth });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
};

describe('POST /api/ads/image', () => {
  it('stores a banner 1600 px wide with its 800 px phone copy, both served as WebP', async () => {
    const url = await uploaded();
    expect(url).toMatch(/^\/uploads\/banner-[0-9a-f]{32}\.webp$/);
    const phone = bannerPhoneOf(url)!;
    expect(await sharp(fileOf(url)).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 600 });
    expect(await sharp(fileOf(phone)).metadata()).toMatchObject({ format: 'webp', width: 800, height: 300 });
    for (const u of [url, phone]) {
      const res = await t.app.inject({ method: 'GET', url: u });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
    // What the answer names is a valid image_url for an ad.
    const ad = await adWith(url);
    expect((await t.app.inject({ method: 'GET', url: `/api/ads/${ad}` })).json()).toMatchObject({ image_url: url });
  });

  it('refuses what is not an image, no file, a file over 5 MB and a body that is not multipart, storing nothing', async () => {
    const svg = await upload({ bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/png' });
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toMatchObject({ message: MESSAGES.notAnImage });
    const none = await upload();
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: AD_MESSAGES.bannerRequired });
    const big = await upload({ bytes: Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]), type: 'image/jpeg' });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: MESSAGES.fileTooLarge });
    const json = await t.app.inject({ method: 'POST', url: '/api/ads/image', payload: { image: 'x' }, headers: admin.auth });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ message: AD_MESSAGES.bannerNotMultipart });
  });

  it('answers 401 without a token and 403 for a shopper, before reading the body', async () => {
    const huge = { bytes: Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024)]) };
    expect((await upload(huge, null)).statusCode).toBe(401);
    expect((await upload(huge, shopper)).statusCode).toBe(403);
  });
});

describe('uploaded banners of ads', () => {
  it('are deleted once no ad shows them: after a replacing update and after a delete', async () => {
    const first = await uploaded();
    const ad = await adWith(first);
    const second = await uploaded();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/ads/${ad}`,
      payload: { title: 'Promo', image_url: second },
      headers: admin.auth,
    });
    expect(put.statusCode).toBe(200);
    expect(gone(first)).toBe(true);
    expect(existsSync(fileOf(second))).toBe(true);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/ads/${ad}`, headers: admin.auth })).statusCode).toBe(200);
    expect(gone(second)).toBe(true);
  });

  it('are kept while another ad shows them; other images are never deleted by ads', async () => {
    const shared = await uploaded();
    const one = await adWith(shared, 'Satu');
    await adWith(shared, 'Dua');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/ads/${one}`, headers: admin.auth })).statusCode).toBe(200);
    expect(stored(shared)).toBe(true);

    // A product photo used as a banner belongs to its product: deleting the ad leaves it.
    const photo = '/uploads/0123456789abcdef0123456789abcdef.webp';
    writeFileSync(fileOf(photo), jpeg);
    const photoAd = await adWith(photo, 'Foto Produk');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/ads/${photoAd}`, headers: admin.auth })).statusCode).toBe(200);
    expect(existsSync(fileOf(photo))).toBe(true);
  });
});

describe('the sweep of banners no ad shows', () => {
  const sweep = () => sweepUnusedBanners({ db: t.db, storage: createImageStorage(t.config) });
  /** Makes an upload (both files) look `ms` old. */
  const age = (url: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    for (const u of [url, bannerPhoneOf(url)!]) utimesSync(fileOf(u), then, then);
  };
  const saveAd = (image_url: string, id?: number) =>
    t.app.inject({
      method: id ? 'PUT' : 'POST',
      url: `/api/ads${id ? `/${id}` : ''}`,
      payload: { title: 'Promo', image_url },
      headers: admin.auth,
    });

  it('deletes a banner no ad shows once it is a day old, and nothing else', async () => {
    const [shown, abandoned, recent] = [await uploaded(), await uploaded(), await uploaded()];
    await adWith(shown);
    age(shown, 2 * UNUSED_BANNER_AGE_MS);
    age(abandoned, UNUSED_BANNER_AGE_MS + 60_000);
    age(recent, UNUSED_BANNER_AGE_MS - 60_000);
    expect(await sweep()).toBe(1);
    expect(gone(abandoned)).toBe(true);
    expect(stored(shown)).toBe(true); // an ad shows it, however old
    expect(stored(recent)).toBe(true); // a form may still be filled in with it
    expect(await sweep()).toBe(0);
  });

  it('leaves no ad pointing at a missing banner: saving one that is not stored is refused', async () => {
    const kept = await uploaded();
    const ad = await adWith(kept);
    const swept = await uploaded();
    age(swept, 2 * UNUSED_BANNER_AGE_MS);
    await sweep();
    const never = '/uploads/banner-0123456789abcdef0123456789abcdef.webp';
    for (const res of [await saveAd(swept), await saveAd(swept, ad), await saveAd(never)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: AD_MESSAGES.bannerMissing });
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/ads/${ad}` })).json()).toMatchObject({ image_url: kept });
    expect((await saveAd('https://cdn.contoh.id/promo.webp', ad)).statusCode).toBe(200); // other images are not checked
  });

  it('runs on the scheduler', async () => {
    const abandoned = await uploaded();
    age(abandoned, 2 * UNUSED_BANNER_AGE_MS);
    const stop = startSweeper(t.app, { intervalMs: 60_000, bannerIntervalMs: 50 });
    try {
      await waitFor(() => gone(abandoned));
    } finally {
      await stop();
    }
  });
});
