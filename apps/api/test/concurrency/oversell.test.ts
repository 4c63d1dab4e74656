/**
 * No overselling (docs/shop-rules.md, "Holds"): 200 shoppers check out the last 7 of one variant
 * at once, on one API instance and on two instances sharing one database; then payments and the
 * sweep's timeouts turn the 7 holds into 3 sales and 4 releases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { runSweep } from '../../src/jobs/sweep.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { testDatabaseDriver } from '../database.ts';
import { createUser, type TestUser } from '../factories.ts';
import {
  ageOrder,
  createCatalogue,
  listenForPayments,
  notifyStatus,
  openSecondInstance,
  orderBody,
  orderRow,
  setVariantStock,
  variantStock,
  type FixtureProduct,
  type PlacedOrder,
  type SecondInstance,
} from '../order-factories.ts';

const SHOPPERS = 200;
const STOCK = 7;

let t: TestApp;
let second: SecondInstance;
let shoppers: TestUser[];

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  second = await openSecondInstance(t);
  shoppers = [];
  for (let i = 0; i < SHOPPERS; i++) shoppers.push(await createUser(t.app, t.db));
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** Every shopper orders one of the variant at once, through `apps` in turn; the answers, in shopper order. */
async function rush(apps: FastifyInstance[]) {
  const cat = await createCatalogue(t.db, { prices: [99_000] });
  const p = cat.products[0] as FixtureProduct;
  const [size, color] = [p.sizes[0] as string, p.colors[0] as string];
  await setVariantStock(t.db, p.id, size, color, STOCK);
  const body = orderBody(cat, [{ quantity: 1 }]);
  const snaps = await simTransactionCount();
  const answers = await Promise.all(
    shoppers.map((user, i) =>
      (apps[i % apps.length] as FastifyInstance).inject({ method: 'POST', url: '/api/order', headers: user.auth, payload: body }),
    ),
  );
  // Snap transactions beyond the 7 orders': a checkout refused for stock must never reach Snap.
  const unusedTokens = (await simTransactionCount()) - snaps - STOCK;
  return { answers, unusedTokens, stock: () => variantStock(t.db, p.id, size, color), p, size, color };
}

async function simTransactionCount(): Promise<number> {
  return ((await t.app.inject({ method: 'GET', url: '/payment-sandbox/__sim/transactions' })).json() as unknown[]).length;
}

function tally(answers: { statusCode: number; json(): unknown }[]) {
  const byStatus = new Map<number, number>();
  for (const a of answers) byStatus.set(a.statusCode, (byStatus.get(a.statusCode) ?? 0) + 1);
  return Object.fromEntries(byStatus);
}

describe(`200 shoppers, 7 in stock (${testDatabaseDriver()})`, () => {
  it('one instance: exactly 7 orders, 193 × 409 OUT_OF_STOCK; 3 paid and 4 timed out leave stock 4, held 0', async () => {
    const started = Date.now();
    const { answers, stock, p, size, color, unusedTokens } = await rush([t.app]);
    console.info(`oversell, one instance: ${Date.now() - started} ms`, tally(answers), { unusedTokens });
    expect(tally(answers)).toEqual({ 201: STOCK, 409: SHOPPERS - STOCK });
    expect(unusedTokens).toBe(0);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toMatchObject({
        code: 'OUT_OF_STOCK',
        issues: [{ path: 'items.0', message: expect.stringContaining(`Stok ${p.name} ukuran ${size} warna ${color}`) }],
      });
    }
    expect(await stock()).toEqual({ stock: STOCK, held: STOCK });

    const placed = answers.filter((a) => a.statusCode === 201).map((a) => a.json() as PlacedOrder);
    for (const { order } of placed.slice(0, 3)) expect(await notifyStatus(t, order, 'settlement')).toBe(200);
    const overdue = (t.config.paymentExpiryMinutes + 1) * 60_000;
    for (const { order } of placed.slice(3)) await ageOrder(t.db, order.id, overdue);
    const sweep = await runSweep(t.app);
    expect(sweep).toMatchObject({ ran: true, expired: 4, errors: 0 });
    expect(await stock()).toEqual({ stock: 4, held: 0 });
    const statuses = await Promise.all(placed.map(async ({ order }) => (await orderRow(t.db, order.id)).status));
    expect(statuses.sort()).toEqual(['expired', 'expired', 'expired', 'expired', 'paid', 'paid', 'paid']);
  });

  it('two instances on one database: still exactly 7 orders between them', async () => {
    const started = Date.now();
    const { answers, stock, unusedTokens } = await rush([t.app, second.app]);
    console.info(`oversell, two instances: ${Date.now() - started} ms`, tally(answers), { unusedTokens });
    expect(tally(answers)).toEqual({ 201: STOCK, 409: SHOPPERS - STOCK });
    expect(unusedTokens).toBe(0);
    expect(await stock()).toEqual({ stock: STOCK, held: STOCK });
    const served = (i: number) => answers.filter((a, j) => j % 2 === i && a.statusCode === 201).length;
    expect(served(0) + served(1)).toBe(STOCK);
  });
});
