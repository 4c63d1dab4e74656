import { MESSAGES } from '@gayaku/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, notifications, orderItems, orders, paymentAttempts } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import {
  createCatalogue,
  DEAD_URL,
  listenForPayments,
  orderBody,
  placeOrder,
  simTransaction,
  type Catalogue,
} from '../../../test/order-factories.ts';

let t: TestApp;
let cat: Catalogue;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  cat = await createCatalogue(t.db, { prices: [150_000, 89_000], shippingCost: 15_000 });
  user = await createUser(t.app, t.db);
});
afterAll(async () => t?.close());

const post = (payload: Record<string, unknown>, who: TestUser | null = user) =>
  t.app.inject({ method: 'POST', url: '/api/order', headers: who ? who.auth : {}, payload });

async function rowCounts() {
  const [o] = await t.db.select({ n: count() }).from(orders);
  const [a] = await t.db.select({ n: count() }).from(paymentAttempts);
  const [i] = await t.db.select({ n: count() }).from(orderItems);
  return { orders: o?.n, attempts: a?.n, items: i?.n };
}

describe('POST /api/order', () => {
  it('needs a signed-in user', async () => {
    expect((await post(orderBody(cat), null)).statusCode).toBe(401);
  });

  it('ignores every price and total the client sends', async () => {
    const body = orderBody(cat, [
      { product: 0, quantity: 2 },
      { product: 1, quantity: 1 },
    ]);
    const items = (body.items as Record<string, unknown>[]).map((i) => ({ ...i, price: 1, subtotal: 1, name: 'Murah' }));
    const res = await post({ ...body, items, subtotal: 2, shipping_cost: 0, total_price: 2 });
    expect(res.statusCode).toBe(201);
    const { snapToken, order } = res.json();
    expect(snapToken).toEqual(expect.any(String));
    const subtotal = 2 * 150_000 + 89_000;
    expect(order).toMatchObject({ status: 'pending', subtotal, shipping_cost: 15_000, total_price: subtotal + 15_000, city: cat.city });
    expect(order.midtrans_order_id).toMatch(new RegExp(`^GAYAKU-${order.id}-[0-9a-f]{8}$`));

    const stored = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
    expect(stored.map((i) => [i.name, i.price, i.quantity, i.subtotal])).toEqual([
      [cat.products[0]!.name, 150_000, 2, 300_000],
      [cat.products[1]!.name, 89_000, 1, 89_000],
    ]);
    expect(stored[0]).toMatchObject({
      description: `Deskripsi ${cat.products[0]!.name}`,
      size: cat.products[0]!.sizes[0],
      color: cat.products[0]!.colors[0],
    });
    expect(stored[0]!.imageUrl).toMatch(/^\/uploads\//);

    // What Snap was asked for: the recomputed total, lines that add up to it, shipping on its own.
    const sim = await simTransaction(t.app, order.midtrans_order_id);
    expect(sim.gross_amount).toBe(order.total_price);
    const lines = sim.items as { name: string; price: number; quantity: number }[];
    expect(lines.reduce((s, l) => s + l.price * l.quantity, 0)).toBe(order.total_price);
    expect(lines.at(-1)).toMatchObject({ price: 15_000, quantity: 1 });
    for (const line of lines) expect(line.name.length).toBeLessThanOrEqual(50);
    const expiresIn = Date.parse(String(sim.expires_at)) - Date.now();
    expect(Math.abs(expiresIn - t.config.paymentExpiryMinutes * 60_000)).toBeLessThan(60_000);
  });

  it('takes the ordered products out of the cart, notifies the user and keeps one attempt', async () => {
    await t.db.insert(cartItems).values([
      { userId: user.id, productId: cat.products[0]!.id, quantity: 3 },
      { userId: user.id, productId: cat.products[1]!.id, quantity: 1 },
    ]);
    const { order, snapToken } = await placeOrder(t.app, user, orderBody(cat, [{ product: 0, quantity: 3 }]));
    const cart = await t.db.select({ productId: cartItems.productId }).from(cartItems).where(eq(cartItems.userId, user.id));
    expect(cart.map((c) => c.productId)).toEqual([cat.products[1]!.id]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.orderId, order.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ userId: user.id, title: 'Pesanan Dibuat', isRead: false });
    expect(notes[0]!.message).toContain(`ID #${order.id}`);
    const attempts = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ midtransOrderId: order.midtrans_order_id, snapToken, grossAmount: order.total_price });
  });

  it('merges lines of the same product, size and colour; keeps other sizes apart', async () => {
    const p = cat.products[0]!;
    const line = (quantity: number, size = p.sizes[0]) => ({ product_id: p.id, quantity, size, color: p.colors[0] });
    const { order } = await placeOrder(t.app, user, { ...orderBody(cat), items: [line(2), line(3), line(1, p.sizes[1])] });
    const stored = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
    expect(stored.map((i) => [i.size, i.quantity])).toEqual([
      [p.sizes[0], 5],
      [p.sizes[1], 1],
    ]);
    expect(order.total_price).toBe(6 * p.price + cat.shippingCost);
    const merged = await post({ ...orderBody(cat), items: [line(60), line(40)] });
    expect(merged.statusCode).toBe(400);
    expect(merged.json().message).toBe(MESSAGES.quantityRange);
  });

  it('matches size, colour and city case-insensitively and stores the catalogue spelling', async () => {
    const p = cat.products[1]!;
    const body = {
      ...orderBody(cat),
      city: `  ${cat.city.toUpperCase()} `,
      items: [{ product_id: p.id, quantity: 1, size: p.sizes[1]!.toLowerCase(), color: p.colors[1]!.toUpperCase() }],
    };
    const { order } = await placeOrder(t.app, user, body);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ size: p.sizes[1], color: p.colors[1] });
    expect(order).toMatchObject({ city: cat.city });
  });
});

