import { MESSAGES, RATING_MESSAGES } from '@gayaku/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createProduct, orderOf, receivedProduct } from '../../../test/ratings-factories.ts';
import { orders, ratings } from '../../db/schema.ts';

let t: TestApp;
let shopper: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  shopper = await createUser(t.app, t.db);
});
afterAll(async () => {
  await t?.close();
});

const rate = (payload: object, user: TestUser = shopper) =>
  t.app.inject({ method: 'POST', url: '/api/ratings', payload, headers: user.auth });
const edit = (id: number, payload: object, user: TestUser = shopper) =>
  t.app.inject({ method: 'PUT', url: `/api/ratings/${id}`, payload, headers: user.auth });
const canReview = async (productId: number, user: TestUser = shopper) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/ratings/user-rating/check?productId=${productId}&userId=${user.id}`,
      headers: user.auth,
    })
  ).json().can_review;

describe('who may rate: a buyer who received the product', () => {
  it('403 without any order of the product, and with an order still pending, paid or shipped', async () => {
    const product = await createProduct(t.db);
    const refused = { message: RATING_MESSAGES.notBuyer, code: 'FORBIDDEN' };
    expect((await rate({ product_id: product.id, rating: 5 })).json()).toEqual(refused);
    for (const status of ['pending', 'paid', 'shipped'] as const) {
      await orderOf(t.db, shopper.id, product.id, { status });
      const res = await rate({ product_id: product.id, rating: 5 });
      expect(res.statusCode, status).toBe(403);
      expect(res.json()).toEqual(refused);
      expect(await canReview(product.id)).toBe(false);
    }
    expect(await t.db.select().from(ratings).where(eq(ratings.productId, product.id))).toEqual([]);
  });

  it('a delivered order makes the review a verified purchase with the size and colour of its line', async () => {
    const product = await createProduct(t.db);
    await orderOf(t.db, shopper.id, product.id, { status: 'pending', size: 'S', color: 'Putih' });
    await orderOf(t.db, shopper.id, product.id, { status: 'delivered', size: 'XL', color: 'Navy' });
    expect(await canReview(product.id)).toBe(true);
    const res = await rate({ product_id: product.id, rating: 5, fit: 'kebesaran' });
    expect(res.statusCode).toBe(201);
    expect(res.json().rating).toMatchObject({ verified_purchase: true, size: 'XL', color: 'Navy', fit: 'kebesaran', photos: [] });
  });

  it('a completed order counts too; the latest received line gives the size and colour', async () => {
    const product = await createProduct(t.db);
    const older = await orderOf(t.db, shopper.id, product.id, { status: 'completed', size: 'S', color: 'Hitam' });
    await t.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 20 * 86_400_000) })
      .where(eq(orders.id, older));
    await orderOf(t.db, shopper.id, product.id, { status: 'completed', size: 'L', color: 'Krem' });
    const res = await rate({ product_id: product.id, rating: 4 });
    expect(res.json().rating).toMatchObject({ verified_purchase: true, size: 'L', color: 'Krem' });
  });

  it("another shopper's received order does not let this one rate", async () => {
    const other = await createUser(t.app, t.db);
    const product = await receivedProduct(t.db, other.id);
    expect((await rate({ product_id: product.id, rating: 5 })).statusCode).toBe(403);
  });

  it("400 for a fit that is not 'kekecilan', 'pas' or 'kebesaran'", async () => {
    const product = await receivedProduct(t.db, shopper.id);
    for (const fit of ['sempit', 'PAS', 3, true]) {
      const res = await rate({ product_id: product.id, rating: 4, fit });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: RATING_MESSAGES.fitInvalid });
    }
    expect((await rate({ product_id: product.id, rating: 4, fit: null })).json().rating.fit).toBeNull();
  });
});

describe('PUT /api/ratings/{id}: the author may change a review for 30 days', () => {
  it('changes stars, comment and fit within the window; the verification stays', async () => {
    const product = await receivedProduct(t.db, shopper.id, { size: 'M', color: 'Hitam' });
    const { rating } = (await rate({ product_id: product.id, rating: 2, comment: 'Kekecilan', fit: 'kekecilan' })).json();
    await t.db
      .update(ratings)
      .set({ createdAt: new Date(Date.now() - 29 * 86_400_000) })
      .where(eq(ratings.id, rating.id));
    const res = await edit(rating.id, { rating: 4, comment: '  Ternyata pas setelah dicuci ', fit: 'pas' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: RATING_MESSAGES.ratingUpdated,
      rating: { id: rating.id, rating: 4, comment: 'Ternyata pas setelah dicuci', fit: 'pas', verified_purchase: true, size: 'M' },
    });
    const product2 = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json();
    expect(product2.average_rating).toBe(4);
  });

  it('409 once 30 days have passed, and nothing changes', async () => {
    const product = await receivedProduct(t.db, shopper.id);
    const { rating } = (await rate({ product_id: product.id, rating: 3 })).json();
    await t.db
      .update(ratings)
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000 - 1000) })
      .where(eq(ratings.id, rating.id));
    const res = await edit(rating.id, { rating: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: RATING_MESSAGES.editWindowPassed, code: 'CONFLICT' });
    const [row] = await t.db.select().from(ratings).where(eq(ratings.id, rating.id));
    expect(row?.rating).toBe(3);
  });

  it("403 for someone else's review, 404 for an unknown one, 400 for bad stars, 401 without a token", async () => {
    const product = await receivedProduct(t.db, shopper.id);
    const { rating } = (await rate({ product_id: product.id, rating: 3 })).json();
    const intruder = await createUser(t.app, t.db);
    const theirs = await edit(rating.id, { rating: 1 }, intruder);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ message: MESSAGES.forbidden, code: 'FORBIDDEN' });
    expect((await edit(987_654, { rating: 1 })).statusCode).toBe(404);
    expect((await edit(rating.id, { rating: 6 })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: `/api/ratings/${rating.id}`, payload: { rating: 1 } })).statusCode).toBe(401);
    const [row] = await t.db.select().from(ratings).where(eq(ratings.id, rating.id));
    expect(row?.rating).toBe(3);
  });
});
