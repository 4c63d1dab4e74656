/**
 * Property: for any interleaving of Midtrans notifications (settlement, capture, pending, deny,
 * expire, cancel; repeated, out of order, spread over several attempts of one order), payments
 * raise sold_count by exactly the paid quantities, once per order, and the order ends where a
 * small reference model of docs/shop-rules.md, "Order states", says it should (money for an expired
 * order is a late payment and pays it).
 *  - pure core (1,000 runs): the same interleavings fed to the state machine (paymentOutcome +
 *    nextStatus) with each attempt's last status tracked, as the handler does;
 *  - HTTP (HTTP_RUNS runs, 100 by default; ~90 ms each on PGlite): every notification signed and
 *    POSTed as Midtrans sends it, each run on a fresh order written straight to the database.
 */
import { NOTIFICATION_TITLES, canMove, type OrderStatus } from '@gayaku/contract';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders } from '../../src/db/schema.ts';
import { nextStatus } from '../../src/modules/orders/order-state.ts';
import { isPaidTransactionStatus, paymentOutcome } from '../../src/modules/payments/transaction-status.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createProduct, type TestProduct } from '../cart-factories.ts';
import { createUser, type TestUser } from '../factories.ts';
import { notify, signedNotification } from '../order-factories.ts';
import { insertOrder, soldCounts } from './direct-orders.ts';

const RUNS = 1_000;
const HTTP_RUNS = Number(process.env.HTTP_PROP_RUNS ?? 100);
const STATUSES = ['settlement', 'capture', 'pending', 'deny', 'expire', 'cancel'] as const;
type Status = (typeof STATUSES)[number];
interface Event {
  attempt: number;
  status: Status;
}

let t: TestApp;
let user: TestUser;
let catalogue: TestProduct[];

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.app, t.db);
  catalogue = [
    await createProduct(t.db, { price: 150_000 }),
    await createProduct(t.db, { price: 89_000 }),
    await createProduct(t.db, { price: 12_500 }),
  ];
});
afterAll(async () => t?.close());

const isPaid = (s: string | undefined) => s === 'settlement' || s === 'capture';

/**
 * The reference model. An attempt "holds money" after settlement/capture (a later pending or
 * expire cannot undo that; deny, cancel can). The order is paid by the first money while pending
 * or expired (a late payment);
 * a deny of money-holding attempt reverses a paid order only when no other attempt still holds money.
 */
function model(events: Event[]): { status: OrderStatus; everPaid: boolean } {
  let status: OrderStatus = 'pending';
  let everPaid = false;
  const held = new Map<number, string>();
  for (const { attempt, status: s } of events) {
    const prev = held.get(attempt);
    if (isPaid(s) && (status === 'pending' || status === 'expired')) {
      status = 'paid';
      everPaid = true;
    } else if (s === 'deny' && isPaid(prev) && status === 'paid') {
      const otherMoney = [...held].some(([a, v]) => a !== attempt && isPaid(v));
      if (!otherMoney) status = 'cancelled';
    } else if (s === 'expire' && status === 'pending') status = 'expired';
    else if (s === 'cancel' && status === 'pending') status = 'cancelled';
    if (prev === undefined || !(s === 'pending' || (s === 'expire' && isPaid(prev)))) held.set(attempt, s);
  }
  return { status, everPaid };
}

const scenario = fc
  .record({
    attempts: fc.integer({ min: 1, max: 3 }),
    lines: fc.uniqueArray(fc.record({ product: fc.integer({ min: 0, max: 2 }), quantity: fc.integer({ min: 1, max: 99 }) }), {
      minLength: 1,
      maxLength: 3,
      selector: (l) => l.product,
    }),
  })
  .chain(({ attempts, lines }) =>
    fc.record({
      attempts: fc.constant(attempts),
      lines: fc.constant(lines),
      events: fc.array(fc.record({ attempt: fc.integer({ min: 0, max: attempts - 1 }), status: fc.constantFrom(...STATUSES) }), {
        minLength: 1,
        maxLength: 8,
      }),
    }),
  );

