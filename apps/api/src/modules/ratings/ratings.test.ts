import { MESSAGES } from '@gayaku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createProduct, orderOf, receivedProduct } from '../../../test/ratings-factories.ts';

let t: TestApp;
let shopper: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  shopper = await createUser(t.app, t.db);
});
afterAll(async () => {
  await t?.close();
});

const rate = (payload: unknown, headers: Record<string, string> = shopper.auth) =>
  t.app.inject({ method: 'POST', url: '/api/ratings', payload: payload as object, headers });
const check = (query: string, headers: Record<string, string> = shopper.auth) =>
  t.app.inject({ method: 'GET', url: `/api/ratings/user-rating/check?${query}`, headers });

describe('POST /api/ratings', () => {
  it('201 with the spec message and the stored rating; the comment is trimmed', async () => {
    const product = await receivedProduct(t.db, shopper.id);
    const res = await rate({ product_id: product.id, user_id: shopper.id, rating: 4, comment: '  Bahannya adem  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Rating berhasil dikirim!');
    expect(body.rating).toMatchObject({ product_id: product.id, user_id: shopper.id, rating: 4, comment: 'Bahannya adem', fit: null });
    expect(Object.keys(body.rating).sort()).toEqual([
      'color',
      'comment',
      'created_at',
      'fit',
      'id',
      'photos',
      'product_id',
      'rating',
      'size',
      'user_id',
      'verified_purchase',
    ]);
    expect(new Date(body.rating.created_at).toISOString()).toBe(body.rating.created_at);
  });

  it('takes the user from the token when user_id is left out; a blank comment becomes null', async () => {
    const product = await receivedProduct(t.db, shopper.id);
    const res = await rate({ product_id: product.id, rating: 5, comment: '   ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().rating).toMatchObject({ user_id: shopper.id, rating: 5, comment: null });
    const noComment = await rate({ product_id: (await receivedProduct(t.db, shopper.id)).id, rating: 1 });
    expect(noComment.json().rating.comment).toBeNull();
  });

  it('accepts user_id as the string the browser keeps in localStorage', async () => {
    const res = await rate({ product_id: (await receivedProduct(t.db, shopper.id)).id, user_id: String(shopper.id), rating: 3 });
    expect(res.statusCode).toBe(201);
  });

  it("403 for another user's id", async () => {
    const other = await createUser(t.app, t.db);
    const res = await rate({ product_id: (await createProduct(t.db)).id, user_id: other.id, rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.forbidden, code: 'FORBIDDEN' });
  });

  it('404 for an unknown product', async () => {
    const res = await rate({ product_id: 987_654, rating: 5 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.ratingProductNotFound, code: 'NOT_FOUND' });
  });

  it('409 for a second rating of the same product, also when both arrive at once', async () => {
    const product = await receivedProduct(t.db, shopper.id);
    expect((await rate({ product_id: product.id, rating: 5 })).statusCode).toBe(201);
    const again = await rate({ product_id: product.id, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.ratingExists, code: 'CONFLICT' });

    const racer = await createUser(t.app, t.db);
    await orderOf(t.db, racer.id, product.id);
    const both = await Promise.all([
      rate({ product_id: product.id, rating: 2 }, racer.auth),
      rate({ product_id: product.id, rating: 3 }, racer.auth),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['0', 0],
    ['6', 6],
    ['3.5', 3.5],
    ["the string '5'", '5'],
    ['null', null],
    ['missing', undefined],
  ])('400 for rating %s', async (_name, rating) => {
    const res = await rate({ product_id: (await createProduct(t.db)).id, rating });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: MESSAGES.ratingRange });
  });

  it('400 for a comment over 1000 characters; exactly 1000 is fine', async () => {
    const tooLong = await rate({ product_id: (await createProduct(t.db)).id, rating: 4, comment: 'k'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION', message: MESSAGES.ratingCommentTooLong });
    const max = await rate({ product_id: (await receivedProduct(t.db, shopper.id)).id, rating: 4, comment: 'k'.repeat(1000) });
    expect(max.statusCode).toBe(201);
  });

  it('400 for a non-numeric product_id', async () => {
    const res = await rate({ product_id: 'abc', rating: 4 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('401 without a token, before the body is validated', async () => {
    const res = await rate({ rating: 'nonsense' }, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/ratings/user-rating/check', () => {
  it('answers nulls before rating and the rating and comment after, with the review and its editing window', async () => {
    const product = await receivedProduct(t.db, shopper.id);
    const before = await check(`productId=${product.id}&userId=${shopper.id}`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ rating: null, comment: null, review: null, editable_until: null, can_review: true });
    await rate({ product_id: product.id, rating: 4, comment: 'Pas di badan', fit: 'pas' });
    const after = (await check(`productId=${product.id}&userId=${shopper.id}`)).json();
    expect(after).toMatchObject({ rating: 4, comment: 'Pas di badan', can_review: false, review: { rating: 4, fit: 'pas' } });
    const days = (new Date(after.editable_until).getTime() - new Date(after.review.created_at).getTime()) / 86_400_000;
    expect(days).toBe(30);
  });

  it("only shows the asker's own rating: another user sees nulls", async () => {
    const product = await receivedProduct(t.db, shopper.id);
    await rate({ product_id: product.id, rating: 2 });
    const other = await createUser(t.app, t.db);
    const res = await check(`productId=${product.id}&userId=${other.id}`, other.auth);
    expect(res.json()).toEqual({ rating: null, comment: null, review: null, editable_until: null, can_review: false });
  });

  it("403 for another user's id, 401 without a token, 400 for bad ids", async () => {
    const other = await createUser(t.app, t.db);
    expect((await check(`productId=1&userId=${other.id}`)).statusCode).toBe(403);
    expect((await check(`productId=1&userId=${shopper.id}`, {})).statusCode).toBe(401);
    expect((await check(`productId=abc&userId=${shopper.id}`)).statusCode).toBe(400);
    expect((await check(`productId=1`)).statusCode).toBe(400);
  });
});
