/**
 * Properties: whatever prices, subtotals and totals the client sends, an order's total is
 * Σ catalogue price × quantity + the city's shipping cost; quantities stay within 1–99.
 *  - pricing core (1,000 runs): the route's body schema, then priceOrder() against the database;
 *  - quantity schemas (1,000 runs, pure): cart add, cart update and order line accept exactly the
 *    whole numbers 1–99, whatever JSON value arrives;
 *  - HTTP (HTTP_RUNS runs each, 50 by default): POST /api/order through Snap (the in-process
 *    simulator), checking the stored order, its items, its attempt and what Snap was asked for;
 *    and any sequence of cart adds/updates with any values, against a model.
 */
import { CartAddBodySchema, CartUpdateBodySchema, MESSAGES, OrderCreateBodySchema, OrderCreateItemSchema } from '@gayaku/contract';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orderItems, orders, paymentAttempts } from '../../src/db/schema.ts';
import { AppError } from '../../src/lib/errors.ts';
import { checkoutProblem, type OrderCreateInput } from '@gayaku/contract';
import { badRequest } from '../../src/lib/errors.ts';
import { freshCatalogue } from '../../src/modules/orders/checkout-catalogue.ts';
import { checkDestination, priceItems, productIdsOf, type PricedOrder } from '../../src/modules/orders/order-pricing.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createUser, type TestUser } from '../factories.ts';
import { createCatalogue, listenForPayments, simTransaction, type Catalogue, type FixtureProduct } from '../order-factories.ts';

const RUNS = 1_000;

/** Checkout's checks and pricing without its payment and write: the catalogue read, the draft rule, the city, the lines. */
async function priceOrder(db: TestApp['db'], body: OrderCreateInput): Promise<PricedOrder> {
  const catalogue = await freshCatalogue(db, productIdsOf(body.items));
  const problem = checkoutProblem({
    ...body,
    lines: body.items.map((item) => ({ ...item, name: catalogue.get(item.product_id)?.name ?? '' })),
  });
  if (problem) throw badRequest(problem);
  return priceItems(body.items, await checkDestination(db, body), catalogue);
}
const HTTP_RUNS = Number(process.env.HTTP_PROP_RUNS ?? 50);

let t: TestApp;
let user: TestUser;
let shops: Catalogue[];

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  user = await createUser(t.app, t.db);
  shops = [
    await createCatalogue(t.db, { prices: [150_000, 89_000, 1], shippingCost: 15_000 }),
    await createCatalogue(t.db, { prices: [9_999_999, 42_500], shippingCost: 0 }),
  ];
});
afterAll(async () => t?.close());

/** Anything a client might put where the server expects nothing it trusts. */
const junk = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 12 }),
  fc.constant(null),
  fc.constant(-1),
  fc.constant(0),
  fc.boolean(),
);
const spelling = (name: string) => fc.constantFrom(name, name.toUpperCase(), name.toLowerCase(), ` ${name} `);

interface ClientLine {
  product: FixtureProduct;
  size: string;
  color: string;
  quantity: number;
  body: Record<string, unknown>;
}

