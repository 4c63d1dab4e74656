import { AD_MESSAGES, MESSAGES } from '@gayaku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../../test/attributes-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.db, { role: 'admin' });
  shopper = await createUser(t.app, t.db);
});
afterAll(() => t.close());

const IMAGE = '/uploads/promo.webp';
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user: TestUser | null = admin) =>
  t.app.inject({ method, url, payload, headers: user ? user.auth : {} });
const get = (url: string) => t.app.inject({ method: 'GET', url });

async function createAd(title = 'Promo Lebaran'): Promise<{ id: number; title: string; image_url: string }> {
  const res = await send('POST', '/api/ads', { title, image_url: IMAGE });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('/api/ads', () => {
  it('creates (201, trimmed title), lists by id and reads one', async () => {
    const res = await send('POST', '/api/ads', { title: '  Diskon 50%  ', image_url: 'https://cdn.contoh.id/iklan/diskon.jpg' });
    expect(res.statusCode).toBe(201);
    const ad = res.json();
    expect(ad).toEqual({ id: expect.any(Number), title: 'Diskon 50%', image_url: 'https://cdn.contoh.id/iklan/diskon.jpg' });

    const second = await createAd();
    const list = await get('/api/ads');
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((a: { id: number }) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(list.json()).toEqual(expect.arrayContaining([ad, second]));
    expect((await get(`/api/ads/${ad.id}`)).json()).toEqual(ad);
  });

  it('updates (200) and deletes (200 {message}), each with an audit row', async () => {
    const ad = await createAd();
    const updated = await send('PUT', `/api/ads/${ad.id}`, { title: 'Promo Akhir Tahun', image_url: 'https://cdn.contoh.id/akhir.webp' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: ad.id, title: 'Promo Akhir Tahun', image_url: 'https://cdn.contoh.id/akhir.webp' });

    const deleted = await send('DELETE', `/api/ads/${ad.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: AD_MESSAGES.adDeleted });
    expect((await get(`/api/ads/${ad.id}`)).statusCode).toBe(404);

    const audit = await auditRowsOf(t.db, 'ad', ad.id);
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['create', admin.id],
      ['update', admin.id],
      ['delete', admin.id],
    ]);
    expect(audit[1]).toMatchObject({ before: ad, after: updated.json() });
    expect(audit[2]).toMatchObject({ before: updated.json(), after: null });
  });

  it('allows two ads with the same title (titles are not names)', async () => {
    await createAd('Sama');
    await createAd('Sama');
  });

  it.each([
    ['empty', ''],
    ['whitespace only', '   '],
    ['missing', undefined],
  ])('rejects a %s title with the ad message (create and update)', async (_label, title) => {
    const ad = await createAd();
    for (const res of [
      await send('POST', '/api/ads', { title, image_url: IMAGE }),
      await send('PUT', `/api/ads/${ad.id}`, { title, image_url: IMAGE }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: MESSAGES.adTitleRequired });
    }
  });

  it.each(['https://cdn.contoh.id/a.jpg', '/uploads/x.webp', '/uploads/ads/2024/banner-1.png'])('accepts the image_url %s', async (url) => {
    const res = await send('POST', '/api/ads', { title: 'Gambar', image_url: url });
    expect(res.statusCode).toBe(201);
    expect(res.json().image_url).toBe(url);
  });

  it.each([
    'http://contoh.id/a.jpg',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/png;base64,AAAA',
    '//evil.example/a.jpg',
    '/uploads/../config.json',
    'uploads/x.webp',
    '',
    null,
    undefined,
  ])('rejects the image_url %s with 400 (create and update)', async (url) => {
    const ad = await createAd();
    for (const res of [
      await send('POST', '/api/ads', { title: 'Gambar', image_url: url }),
      await send('PUT', `/api/ads/${ad.id}`, { title: 'Gambar', image_url: url }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: MESSAGES.adImageUrlInvalid });
    }
    expect((await get(`/api/ads/${ad.id}`)).json()).toEqual(ad);
  });

  it.each(['abc', '1.5', '0'])('answers 400 for the id %s on every call', async (id) => {
    for (const res of [
      await get(`/api/ads/${id}`),
      await send('PUT', `/api/ads/${id}`, { title: 'x', image_url: IMAGE }),
      await send('DELETE', `/api/ads/${id}`),
    ]) {
      expect(res.statusCode).toBe(400);
    }
  });

  it('answers 404 for an unknown id on every call', async () => {
    const url = '/api/ads/2000000000';
    for (const res of [await get(url), await send('PUT', url, { title: 'x', image_url: IMAGE }), await send('DELETE', url)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: AD_MESSAGES.adNotFound, code: 'NOT_FOUND' });
    }
  });

  it('answers 401 without a token and 403 for a shopper on every write, even with an invalid body', async () => {
    const ad = await createAd();
    for (const [user, status] of [
      [null, 401],
      [shopper, 403],
    ] as const) {
      for (const payload of [{}, { title: '', image_url: 'javascript:x' }, { title: 'Sah', image_url: IMAGE }]) {
        expect((await send('POST', '/api/ads', payload, user)).statusCode).toBe(status);
        expect((await send('PUT', `/api/ads/${ad.id}`, payload, user)).statusCode).toBe(status);
      }
      expect((await send('DELETE', `/api/ads/${ad.id}`, undefined, user)).statusCode).toBe(status);
    }
    expect((await get(`/api/ads/${ad.id}`)).json()).toEqual(ad);
    expect(await auditRowsOf(t.db, 'ad', ad.id)).toHaveLength(1);
  });

  it('stores a markup title verbatim and returns it as inert JSON', async () => {
    const ad = await createAd('<script>alert(1)</script>');
    const res = await get(`/api/ads/${ad.id}`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().title).toBe('<script>alert(1)</script>');
  });
});