describe('payment notifications: state machine core (1,000 runs)', () => {
  it('pays at most once, moves only along ORDER_EDGES and ends as the model says', () => {
    fc.assert(
      fc.property(scenario, ({ events }) => {
        let status: OrderStatus = 'pending';
        let sold = 0;
        const last = new Map<number, string>();
        for (const e of events) {
          const previous = last.get(e.attempt);
          const outcome = paymentOutcome(e.status, 'accept', isPaidTransactionStatus(previous));
          const otherMoney = [...last].some(([a, v]) => a !== e.attempt && isPaidTransactionStatus(v));
          const next: OrderStatus | null = outcome === 'reversed' && otherMoney ? null : nextStatus(status, { type: 'payment', outcome });
          if (next !== null) {
            expect(canMove(status, next)).toBe(true);
            if (next === 'paid') sold += 1;
            if (status === 'paid' && next === 'cancelled') sold -= 1;
            status = next;
          }
          if (previous === undefined || !(e.status === 'pending' || (e.status === 'expire' && isPaidTransactionStatus(previous))))
            last.set(e.attempt, e.status);
        }
        expect(status).toBe(model(events).status);
        expect(sold).toBe(status === 'paid' ? 1 : 0);
      }),
      { numRuns: RUNS },
    );
  });
});

describe(`payment notifications through HTTP (${HTTP_RUNS} runs)`, () => {
  it('raise sold_count by exactly the paid quantities, once per order, for any interleaving', { timeout: 300_000 }, async () => {
    const ids = catalogue.map((p) => p.id);
    await fc.assert(
      fc.asyncProperty(scenario, async ({ attempts, lines, events }) => {
        const order = await insertOrder(t.db, {
          userId: user.id,
          attempts,
          lines: lines.map((l) => ({ productId: catalogue[l.product]!.id, price: catalogue[l.product]!.price, quantity: l.quantity })),
        });
        const before = await soldCounts(t.db, ids);
        for (const e of events) {
          const body = signedNotification(t.config.midtrans.serverKey, {
            orderId: order.attempts[e.attempt]!,
            status: e.status,
            gross: order.total,
          });
          const res = await notify(t.app, body);
          if (res.statusCode !== 200) throw new Error(`notification answered ${res.statusCode}: ${res.body}`);
        }
        const expected = model(events);
        const [row] = await t.db.select({ status: orders.status, paidAt: orders.paidAt }).from(orders).where(eq(orders.id, order.id));
        expect(row?.status).toBe(expected.status);
        expect(row?.paidAt != null).toBe(expected.everPaid);

        const after = await soldCounts(t.db, ids);
        for (const [index, id] of ids.entries()) {
          const ordered = lines.find((l) => l.product === index)?.quantity ?? 0;
          expect((after.get(id) ?? 0) - (before.get(id) ?? 0)).toBe(row?.status === 'paid' ? ordered : 0);
        }
        // The user's notifications (one per move) walk the contract's edges from pending.
        const titles = await t.db
          .select({ title: notifications.title })
          .from(notifications)
          .where(and(eq(notifications.orderId, order.id), eq(notifications.userId, user.id)))
          .orderBy(notifications.id);
        const byTitle = new Map(Object.entries(NOTIFICATION_TITLES).map(([k, v]) => [v as string, k]));
        const path = titles.map((x) => byTitle.get(x.title));
        const moves = ['pending', ...path] as OrderStatus[];
        for (let i = 1; i < moves.length; i++) expect(canMove(moves[i - 1]!, moves[i]!)).toBe(true);
        expect(moves.at(-1)).toBe(expected.status);
        expect(path.filter((k) => k === 'paid')).toHaveLength(expected.everPaid ? 1 : 0);
      }),
      { numRuns: HTTP_RUNS },
    );
  });
});
