/**
 * Property: an order's status only ever moves along the edges of the contract's ORDER_EDGES.
 *  - pure core (1,000 runs): the state machine (nextStatus + paymentOutcome) for any sequence of
 *    events, including the sold_count bookkeeping its moves imply;
 *  - HTTP (HTTP_RUNS runs, 50 by default): random sequences of admin/owner/stranger status calls,
 *    signed notifications on any attempt and sweeps (expiry, completion) against a real app,
 *    observing the stored status after every step.
 */
import { ORDER_EDGES, ORDER_STATUSES, canMove, type OrderStatus } from '@gayaku/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema.ts';
import { runSweep } from '../../src/jobs/sweep.ts';
import { nextStatus, type OrderEvent, type PaymentOutcome } from '../../src/modules/orders/order-state.ts';
import { paymentOutcome } from '../../src/modules/payments/transaction-status.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createProduct, type TestProduct } from '../cart-factories.ts';
import { createUser, type TestUser } from '../factories.ts';
import { ageOrder, listenForPayments, notify, signedNotification } from '../order-factories.ts';
import { insertOrder } from './direct-orders.ts';

const RUNS = 1_000;
const HTTP_RUNS = Number(process.env.HTTP_PROP_RUNS ?? 50);
const OUTCOMES: PaymentOutcome[] = ['success', 'pending', 'denied', 'reversed', 'expired', 'cancelled', 'refunded', 'unknown'];
const MIDTRANS_STATUSES = [
  'settlement',
  'capture',
  'pending',
  'authorize',
  'deny',
  'failure',
  'expire',
  'cancel',
  'refund',
  'partial_refund',
  'chargeback',
  'partial_chargeback',
];

const eventArb: fc.Arbitrary<OrderEvent> = fc.oneof(
  fc.constantFrom<OrderEvent>({ type: 'ship' }, { type: 'deliver' }, { type: 'timeout' }, { type: 'complete' }),
  fc.constantFrom(...OUTCOMES).map((outcome): OrderEvent => ({ type: 'payment', outcome })),
  // Whatever Midtrans (or a stranger) says, through the real mapping.
  fc
    .record({
      status: fc.oneof(fc.constantFrom(...MIDTRANS_STATUSES), fc.string()),
      fraud: fc.option(fc.constantFrom('accept', 'challenge', 'deny', 'x')),
      paid: fc.boolean(),
    })
    .map(({ status, fraud, paid }): OrderEvent => ({ type: 'payment', outcome: paymentOutcome(status, fraud ?? undefined, paid) })),
);

describe('order status (pure core, 1,000 runs)', () => {
  it('moves only along ORDER_EDGES, enters paid at most once and keeps sold_count consistent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.array(eventArb, { maxLength: 30 }), (start, events) => {
        let status: OrderStatus = start;
        let sold = start === 'pending' ? 0 : null; // only tracked for orders that start unpaid
        let paidEntries = 0;
        for (const event of events) {
          const next = nextStatus(status, event);
          if (next === null) continue;
          expect(ORDER_EDGES[status]).toContain(next);
          if (next === 'paid') paidEntries += 1;
          if (sold !== null && next === 'paid') sold += 1;
          if (sold !== null && status === 'paid' && next === 'cancelled') sold -= 1;
          status = next;
        }
        expect(paidEntries).toBeLessThanOrEqual(1);
        if (sold !== null) expect(sold).toBe(['paid', 'shipped', 'delivered', 'completed'].includes(status) ? 1 : 0);
      }),
      { numRuns: RUNS },
    );
  });

  it('only settlement or an accepted capture pays; only a deny of a paid attempt reverses', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...MIDTRANS_STATUSES), fc.string()),
        fc.option(fc.string()),
        fc.boolean(),
        (status, fraud, paid) => {
          const outcome = paymentOutcome(status, fraud ?? undefined, paid);
          const pays = nextStatus('pending', { type: 'payment', outcome }) === 'paid';
          expect(pays).toBe(status === 'settlement' ? fraud === null || fraud === 'accept' : status === 'capture' && fraud === 'accept');
          const reverses = nextStatus('paid', { type: 'payment', outcome }) === 'cancelled';
          expect(reverses).toBe(paid && (status === 'deny' || (status === 'capture' && fraud === 'deny')));
        },
      ),
      { numRuns: RUNS },
    );
  });
});