describe('POST /api/order sizes and colours', () => {
  it("refuses another product's size or colour", async () => {
    const elsewhere = await createCatalogue(t.db, { prices: [10_000] });
    const p = cat.products[0]!;
    const foreign = elsewhere.products[0]!;
    for (const item of [
      { product_id: p.id, quantity: 1, size: foreign.sizes[0], color: p.colors[0] },
      { product_id: p.id, quantity: 1, size: p.sizes[0], color: foreign.colors[1] },
    ]) {
      const res = await post({ ...orderBody(cat), items: [item] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.chooseSizeColor(p.name));
    }
    const ok = await post({
      ...orderBody(elsewhere),
      items: [{ product_id: foreign.id, quantity: 1, size: foreign.sizes[1], color: foreign.colors[1] }],
    });
    expect(ok.statusCode).toBe(201);
  });
});

describe('POST /api/order validation', () => {
  const p = () => cat.products[0]!;
  const withItem = (item: Record<string, unknown>) => ({
    ...orderBody(cat),
    items: [{ product_id: p().id, quantity: 1, size: p().sizes[0], color: p().colors[0], ...item }],
  });
  const cases: [string, () => Record<string, unknown>, () => string][] = [
    ['no items', () => ({ ...orderBody(cat), items: [] }), () => MESSAGES.orderEmpty],
    ['a blank address', () => ({ ...orderBody(cat), address: '   \n ' }), () => MESSAGES.addressRequired],
    ['no address', () => ({ ...orderBody(cat), address: undefined }), () => MESSAGES.addressRequired],
    ['no city', () => ({ ...orderBody(cat), city: '' }), () => MESSAGES.cityRequired],
    ['a missing city', () => ({ ...orderBody(cat), city: undefined }), () => MESSAGES.cityRequired],
    ['an unknown city', () => ({ ...orderBody(cat), city: 'Atlantis' }), () => MESSAGES.unknownCity],
    ['no size', () => withItem({ size: undefined }), () => MESSAGES.chooseSizeColor(p().name)],
    ['no colour', () => withItem({ color: null }), () => MESSAGES.chooseSizeColor(p().name)],
    ['a size the product lacks', () => withItem({ size: 'XXXL' }), () => MESSAGES.chooseSizeColor(p().name)],
    ['a colour the product lacks', () => withItem({ color: 'Ungu' }), () => MESSAGES.chooseSizeColor(p().name)],
    ['an unknown product', () => withItem({ product_id: 999_999 }), () => MESSAGES.orderProductUnavailable(999_999)],
    ['quantity 0', () => withItem({ quantity: 0 }), () => MESSAGES.quantityRange],
    ['quantity 100', () => withItem({ quantity: 100 }), () => MESSAGES.quantityRange],
    ['a fractional quantity', () => withItem({ quantity: 1.5 }), () => MESSAGES.quantityRange],
  ];

  it.each(cases)('refuses %s with its message and leaves nothing behind', async (_name, body, message) => {
    const before = await rowCounts();
    const res = await post(body());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message());
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a body that is no order with 400, never 500', async () => {
    for (const payload of [{}, { items: 'x' }, { items: [{ product_id: 'abc', quantity: 1 }] }]) {
      expect((await post(payload)).statusCode).toBe(400);
    }
  });
});

describe('POST /api/order when Snap fails', () => {
  it.each([
    ['unreachable', () => (t.config.midtrans.snapBase = DEAD_URL)],
    ['answering 401 (wrong key)', () => (t.config.midtrans.serverKey = 'SB-Mid-server-WRONG')],
    ['answering 404 (wrong base URL)', () => (t.config.midtrans.snapBase = `${t.config.publicUrl}/nowhere`)],
  ])('answers 502 when Snap is %s, and no order is left behind', async (_name, breakIt) => {
    const saved = { ...t.config.midtrans };
    await t.db.insert(cartItems).values({ userId: user.id, productId: cat.products[1]!.id, quantity: 2 }).onConflictDoNothing();
    const before = { ...(await rowCounts()), notes: (await t.db.select({ n: count() }).from(notifications))[0]?.n };
    breakIt();
    try {
      const res = await post(orderBody(cat, [{ product: 1 }]));
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: MESSAGES.snapFailed, code: 'BAD_GATEWAY' });
    } finally {
      Object.assign(t.config.midtrans, saved);
    }
    expect({ ...(await rowCounts()), notes: (await t.db.select({ n: count() }).from(notifications))[0]?.n }).toEqual(before);
    const cart = await t.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
    expect(cart.map((c) => c.productId)).toContain(cat.products[1]!.id);
  });
});