const lineArb = (shop: Catalogue): fc.Arbitrary<ClientLine> =>
  fc
    .record({
      p: fc.nat({ max: shop.products.length - 1 }),
      s: fc.nat({ max: 1 }),
      c: fc.nat({ max: 1 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    })
    .chain(({ p, s, c, quantity }) => {
      const product = shop.products[p]!;
      const size = product.sizes[s]!;
      const color = product.colors[c]!;
      return fc
        .record({ size: spelling(size), color: spelling(color), price: junk, subtotal: junk, name: fc.string({ maxLength: 40 }) })
        .map((extra) => ({ product, size, color, quantity, body: { product_id: product.id, quantity, ...extra } }));
    });

const cartArb = fc.nat({ max: 1 }).chain((index) =>
  fc.record({
    shopIndex: fc.constant(index),
    lines: fc.array(lineArb(shops[index]!), { minLength: 1, maxLength: 6 }),
    city: spelling(shops[index]!.city),
    address: fc.string({ minLength: 1, maxLength: 60 }).filter((a) => a.trim() !== ''),
    subtotal: junk,
    shipping_cost: junk,
    total_price: junk,
  }),
);

type Cart = {
  shopIndex: number;
  lines: ClientLine[];
  city: string;
  address: string;
  subtotal: unknown;
  shipping_cost: unknown;
  total_price: unknown;
};

function bodyOf(cart: Cart): Record<string, unknown> {
  const { lines, shopIndex: _shop, ...rest } = cart;
  return { ...rest, items: lines.map((l) => l.body) };
}

/** What the server must charge: lines merged by product, size and colour; null when one passes 99. */
function expected(cart: Cart): { subtotal: number; shipping: number; quantities: Map<string, number> } | null {
  const quantities = new Map<string, number>();
  for (const l of cart.lines) {
    const key = `${l.product.id}|${l.size}|${l.color}`;
    quantities.set(key, (quantities.get(key) ?? 0) + l.quantity);
  }
  if ([...quantities.values()].some((q) => q > 99)) return null;
  const subtotal = cart.lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0);
  return { subtotal, shipping: shops[cart.shopIndex]!.shippingCost, quantities };
}

const isPriced = (value: unknown): value is PricedOrder => typeof value === 'object' && value !== null && 'lines' in value;

describe('order pricing (1,000 runs: body schema + priceOrder on the database)', () => {
  it('charges Σ catalogue price × quantity + shipping, whatever the client says', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(cartArb, async (cart) => {
        const parsed = OrderCreateBodySchema.safeParse(bodyOf(cart));
        expect(parsed.success).toBe(true);
        const want = expected(cart);
        const result: PricedOrder | unknown = await priceOrder(t.db, parsed.data!).catch((err: unknown) => err);
        if (want === null) {
          expect(result).toBeInstanceOf(AppError);
          expect(result).toMatchObject({ statusCode: 400, message: MESSAGES.quantityRange });
          return;
        }
        if (result instanceof Error) throw result;
        if (!isPriced(result)) throw new Error('priceOrder answered nothing');
        expect(result.subtotal).toBe(want.subtotal);
        expect(result.shippingCost).toBe(want.shipping);
        expect(result.total).toBe(want.subtotal + want.shipping);
        expect(result.lines.reduce((s, l) => s + l.subtotal, 0)).toBe(result.subtotal);
        expect(result.lines).toHaveLength(want.quantities.size);
        for (const line of result.lines) {
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(99);
          expect(line.subtotal).toBe(line.price * line.quantity);
          expect(want.quantities.get(`${line.productId}|${line.size}|${line.color}`)).toBe(line.quantity);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe(`POST /api/order pricing through HTTP (${HTTP_RUNS} runs)`, () => {
  const badQuantity = fc.oneof(
    fc.integer({ max: 0 }),
    fc.integer({ min: 100 }),
    fc.double({ min: 1.01, max: 98.99, noInteger: true }),
    fc.constant('2'),
    fc.constant(null),
  );

  async function rowCounts() {
    const [o] = await t.db.select({ n: count() }).from(orders);
    const [i] = await t.db.select({ n: count() }).from(orderItems);
    const [a] = await t.db.select({ n: count() }).from(paymentAttempts);
    return [o?.n, i?.n, a?.n];
  }

  it(
    'stores and asks Snap for the recomputed total; refuses out-of-range quantities with nothing written',
    { timeout: 300_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(cartArb, fc.option(badQuantity, { freq: 4 }), async (cart, bad) => {
          const body = bodyOf(cart);
          if (bad !== null) (body.items as Record<string, unknown>[])[0]!.quantity = bad;
          const countsBefore = bad === null ? null : await rowCounts();
          const res = await t.app.inject({ method: 'POST', url: '/api/order', headers: user.auth, payload: body });
          const want = bad === null ? expected(cart) : null;
          if (want === null) {
            expect(res.statusCode).toBe(400);
            expect(res.json().message).toBe(MESSAGES.quantityRange);
            if (countsBefore) expect(await rowCounts()).toEqual(countsBefore);
            return;
          }
          expect(res.statusCode, res.body).toBe(201);
          const { order } = res.json() as {
            order: { id: number; subtotal: number; shipping_cost: number; total_price: number; midtrans_order_id: string };
          };
          expect(order).toMatchObject({
            subtotal: want.subtotal,
            shipping_cost: want.shipping,
            total_price: want.subtotal + want.shipping,
          });
          const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
          expect(items.reduce((s, i) => s + i.subtotal, 0)).toBe(want.subtotal);
          for (const item of items) expect(item.quantity >= 1 && item.quantity <= 99).toBe(true);
          const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
          expect(attempt?.grossAmount).toBe(order.total_price);
          expect((await simTransaction(t.app, order.midtrans_order_id)).gross_amount).toBe(order.total_price);
        }),
        { numRuns: HTTP_RUNS },
      );
    },
  );
});

const anyQuantity = fc.oneof(
  fc.integer({ min: -5, max: 105 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom('1', '99', '', '1e1', null, true, [], {}, Number.NaN, Number.POSITIVE_INFINITY, 1.5, 99.0000001, 1e2),
  fc.jsonValue(),
);
const valid = (q: unknown): q is number => typeof q === 'number' && Number.isInteger(q) && q >= 1 && q <= 99;
/** Fastify refuses JSON with a `__proto__` or `constructor.prototype` key before any schema runs. */
const poisoned = (v: unknown): boolean =>
  typeof v === 'object' &&
  v !== null &&
  Object.entries(v).some(
    ([k, inner]) =>
      k === '__proto__' || (k === 'constructor' && typeof inner === 'object' && inner !== null && 'prototype' in inner) || poisoned(inner),
  );

describe('quantity schemas (pure, 1,000 runs)', () => {
  it('accept exactly the whole numbers 1–99 in every place a quantity is read', () => {
    fc.assert(
      fc.property(anyQuantity, (q) => {
        expect(CartAddBodySchema.safeParse({ product_id: 1, quantity: q }).success).toBe(valid(q));
        expect(CartUpdateBodySchema.safeParse({ quantity: q }).success).toBe(valid(q));
        expect(OrderCreateItemSchema.safeParse({ product_id: 1, quantity: q }).success).toBe(valid(q));
        const parsed = CartAddBodySchema.safeParse({ product_id: 1, quantity: q });
        if (parsed.success) expect(parsed.data.quantity).toBe(q);
        else expect(parsed.error.issues[0]?.message).toBe(MESSAGES.quantityRange);
      }),
      { numRuns: RUNS },
    );
  });
});

describe(`cart quantities through HTTP (${HTTP_RUNS} runs)`, () => {
  let user: TestUser; // a shopper of its own: checkouts above empty their buyer's cart
  let product: FixtureProduct;

  beforeAll(async () => {
    user = await createUser(t.app, t.db);
    product = shops[0]!.products[0]!;
  });

  const op = fc.record({ kind: fc.constantFrom('add', 'update'), quantity: anyQuantity });

  it('keeps every line within 1–99 and succeeds exactly when the result is within 1–99', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        await t.db.delete(cartItems).where(eq(cartItems.userId, user.id));
        let line: { id: number; quantity: number } | null = null;
        for (const { kind, quantity } of ops) {
          const current = line as { id: number; quantity: number } | null;
          const request: { method: 'POST' | 'PUT'; url: string; payload: Record<string, unknown> } =
            kind === 'add' || current === null
              ? { method: 'POST', url: '/api/cart', payload: { product_id: product.id, quantity } }
              : { method: 'PUT', url: `/api/cart/${current.id}`, payload: { quantity } };
          const res = await t.app.inject({ ...request, headers: user.auth });
          const wanted: number | null = !valid(quantity) ? null : request.method === 'PUT' ? quantity : (current?.quantity ?? 0) + quantity;
          if (poisoned(quantity)) {
            expect(res.statusCode, res.body).toBe(400);
            expect(res.json().message).toBe(MESSAGES.invalidJson);
          } else if (wanted === null || wanted > 99) {
            expect(res.statusCode, res.body).toBe(400);
            expect(res.json().message).toBe(MESSAGES.quantityRange);
          } else {
            expect(res.statusCode, res.body).toBe(request.method === 'POST' ? 201 : 200);
            line = { id: res.json().cart_id, quantity: wanted };
          }
          const rows = await t.db.select({ q: cartItems.quantity }).from(cartItems).where(eq(cartItems.userId, user.id));
          expect(rows.map((r) => r.q)).toEqual(line ? [line.quantity] : []);
        }
      }),
      // a counterexample fast-check once found: JSON.parse keeps `__proto__` as an own key
      { numRuns: HTTP_RUNS, examples: [[[{ kind: 'add', quantity: JSON.parse('{"__proto__":[]}') as unknown }]]] },
    );
  });
});
