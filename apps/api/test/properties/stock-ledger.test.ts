/**
 * Property: the stock ledger (docs/shop-rules.md, "Holds") survives any sequence of checkouts,
 * payments (also duplicated, out of order and late), denials, expiries (notified or the sweep's
 * timeout), cancellations and restocks. After every step, for every variant:
 *   - 0 ≤ held ≤ stock;
 *   - held = the quantities of its pending orders;
 *   - initial stock + restocks = stock + the quantities sold (orders paid and not stock_short;
 *     a reversed order is cancelled and gave its stock back);
 * and each checkout is 201 exactly when every line's variant had the quantity available, else 409.
 * Everything goes through HTTP (checkout through the in-process Snap simulator, signed
 * notifications, restocks through the admin's PUT /api/products/{id}/stock).
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSweep } from '../../src/jobs/sweep.ts';
import { selectRows } from '../../src/db/rows.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createUser, type TestUser } from '../factories.ts';
import { ageOrder, createCatalogue, listenForPayments, notifyStatus, orderBody, type PlacedOrder } from '../order-factories.ts';

const RUNS = Number(process.env.STOCK_PROP_RUNS ?? 250);
const VARIANTS = 4; // 2 sizes × 2 colours

let t: TestApp;
const tally: Record<string, number> = {};
let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  user = await createUser(t.app, t.db);
  admin = await createUser(t.app, t.db, { role: 'admin' });
});
afterAll(async () => t?.close());

const orderRef = fc.nat(20);
const step = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      lines: fc.array(fc.record({ v: fc.nat(VARIANTS - 1), qty: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 3 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), ref: orderRef, times: fc.integer({ min: 1, max: 2 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('expire' as const, 'cancel' as const, 'deny' as const, 'pending' as const),
      ref: orderRef,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('timeout' as const), ref: orderRef }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('restock' as const), v: fc.nat(VARIANTS - 1), amount: fc.integer({ min: 1, max: 4 }) }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

interface Ledger {
  productId: number;
  variantIds: number[];
  initial: Map<number, number>;
  restocked: Map<number, number>;
}

async function variants(productId: number) {
  return selectRows<{ id: number; stock: number; held: number; pending: number; sold: number }>(
    t.db,
    sql`select v.id, v.stock, v.held,
      coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
        where oi.variant_id = v.id and o.status = 'pending'), 0)::int as pending,
      coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
        where oi.variant_id = v.id and o.status in ('paid', 'shipped', 'delivered', 'completed') and not o.stock_short), 0)::int as sold
    from product_variants v where v.product_id = ${productId} order by v.id`,
  );
}

async function checkLedger(ledger: Ledger, label: string): Promise<void> {
  for (const v of await variants(ledger.productId)) {
    const at = `${label}, variant ${v.id}`;
    expect(v.held, at).toBeGreaterThanOrEqual(0);
    expect(v.held, at).toBeLessThanOrEqual(v.stock);
    expect(v.held, at).toBe(v.pending);
    expect((ledger.initial.get(v.id) ?? 0) + (ledger.restocked.get(v.id) ?? 0), at).toBe(v.stock + v.sold);
  }
}

async function runStep(
  ledger: Ledger,
  cat: Awaited<ReturnType<typeof createCatalogue>>,
  placed: PlacedOrder['order'][],
  s: Step,
): Promise<void> {
  const target = 'ref' in s && placed.length > 0 ? placed[s.ref % placed.length] : undefined;
  if (s.kind === 'order') {
    const body = orderBody(cat);
    const p = cat.products[0]!;
    body.items = s.lines.map(({ v, qty }) => ({ product_id: p.id, quantity: qty, size: p.sizes[v >> 1], color: p.colors[v & 1] }));
    const before = new Map((await variants(ledger.productId)).map((row) => [row.id, row.stock - row.held]));
    const wanted = new Map<number, number>();
    for (const { v, qty } of s.lines) wanted.set(ledger.variantIds[v]!, (wanted.get(ledger.variantIds[v]!) ?? 0) + qty);
    const fits = [...wanted].every(([id, qty]) => (before.get(id) ?? 0) >= qty);
    const res = await t.app.inject({ method: 'POST', url: '/api/order', headers: user.auth, payload: body });
    expect(res.statusCode, res.body).toBe(fits ? 201 : 409);
    tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1;
    if (res.statusCode === 201) placed.push((res.json() as PlacedOrder).order);
    else expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK' });
  } else if (s.kind === 'restock') {
    const id = ledger.variantIds[s.v]!;
    const [row] = (await variants(ledger.productId)).filter((v) => v.id === id);
    const p = cat.products[0]!;
    const variant = { size_name: p.sizes[s.v >> 1], color_name: p.colors[s.v & 1], stock: row!.stock + s.amount };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${p.id}/stock`,
      headers: admin.auth,
      payload: { variants: [variant] },
    });
    expect(res.statusCode, res.body).toBe(200);
    ledger.restocked.set(id, (ledger.restocked.get(id) ?? 0) + s.amount);
  } else if (!target) {
    return;
  } else if (s.kind === 'pay') {
    for (let i = 0; i < s.times; i++) expect(await notifyStatus(t, target, 'settlement')).toBe(200);
  } else if (s.kind === 'timeout') {
    await ageOrder(t.db, target.id, (t.config.paymentExpiryMinutes + 1) * 60_000);
    await runSweep(t.app);
  } else {
    expect(await notifyStatus(t, target, s.kind === 'expire' ? 'expire' : s.kind)).toBe(200);
  }
}

describe('stock ledger', () => {
  it(`holds for any sequence of checkouts, payments, expiries, cancellations and restocks (${RUNS} runs)`, async () => {
    const started = Date.now();
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(6), { minLength: VARIANTS, maxLength: VARIANTS }),
        fc.array(step, { minLength: 5, maxLength: 25 }),
        async (initial, plan) => {
          const cat = await createCatalogue(t.db, { prices: [50_000], stock: 0 });
          const productId = cat.products[0]!.id;
          const ids = (await variants(productId)).map((v) => v.id);
          const ledger: Ledger = { productId, variantIds: ids, initial: new Map(), restocked: new Map() };
          for (const [i, id] of ids.entries()) {
            await t.db.execute(sql`update product_variants set stock = ${initial[i]!} where id = ${id}`);
            ledger.initial.set(id, initial[i]!);
          }
          const placed: PlacedOrder['order'][] = [];
          for (const [i, s] of plan.entries()) {
            await runStep(ledger, cat, placed, s);
            await checkLedger(ledger, `step ${i} (${s.kind})`);
            steps += 1;
          }
        },
      ),
      { numRuns: RUNS },
    );
    const [short] = await selectRows<{ n: number }>(t.db, sql`select count(*)::int as n from orders where stock_short`);
    const statuses = await selectRows<{ status: string; n: number }>(
      t.db,
      sql`select status, count(*)::int as n from orders group by status`,
    );
    console.info(`stock ledger: ${RUNS} runs, ${steps} steps in ${Date.now() - started} ms`, {
      checkouts: tally,
      stockShort: short?.n,
      statuses,
    });
  }, 240_000); // 250 runs through HTTP: ~55 s on a busy 2-core machine, twice that with more load beside it
});
