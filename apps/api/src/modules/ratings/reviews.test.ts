import { RATING_MESSAGES } from '@gayaku/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createProduct, orderOf } from '../../../test/ratings-factories.ts';
import { auditLog, ratingPhotos, ratings } from '../../db/schema.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
  admin = { authorization: `Bearer ${login.json().token}` };
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** A buyer named `username` who received the product and rated it. */
async function review(productId: number, username: string, body: { rating: number; comment?: string; fit?: string }, daysAgo = 0) {
  const user: TestUser = await createUser(t.app, t.db, { username });
  await orderOf(t.db, user.id, productId, { size: 'L', color: 'Navy' });
  const res = await t.app.inject({ method: 'POST', url: '/api/ratings', headers: user.auth, payload: { product_id: productId, ...body } });
  if (res.statusCode !== 201) throw new Error(res.body);
  const id: number = res.json().rating.id;
  if (daysAgo)
    await t.db
      .update(ratings)
      .set({ createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
      .where(eq(ratings.id, id));
  return id;
}

const tag = () => Math.random().toString(36).slice(2, 8);

describe('GET /api/products/{id}/reviews', () => {
  it('lists visible reviews newest first with the reviewer masked and the verified size, colour and fit; X-Total-Count', async () => {
    const product = await createProduct(t.db);
    await review(product.id, `rina${tag()}a`, { rating: 5, comment: 'Adem', fit: 'pas' }, 3);
    await review(product.id, `budi${tag()}o`, { rating: 2, fit: 'kekecilan' }, 1);
    const res = await get(`/api/products/${product.id}/reviews`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const [first, second] = res.json();
    expect(first).toMatchObject({
      rating: 2,
      reviewer: 'b***o',
      verified_purchase: true,
      size: 'L',
      color: 'Navy',
      fit: 'kekecilan',
      photos: [],
    });
    expect(second).toMatchObject({ rating: 5, reviewer: 'r***a', comment: 'Adem', fit: 'pas' });
    expect(Object.keys(first).sort()).toEqual([
      'color',
      'comment',
      'created_at',
      'fit',
      'id',
      'photos',
      'rating',
      'reviewer',
      'size',
      'verified_purchase',
    ]);
    expect(res.body).not.toMatch(/user_id|username|rina|budi/);
  });

  it('sorts by rating both ways, filters by stars and photos, and pages with limit and offset', async () => {
    const product = await createProduct(t.db);
    const ids = [];
    for (const [i, stars] of [4, 1, 5, 3, 5].entries()) ids.push(await review(product.id, `u${tag()}${i}`, { rating: stars }, 10 - i));
    await t.db.insert(ratingPhotos).values({ ratingId: ids[1]!, url: '/uploads/review-uji.webp' });
    const list = async (q: string) =>
      (await get(`/api/products/${product.id}/reviews?${q}`)).json().map((r: { rating: number }) => r.rating);
    expect(await list('sort=rating_high')).toEqual([5, 5, 4, 3, 1]);
    expect(await list('sort=rating_low')).toEqual([1, 3, 4, 5, 5]);
    expect(await list('rating=5')).toEqual([5, 5]);
    expect(await list('with_photos=true')).toEqual([1]);
    expect(await list('with_photos=false')).toHaveLength(4);
    const page = await get(`/api/products/${product.id}/reviews?limit=2&offset=2`);
    expect(page.json().map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(page.headers['x-total-count']).toBe('5');
    const past = await get(`/api/products/${product.id}/reviews?limit=2&offset=10`);
    expect([past.json(), past.headers['x-total-count']]).toEqual([[], '5']);
  });

  it('400 for a bad sort, star filter, limit or offset; 404 for an unknown product', async () => {
    const product = await createProduct(t.db);
    for (const q of [
      'sort=terbaik',
      'rating=6',
      'rating=0',
      'limit=0',
      'limit=51',
      'offset=-1',
      'limit=abc',
      'with_photos=ya',
      'rating=1&rating=2',
    ]) {
      const res = await get(`/api/products/${product.id}/reviews?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
    expect((await get(`/api/products/${product.id}/reviews?sort=terbaik`)).json().message).toBe(RATING_MESSAGES.reviewSortInvalid);
    expect((await get('/api/products/987654/reviews')).statusCode).toBe(404);
  });
});

describe('GET /api/products/{id}/review-summary', () => {
  it('answers average, count, the stars histogram and the fit answers', async () => {
    const product = await createProduct(t.db);
    await review(product.id, `a${tag()}`, { rating: 5, fit: 'pas' });
    await review(product.id, `b${tag()}`, { rating: 4, fit: 'pas' });
    await review(product.id, `c${tag()}`, { rating: 2, fit: 'kekecilan' });
    await review(product.id, `d${tag()}`, { rating: 4 });
    const res = await get(`/api/products/${product.id}/review-summary`);
    expect(res.json()).toEqual({
      average: 3.8,
      count: 4,
      histogram: { 1: 0, 2: 1, 3: 0, 4: 2, 5: 1 },
      fit: { kekecilan: 1, pas: 2, kebesaran: 0 },
    });
  });

  it('an unrated product has zeros; an unknown one is 404', async () => {
    const product = await createProduct(t.db);
    expect((await get(`/api/products/${product.id}/review-summary`)).json()).toMatchObject({ average: 0, count: 0 });
    expect((await get('/api/products/987654/review-summary')).statusCode).toBe(404);
  });
});

describe('hidden reviews (PUT /api/admin/reviews/{id})', () => {
  it('leave the list, the summary, the product average and count, and the rating sort; audit-logged both ways', async () => {
    const product = await createProduct(t.db, { name: `Kaos Sembunyi ${tag()}` });
    const rival = await createProduct(t.db, { name: `Kaos Saingan ${tag()}` });
    await review(product.id, `x${tag()}`, { rating: 4 });
    const spam = await review(product.id, `y${tag()}`, { rating: 1, comment: 'Promo di toko sebelah!' });
    await review(rival.id, `z${tag()}`, { rating: 3 });
    const ratingOrder = async () =>
      (await get('/api/products?sort=rating'))
        .json()
        .filter((p: { id: number }) => [product.id, rival.id].includes(p.id))
        .map((p: { id: number }) => p.id);
    expect(await ratingOrder()).toEqual([rival.id, product.id]); // 3 before 2.5

    const hide = await t.app.inject({ method: 'PUT', url: `/api/admin/reviews/${spam}`, headers: admin, payload: { hidden: true } });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toMatchObject({
      message: RATING_MESSAGES.reviewHidden,
      review: { id: spam, hidden: true, product_id: product.id },
    });

    const detail = (await get(`/api/products/${product.id}`)).json();
    expect([detail.average_rating, detail.total_reviews]).toEqual([4, 1]);
    expect(await ratingOrder()).toEqual([product.id, rival.id]);
    const listed = await get(`/api/products/${product.id}/reviews`);
    expect([listed.json().map((r: { id: number }) => r.id), listed.headers['x-total-count']]).toEqual([[expect.any(Number)], '1']);
    expect(listed.body).not.toContain('Promo di toko sebelah');
    expect((await get(`/api/products/${product.id}/review-summary`)).json()).toMatchObject({ average: 4, count: 1, histogram: { 1: 0 } });
    const card = (await get('/api/products')).json().find((p: { id: number }) => p.id === product.id);
    expect([card.average_rating, card.total_reviews]).toEqual([4, 1]);

    await t.app.inject({ method: 'PUT', url: `/api/admin/reviews/${spam}`, headers: admin, payload: { hidden: false } });
    expect((await get(`/api/products/${product.id}`)).json().total_reviews).toBe(2);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'rating'), eq(auditLog.entityId, spam)))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['update', { hidden: false }, { hidden: true }],
      ['update', { hidden: true }, { hidden: false }],
    ]);
  });

  it('403 for a shopper, 404 for an unknown review, 400 without a boolean', async () => {
    const shopper = await createUser(t.app, t.db);
    const put = (id: number, payload: object, headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/reviews/${id}`, headers, payload });
    expect((await put(1, { hidden: true }, shopper.auth)).statusCode).toBe(403);
    expect((await put(987_654, { hidden: true }, admin)).statusCode).toBe(404);
    expect((await put(1, { hidden: 'ya' }, admin)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/reviews', () => {
  it('lists every review with its product and author, filtered by product, stars, photos and hidden, paged with X-Total-Count', async () => {
    const product = await createProduct(t.db);
    const a = await review(product.id, `adm${tag()}`, { rating: 5 });
    const b = await review(product.id, `adm${tag()}`, { rating: 1 });
    await t.db.insert(ratingPhotos).values({ ratingId: a, url: '/uploads/review-admin.webp' });
    await t.app.inject({ method: 'PUT', url: `/api/admin/reviews/${b}`, headers: admin, payload: { hidden: true } });
    const ids = async (q: string) =>
      (await get(`/api/admin/reviews?product_id=${product.id}&${q}`, admin)).json().map((r: { id: number }) => r.id);
    expect(await ids('')).toEqual([b, a]);
    expect(await ids('hidden=true')).toEqual([b]);
    expect(await ids('hidden=false')).toEqual([a]);
    expect(await ids('rating=5')).toEqual([a]);
    expect(await ids('with_photos=1')).toEqual([a]);
    const page = await get(`/api/admin/reviews?product_id=${product.id}&limit=1`, admin);
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json()[0]).toMatchObject({
      id: b,
      product_name: expect.any(String),
      username: expect.stringMatching(/^adm/),
      hidden: true,
    });
    const shopper = await createUser(t.app, t.db);
    expect((await get('/api/admin/reviews', shopper.auth)).statusCode).toBe(403);
    expect((await get('/api/admin/reviews?hidden=maybe', admin)).statusCode).toBe(400);
  });
});