type Action =
  | { kind: 'put'; who: 'admin' | 'owner' | 'stranger'; status: OrderStatus }
  | { kind: 'notify'; attempt: number; status: string }
  | { kind: 'expire-sweep' }
  | { kind: 'complete-sweep' };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('put' as const),
      who: fc.constantFrom('admin' as const, 'owner' as const, 'stranger' as const),
      status: fc.constantFrom(...ORDER_STATUSES),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('notify' as const),
      attempt: fc.integer({ min: 0, max: 1 }),
      status: fc.constantFrom('settlement', 'capture', 'pending', 'deny', 'expire', 'cancel', 'refund'),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'expire-sweep' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'complete-sweep' as const }) },
);

describe(`order status through HTTP (${HTTP_RUNS} runs)`, () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let stranger: TestUser;
  let product: TestProduct;

  beforeAll(async () => {
    t = await buildTestApp();
    await listenForPayments(t);
    [owner, admin, stranger] = [
      await createUser(t.app, t.db),
      await createUser(t.app, t.db, { role: 'admin' }),
      await createUser(t.app, t.db),
    ];
    product = await createProduct(t.db, { price: 99_000 });
  });
  afterAll(async () => t?.close());

  async function statusOf(id: number): Promise<OrderStatus> {
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    return row!.status;
  }

  async function act(order: { id: number; total: number; attempts: string[] }, action: Action): Promise<number | null> {
    switch (action.kind) {
      case 'put': {
        const who = { admin, owner, stranger }[action.who];
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/order/${order.id}/status`,
          headers: who.auth,
          payload: { status: action.status },
        });
        return res.statusCode;
      }
      case 'notify': {
        const body = signedNotification(t.config.midtrans.serverKey, {
          orderId: order.attempts[action.attempt]!,
          status: action.status,
          gross: order.total,
        });
        return (await notify(t.app, body)).statusCode;
      }
      case 'expire-sweep':
        await ageOrder(t.db, order.id, (t.config.paymentExpiryMinutes + 1) * 60_000);
        break;
      case 'complete-sweep':
        await t.db
          .update(orders)
          .set({ deliveredAt: sql`now() - interval '30 days'` })
          .where(eq(orders.id, order.id));
        break;
    }
    await runSweep(t.app);
    return null;
  }

  it(
    'every observed change of status is an edge of ORDER_EDGES; status calls succeed only on their own edges',
    { timeout: 300_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(actionArb, { minLength: 1, maxLength: 10 }), async (actions) => {
          const order = await insertOrder(t.db, {
            userId: owner.id,
            attempts: 2,
            lines: [{ productId: product.id, price: product.price, quantity: 2 }],
          });
          let before: OrderStatus = 'pending';
          for (const action of actions) {
            const code = await act(order, action);
            const after = await statusOf(order.id);
            if (after !== before) expect(canMove(before, after), `${before} → ${after} after ${JSON.stringify(action)}`).toBe(true);
            if (action.kind === 'put') {
              const allowed =
                (action.who === 'admin' && before === 'paid' && action.status === 'shipped') ||
                (action.who === 'owner' && before === 'shipped' && action.status === 'delivered') ||
                // The owner cancels a pending order (its attempts have no transaction at Midtrans yet).
                (action.who === 'owner' && before === 'pending' && action.status === 'cancelled');
              expect(code === 200, `${JSON.stringify(action)} on ${before} answered ${code}`).toBe(allowed);
              if (!allowed) expect([403, 409]).toContain(code);
              if (action.who === 'stranger') expect(code).toBe(403);
            }
            if (action.kind === 'notify') expect(code).toBe(200);
            before = after;
          }
        }),
        { numRuns: HTTP_RUNS },
      );
    },
  );
});
