/**
 * ASVS V2 (business logic) and V15 (mass assignment), Juice Shop's "Admin Registration",
 * "Payback Time" and "Zero Stars" family: role fields smuggled into sign-up and profile bodies,
 * and prices, totals, shipping and quantities tampered with at checkout and in the cart.
 * Orders that are accepted must carry the catalogue's prices × quantity + the city's shipping.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orderItems, orders, users } from '../../src/db/schema.ts';
import { nextIp } from '../accounts-factories.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createUser, type TestUser } from '../factories.ts';
import { createCatalogue, listenForPayments, orderBody, type Catalogue } from '../order-factories.ts';
import { attacker, expectError, expectNoChange, type Hit } from './attack-kit.ts';

let t: TestApp;
let hit: Hit;
let cat: Catalogue;
let other: Catalogue;
let shopper: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  hit = attacker(t.app, t.config);
  cat = await createCatalogue(t.db, { prices: [150_000, 89_000], shippingCost: 15_000 });
  other = await createCatalogue(t.db, { prices: [10_000], shippingCost: 0 });
  shopper = await createUser(t.app, t.db);
});
afterAll(async () => t?.close());

/** A JSON text with `"__RAW__"` replaced by a literal JSON can not express in JS (e.g. 1e309). */
const rawJson = (body: unknown, raw: string) => JSON.stringify(body).replace('"__RAW__"', raw);
const JSON_HEADERS = { 'content-type': 'application/json' };

let counter = 0;
function account(prefix: string) {
  counter += 1;
  const tag = `${prefix}${process.pid % 10_000}x${counter}`;
  return { username: tag, email: `${tag}@contoh.id`, password: 'rahasia-123' };
}

async function roleOf(email: string): Promise<string | undefined> {
  const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.email, email));
  return row?.role;
}

function expectPrototypeClean(): void {
  const probe = {} as Record<string, unknown>;
  expect(probe.role).toBeUndefined();
  expect(probe.is_admin).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('role');
}

describe('role escalation through sign-up', () => {
  it('register with role: "admin" → 201 but the account is a shopper', async () => {
    const body = account('esc');
    const res = await hit({ method: 'POST', url: '/api/auth/register', remoteAddress: nextIp(), payload: { ...body, role: 'admin' } });
    expect(res.statusCode).toBe(201);
    expect(await roleOf(body.email)).toBe('user');
  });

  it('register with is_admin / isAdmin / admin: true → the account is a shopper', async () => {
    const body = account('esc');
    const payload = { ...body, is_admin: true, isAdmin: true, admin: true, roles: ['admin'] };
    expect((await hit({ method: 'POST', url: '/api/auth/register', remoteAddress: nextIp(), payload })).statusCode).toBe(201);
    expect(await roleOf(body.email)).toBe('user');
  });

  it('register with "__proto__": {"role": "admin"} → refused (400), no account, prototype untouched', async () => {
    const body = account('esc');
    const payload = JSON.stringify(body).replace(/}$/, ',"__proto__":{"role":"admin","is_admin":true}}');
    const res = await expectNoChange(t.db, () =>
      hit({ method: 'POST', url: '/api/auth/register', remoteAddress: nextIp(), headers: JSON_HEADERS, payload }),
    );
    expectError(res, 400);
    expect(await roleOf(body.email)).toBeUndefined();
    expectPrototypeClean();
  });

  it('register with "constructor": {"prototype": {"role": "admin"}} → refused (400), no account, prototype untouched', async () => {
    const body = account('esc');
    const payload = JSON.stringify({ ...body, constructor: { prototype: { role: 'admin' } } });
    const res = await expectNoChange(t.db, () =>
      hit({ method: 'POST', url: '/api/auth/register', remoteAddress: nextIp(), headers: JSON_HEADERS, payload }),
    );
    expectError(res, 400);
    expect(await roleOf(body.email)).toBeUndefined();
    expectPrototypeClean();
  });
});

