import { CART_MESSAGES, MESSAGES, PRODUCT_MESSAGES, type CartItem } from '@gayaku/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createProduct, setProductPrice, type TestProduct } from '../../../test/cart-factories.ts';
import { countQueries } from '../../../test/catalog-factories.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { listCart } from './cart.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function add(user: TestUser, body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/cart', headers: user.auth, payload: body as object });
}
function update(user: TestUser, cartId: number | string, body: unknown) {
  return t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}`, headers: user.auth, payload: body as object });
}
function remove(user: TestUser, cartId: number | string) {
  return t.app.inject({ method: 'DELETE', url: `/api/cart/${cartId}`, headers: user.auth });
}
async function getCart(user: TestUser): Promise<CartItem[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/cart', headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json();
}
async function addLine(user: TestUser, product: TestProduct, quantity = 1): Promise<CartItem> {
  const res = await add(user, { product_id: product.id, quantity });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('authentication', () => {
  it('answers 401 without a token on every call', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/cart' },
      { method: 'POST' as const, url: '/api/cart', payload: { product_id: 1, quantity: 1 } },
      { method: 'PUT' as const, url: '/api/cart/1', payload: { quantity: 2 } },
      { method: 'DELETE' as const, url: '/api/cart/1' },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.unauthorized, code: 'UNAUTHORIZED' });
    }
  });

  it('answers 401 before validating the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cart', payload: { quantity: 0 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/cart', () => {
  it('adds a line with the catalogue price, quantity 1 by default', async () => {
    const user = await createUser(t.app, t.db);
    const product = await createProduct(t.db, { price: 129_000 });
    const res = await add(user, { product_id: product.id, price: 1 });
    expect(res.statusCode).toBe(201);
    const line = res.json();
    expect(line).toEqual({
      cart_id: expect.any(Number),
      product_id: product.id,
      name: product.name,
      price: 129_000,
      quantity: 1,
      image_url: product.image_url,
      size: null,
      color: null,
      available: 1000,
    });
  });

  it('raises the quantity of a product already in the cart instead of adding a line', async () => {
    const user = await createUser(t.app, t.db);
    const product = await createProduct(t.db);
    const first = await addLine(user, product, 2);
    const second = await addLine(user, product, 3);
    expect(second).toMatchObject({ cart_id: first.cart_id, quantity: 5 });
    expect(await getCart(user)).toEqual([second]);
  });

  it('refuses a raise past 99 and changes nothing', async () => {
    const user = await createUser(t.app, t.db);
    const product = await createProduct(t.db);
    const line = await addLine(user, product, 98);
    const res = await add(user, { product_id: product.id, quantity: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.quantityRange, code: 'VALIDATION' });
    expect(await getCart(user)).toEqual([line]);
    expect(await addLine(user, product, 1)).toMatchObject({ cart_id: line.cart_id, quantity: 99 });
  });

  it.each([0, 100, 1.5, '2', -1, null])('refuses quantity %j with 400', async (quantity) => {
    const user = await createUser(t.app, t.db);
    const product = await createProduct(t.db);
    const res = await add(user, { product_id: product.id, quantity });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.quantityRange, code: 'VALIDATION' });
    expect(await getCart(user)).toEqual([]);
  });

  it('answers 404 for an unknown product and 400 for a malformed product id', async () => {
    const user = await createUser(t.app, t.db);
    const unknown = await add(user, { product_id: 2_000_000_000, quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: PRODUCT_MESSAGES.productNotFound, code: 'NOT_FOUND' });
    for (const product_id of ['abc', 0, -3, 1.5, undefined]) {
      const res = await add(user, { product_id, quantity: 1 });
      expect(res.statusCode, String(product_id)).toBe(400);
    }
  });

  it('keeps one line per product under 20 concurrent adds', async () => {
    const user = await createUser(t.app, t.db);
    const product = await createProduct(t.db);
    const results = await Promise.all(Array.from({ length: 20 }, () => add(user, { product_id: product.id, quantity: 1 })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const rows = await t.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.quantity).toBe(20);
    expect(results.map((r) => (r.json() as CartItem).quantity).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('GET /api/cart', () => {
  it("lists only the user's lines, in the order first added, with current catalogue prices", async () => {
    const user = await createUser(t.app, t.db);
    const other = await createUser(t.app, t.db);
    const [p1, p2, p3] = [await createProduct(t.db, { price: 50_000 }), await createProduct(t.db), await createProduct(t.db)];
    const l1 = await addLine(user, p1!, 1);
    const l2 = await addLine(user, p2!, 4);
    await addLine(other, p3!, 1);
    await addLine(user, p1!, 2);
    await setProductPrice(t.db, p1!.id, 45_500);
    const cart = await getCart(user);
    expect(cart.map((l) => [l.cart_id, l.quantity])).toEqual([
      [l1.cart_id, 3],
      [l2.cart_id, 4],
    ]);
    expect(cart[0]?.price).toBe(45_500);
  });

  it('reads the cart in one query, however many lines', async () => {
    const user = await createUser(t.app, t.db);
    for (let i = 0; i < 5; i++) await addLine(user, await createProduct(t.db));
    const statements = countQueries(t.db);
    try {
      const lines = await listCart(t.db, user.id);
      expect(lines).toHaveLength(5);
      expect(statements.count).toBe(1);
    } finally {
      statements.restore();
    }
  });
});

describe('PUT and DELETE /api/cart/{cart_id}', () => {
  it('sets the quantity and answers the line', async () => {
    const user = await createUser(t.app, t.db);
    const product = await createProduct(t.db);
    const line = await addLine(user, product, 1);
    const res = await update(user, line.cart_id, { quantity: 7 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...line, quantity: 7 });
    expect(await getCart(user)).toEqual([{ ...line, quantity: 7 }]);
  });

  it.each([0, 100, 1.5, '2', -1, undefined])('refuses quantity %j with 400', async (quantity) => {
    const user = await createUser(t.app, t.db);
    const line = await addLine(user, await createProduct(t.db), 3);
    const res = await update(user, line.cart_id, { quantity });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.quantityRange, code: 'VALIDATION' });
    expect((await getCart(user))[0]?.quantity).toBe(3);
  });

  it('removes a line, then answers 404 for it', async () => {
    const user = await createUser(t.app, t.db);
    const line = await addLine(user, await createProduct(t.db));
    const res = await remove(user, line.cart_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CART_MESSAGES.itemRemoved });
    expect(await getCart(user)).toEqual([]);
    expect((await remove(user, line.cart_id)).statusCode).toBe(404);
    expect((await update(user, line.cart_id, { quantity: 2 })).statusCode).toBe(404);
  });

  it('answers 400 for a non-numeric id and 404 for an unknown one', async () => {
    const user = await createUser(t.app, t.db);
    for (const id of ['abc', '1.5', '-1', '0', '99999999999']) {
      expect((await update(user, id, { quantity: 2 })).statusCode, id).toBe(400);
      expect((await remove(user, id)).statusCode, id).toBe(400);
    }
    const res = await update(user, 2_000_000_000, { quantity: 2 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: CART_MESSAGES.itemNotFound, code: 'NOT_FOUND' });
    expect((await remove(user, 2_000_000_000)).statusCode).toBe(404);
  });

  it('never lets another user see, change or remove a line (404, as for an unknown id)', async () => {
    const owner = await createUser(t.app, t.db);
    const intruder = await createUser(t.app, t.db);
    const line = await addLine(owner, await createProduct(t.db), 2);
    expect(await getCart(intruder)).toEqual([]);
    const put = await update(intruder, line.cart_id, { quantity: 9 });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ message: CART_MESSAGES.itemNotFound, code: 'NOT_FOUND' });
    expect((await remove(intruder, line.cart_id)).statusCode).toBe(404);
    expect(await getCart(owner)).toEqual([line]);
  });
});
