import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIMITS, RATING_MESSAGES } from '@gayaku/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { multipartBody, pngImage } from '../../../test/catalog-factories.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { receivedProduct } from '../../../test/ratings-factories.ts';
import { ratingPhotos, ratings } from '../../db/schema.ts';

let t: TestApp;
let author: TestUser;
let uploads: string;
beforeAll(async () => {
  t = await buildTestApp();
  author = await createUser(t.app, t.db);
  uploads = path.join(t.config.dataDir, 'uploads');
});
afterAll(async () => {
  await t?.close();
});

/** A camera JPEG: 2400 × 1800 with EXIF naming the camera, the owner and where it was taken (GPS). */
function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3a7d5c' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'KameraUji', Model: 'Seri 9', Artist: 'Rina Rahasia' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 54/1 3600/100', GPSLongitudeRef: 'E', GPSLongitude: '107/1 36/1 0/1' },
    })
    .toBuffer();
}

/** The four-character chunk names of a RIFF/WebP file. */
function webpChunks(bytes: Buffer): string[] {
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32LE(at + 4);
    chunks.push(bytes.subarray(at, at + 4).toString('latin1'));
    at += 8 + size + (size % 2);
  }
  return chunks;
}

async function ratingOf(user: TestUser): Promise<number> {
  const product = await receivedProduct(t.db, user.id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ratings',
    headers: user.auth,
    payload: { product_id: product.id, rating: 5 },
  });
  return res.json().rating.id;
}

async function upload(id: number, bytes: Buffer | null, user: TestUser = author, type = 'image/jpeg') {
  const form = await multipartBody({}, bytes ? { bytes, type, filename: 'foto.jpg' } : undefined);
  return t.app.inject({
    method: 'POST',
    url: `/api/ratings/${id}/photos`,
    headers: { ...user.auth, ...form.headers },
    payload: form.payload,
  });
}

const fileOf = (url: string) => readFileSync(path.join(uploads, url.replace('/uploads/', '')));
const storedFiles = () => readdirSync(uploads, { withFileTypes: true }).filter((e) => e.isFile()).length;

describe('POST /api/ratings/{id}/photos', () => {
  it('re-encodes a camera JPEG to WebP of at most 1600 px with a thumbnail, keeping no EXIF, GPS or other metadata', async () => {
    const input = await cameraJpeg();
    const exif = (await sharp(input).metadata()).exif;
    // The input really carries them: the camera's name and the GPS IFD pointer (tag 0x8825).
    expect(exif?.includes('KameraUji')).toBe(true);
    expect(exif?.includes(Buffer.from([0x88, 0x25])) || exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const id = await ratingOf(author);
    const res = await upload(id, input);
    expect(res.statusCode).toBe(201);
    const { message, photos } = res.json();
    expect(message).toBe(RATING_MESSAGES.photoUploaded);
    expect(photos).toEqual([expect.stringMatching(/^\/uploads\/review-[0-9a-f]{32}\.webp$/)]);

    for (const [url, maxSide] of [
      [photos[0], 1600],
      [photos[0].replace(/\.webp$/, '-thumb.webp'), 400],
    ] as const) {
      const bytes = fileOf(url);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(maxSide);
      expect(meta.width! / meta.height!).toBeCloseTo(4 / 3, 1);
      expect([meta.exif, meta.xmp, meta.icc, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);
      expect(webpChunks(bytes).filter((c) => !['VP8 ', 'VP8L', 'VP8X', 'ALPH'].includes(c))).toEqual([]);
      for (const trace of ['Exif', 'KameraUji', 'Rina Rahasia', 'GPS']) expect(bytes.includes(trace), trace).toBe(false);
    }
  });

  it('takes PNG and WebP too, at most three photos per review: a fourth is 409 and leaves no file', async () => {
    const id = await ratingOf(author);
    expect((await upload(id, await pngImage(40, 30), author, 'image/png')).statusCode).toBe(201);
    const webp = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#00f' } })
      .webp()
      .toBuffer();
    expect((await upload(id, webp, author, 'image/webp')).statusCode).toBe(201);
    const third = await upload(id, await pngImage(20, 20), author, 'image/png');
    expect(third.json().photos).toHaveLength(3);
    const files = storedFiles();
    const fourth = await upload(id, await pngImage(20, 20), author, 'image/png');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ message: RATING_MESSAGES.tooManyPhotos, code: 'CONFLICT' });
    expect(storedFiles()).toBe(files);
    // Two at once on the last free place: one gets it.
    const other = await ratingOf(author);
    for (let i = 0; i < 2; i++) await upload(other, await pngImage(), author, 'image/png');
    const both = await Promise.all([
      upload(other, await pngImage(), author, 'image/png'),
      upload(other, await pngImage(), author, 'image/png'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(ratingPhotos).where(eq(ratingPhotos.ratingId, other))).toHaveLength(3);
  });

  it('shows the photos on the product page list, and with_photos finds them', async () => {
    const product = await receivedProduct(t.db, author.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ratings',
      headers: author.auth,
      payload: { product_id: product.id, rating: 4 },
    });
    const url = (await upload(res.json().rating.id, await pngImage(), author, 'image/png')).json().photos[0];
    const list = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews?with_photos=true` });
    expect(list.json()[0].photos).toEqual([url]);
  });

  it('413 over 5 MB, 415 for a file that is not an image or a body that is not multipart, 400 without a file', async () => {
    const id = await ratingOf(author);
    const big = Buffer.concat([await pngImage(), Buffer.alloc(LIMITS.maxImageBytes)]);
    expect((await upload(id, big, author, 'image/png')).statusCode).toBe(413);
    const text = await upload(id, Buffer.from('bukan gambar sama sekali'), author, 'image/jpeg');
    expect([text.statusCode, text.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const json = await t.app.inject({ method: 'POST', url: `/api/ratings/${id}/photos`, headers: author.auth, payload: { image: 'x' } });
    expect(json.statusCode).toBe(415);
    const none = await upload(id, null);
    expect([none.statusCode, none.json().message]).toEqual([400, RATING_MESSAGES.photoRequired]);
    expect(await t.db.select().from(ratingPhotos).where(eq(ratingPhotos.ratingId, id))).toEqual([]);
  });

  it("403 on someone else's review, 404 on an unknown one, 409 after the 30-day window, 401 without a token", async () => {
    const id = await ratingOf(author);
    const intruder = await createUser(t.app, t.db);
    expect((await upload(id, await pngImage(), intruder, 'image/png')).statusCode).toBe(403);
    expect((await upload(987_654, await pngImage(), author, 'image/png')).statusCode).toBe(404);
    await t.db
      .update(ratings)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(ratings.id, id));
    const late = await upload(id, await pngImage(), author, 'image/png');
    expect([late.statusCode, late.json().message]).toEqual([409, RATING_MESSAGES.editWindowPassed]);
    const form = await multipartBody({}, { bytes: await pngImage() });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/ratings/${id}/photos`,
      headers: form.headers,
      payload: form.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