describe('role escalation through the profile', () => {
  const update = (extra: Record<string, unknown> | string) =>
    hit({
      method: 'PUT',
      url: '/api/user/profile/update',
      headers: { ...shopper.auth, ...JSON_HEADERS },
      payload:
        typeof extra === 'string'
          ? JSON.stringify({ username: shopper.username, email: shopper.email }).replace(/}$/, `,${extra}}`)
          : JSON.stringify({ username: shopper.username, email: shopper.email, ...extra }),
    });

  it('profile update with role: "admin" → 200, still a shopper (and admin calls still 403)', async () => {
    const res = await update({ role: 'admin', city: 'Bandung' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('user');
    expect(await roleOf(shopper.email)).toBe('user');
    expectError(await hit({ method: 'GET', url: '/api/user/users', headers: shopper.auth }), 403);
  });

  it('profile update with is_admin: true and id of another user → only the own row, still a shopper', async () => {
    const victim = await createUser(t.app, t.db);
    const [before] = await t.db.select().from(users).where(eq(users.id, victim.id));
    const res = await update({ is_admin: true, id: victim.id, user_id: victim.id, address: 'Jl. Penyusup' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(shopper.id);
    expect(await roleOf(shopper.email)).toBe('user');
    const [after] = await t.db.select().from(users).where(eq(users.id, victim.id));
    expect(after).toEqual(before);
  });

  it('profile update with "__proto__": {"role": "admin"} → refused (400), nothing changes', async () => {
    const res = await expectNoChange(t.db, () => update('"__proto__":{"role":"admin"}'));
    expectError(res, 400);
    expect(await roleOf(shopper.email)).toBe('user');
    expectPrototypeClean();
  });

  it('profile update with "constructor": {"prototype": {"role": "admin"}} → refused (400), nothing changes', async () => {
    const res = await expectNoChange(t.db, () => update('"constructor":{"prototype":{"role":"admin"}}'));
    expectError(res, 400);
    expect(await roleOf(shopper.email)).toBe('user');
    expectPrototypeClean();
  });
});

/** The stored order must be the catalogue's truth, whatever the client claimed. */
async function expectHonestOrder(orderId: number, lines: { product: number; quantity: number }[]): Promise<void> {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
  const expected = lines.map(({ product, quantity }) => {
    const p = cat.products[product]!;
    return { productId: p.id, price: p.price, quantity, subtotal: p.price * quantity };
  });
  expect(items.map((i) => ({ productId: i.productId, price: i.price, quantity: i.quantity, subtotal: i.subtotal }))).toEqual(expected);
  const subtotal = expected.reduce((sum, l) => sum + l.subtotal, 0);
  expect(order).toMatchObject({ subtotal, shippingCost: cat.shippingCost, totalPrice: subtotal + cat.shippingCost, city: cat.city });
}

async function checkout(payload: Record<string, unknown> | string) {
  return hit({
    method: 'POST',
    url: '/api/order',
    headers: { ...shopper.auth, ...JSON_HEADERS },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

/** The default body with every client number replaced. */
function tampered(numbers: { price?: unknown; subtotal?: unknown; shipping_cost?: unknown; total_price?: unknown }, quantity = 2) {
  const body = orderBody(cat, [{ product: 0, quantity }]);
  const items = (body.items as Record<string, unknown>[]).map((item) => ({
    ...item,
    price: numbers.price ?? item.price,
    subtotal: numbers.subtotal ?? item.subtotal,
  }));
  return {
    ...body,
    items,
    ...(numbers.subtotal !== undefined ? { subtotal: numbers.subtotal } : {}),
    ...(numbers.shipping_cost !== undefined ? { shipping_cost: numbers.shipping_cost } : {}),
    ...(numbers.total_price !== undefined ? { total_price: numbers.total_price } : {}),
  };
}

describe('checkout: client prices and totals are ignored', () => {
  const cases: [string, Parameters<typeof tampered>[0]][] = [
    ['unit price 1 rupiah', { price: 1, subtotal: 2, total_price: 2 }],
    ['negative unit price and subtotal', { price: -150_000, subtotal: -300_000, total_price: -285_000 }],
    ['zero price, zero shipping, zero total', { price: 0, subtotal: 0, shipping_cost: 0, total_price: 0 }],
    ['fractional price and total', { price: 0.01, subtotal: 0.02, total_price: 0.03 }],
    ['huge total (beyond 2^53)', { total_price: 2 ** 60, shipping_cost: 9_999_999_999 }],
    ['prices as strings ("1", "NaN", "Infinity")', { price: '1', subtotal: 'NaN', shipping_cost: '-0', total_price: 'Infinity' }],
  ];
  for (const [name, numbers] of cases) {
    it(`checkout with ${name} → order stored at catalogue × quantity + city shipping`, async () => {
      const res = await checkout(tampered(numbers));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().order.total_price).toBe(150_000 * 2 + 15_000);
      await expectHonestOrder(res.json().order.id, [{ product: 0, quantity: 2 }]);
    });
  }

  it('checkout with price and total_price 1e309 (Infinity in JSON) → order stored at catalogue prices', async () => {
    const body = tampered({ total_price: '__RAW__' });
    const res = await checkout(rawJson(body, '1e309'));
    expect(res.statusCode, res.body).toBe(201);
    await expectHonestOrder(res.json().order.id, [{ product: 0, quantity: 2 }]);
  });

  it("checkout claiming another city's free shipping (shipping_cost 0) → the chosen city's rate is charged", async () => {
    const res = await checkout({ ...orderBody(cat, [{ product: 1, quantity: 1 }]), shipping_cost: other.shippingCost });
    expect(res.statusCode, res.body).toBe(201);
    await expectHonestOrder(res.json().order.id, [{ product: 1, quantity: 1 }]);
  });
});

describe('checkout: impossible quantities, sizes and colours are refused without an order', () => {
  const quantities: [string, string][] = [
    ['negative quantity (-1)', '-1'],
    ['zero quantity', '0'],
    ['fractional quantity (1.5)', '1.5'],
    ['huge quantity (1e9)', '1000000000'],
    ['quantity 1e309 (Infinity)', '1e309'],
    ['quantity as a string ("2")', '"2"'],
    ['quantity "NaN"', '"NaN"'],
    ['quantity null', 'null'],
  ];
  for (const [name, raw] of quantities) {
    it(`checkout with ${name} → 400, no order`, async () => {
      const body = orderBody(cat, [{ product: 0 }]);
      (body.items as Record<string, unknown>[])[0]!.quantity = '__RAW__';
      const res = await expectNoChange(t.db, () => checkout(rawJson(body, raw)));
      expectError(res, 400);
    });
  }

  it('checkout splitting 120 pieces into two lines of 60 (past the 99 limit) → 400, no order', async () => {
    const body = orderBody(cat, [
      { product: 0, quantity: 60 },
      { product: 0, quantity: 60 },
    ]);
    expectError(await expectNoChange(t.db, () => checkout(body)), 400);
  });

  it('checkout with a size the product does not have → 400, no order', async () => {
    const body = orderBody(cat, [{ product: 0 }]);
    (body.items as Record<string, unknown>[])[0]!.size = 'XXXL-tidak-ada';
    expectError(await expectNoChange(t.db, () => checkout(body)), 400);
  });

  it("checkout with another product's colour → 400, no order", async () => {
    const body = orderBody(cat, [{ product: 0 }]);
    (body.items as Record<string, unknown>[])[0]!.color = other.products[0]!.colors[0];
    expectError(await expectNoChange(t.db, () => checkout(body)), 400);
  });

  it('checkout with no size and no colour → 400, no order', async () => {
    const body = orderBody(cat, [{ product: 0 }]);
    (body.items as Record<string, unknown>[])[0]!.size = null;
    (body.items as Record<string, unknown>[])[0]!.color = '';
    expectError(await expectNoChange(t.db, () => checkout(body)), 400);
  });

  it('checkout with an unknown product id and with product_id "1 OR 1=1" → 400, no order', async () => {
    for (const productId of [2_147_483_647, '1 OR 1=1', -5]) {
      const body = orderBody(cat, [{ product: 0 }]);
      (body.items as Record<string, unknown>[])[0]!.product_id = productId;
      expectError(await expectNoChange(t.db, () => checkout(body)), 400);
    }
  });

  it('checkout to an unknown city claiming free shipping → 400, no order', async () => {
    const body = { ...orderBody(cat, [{ product: 0 }]), city: 'Kota Tanpa Ongkir', shipping_cost: 0 };
    expectError(await expectNoChange(t.db, () => checkout(body)), 400);
  });
});

describe('cart quantities', () => {
  const addCart = (payload: string) => hit({ method: 'POST', url: '/api/cart', headers: { ...shopper.auth, ...JSON_HEADERS }, payload });
  const bad: [string, string][] = [
    ['-1', '-1'],
    ['0', '0'],
    ['1.5', '1.5'],
    ['100 (over 99)', '100'],
    ['"5" (string)', '"5"'],
    ['1e309', '1e309'],
    ['"NaN"', '"NaN"'],
  ];
  for (const [name, raw] of bad) {
    it(`cart add with quantity ${name} → 400, no cart line`, async () => {
      const payload = rawJson({ product_id: cat.products[1]!.id, quantity: '__RAW__' }, raw);
      expectError(await expectNoChange(t.db, () => addCart(payload)), 400);
    });
  }

  it('cart add with a price of 1 → the line shows the catalogue price', async () => {
    const res = await addCart(JSON.stringify({ product_id: cat.products[1]!.id, quantity: 1, price: 1, subtotal: 1 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().price).toBe(cat.products[1]!.price);
  });

  it('cart adds of 60 + 60 (past 99 in two steps) → second refused, line stays at 61', async () => {
    const first = await addCart(JSON.stringify({ product_id: cat.products[1]!.id, quantity: 60 }));
    expect(first.statusCode).toBe(201);
    expectError(await expectNoChange(t.db, () => addCart(JSON.stringify({ product_id: cat.products[1]!.id, quantity: 60 }))), 400);
    const [line] = await t.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(sql`${cartItems.userId} = ${shopper.id} and ${cartItems.productId} = ${cat.products[1]!.id}`);
    expect(line?.quantity).toBe(61);
  });

  it('cart update to quantity -5 and 1e309 → 400, line unchanged', async () => {
    const [line] = await t.db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, shopper.id));
    for (const raw of ['-5', '1e309']) {
      const res = await expectNoChange(t.db, () =>
        hit({ method: 'PUT', url: `/api/cart/${line!.id}`, headers: { ...shopper.auth, ...JSON_HEADERS }, payload: `{"quantity":${raw}}` }),
      );
      expectError(res, 400);
    }
  });
});
