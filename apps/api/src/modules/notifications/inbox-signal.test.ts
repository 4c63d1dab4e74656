/**
 * Checkout and the payment reports signal the shopper's inbox after their statement has committed,
 * not from the trigger inside it (inbox-signal.ts): each signals exactly once, the trigger stays
 * silent for a statement that marked itself, and every other writer still signals through it.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { createNotification } from '../../../test/notifications-factories.ts';
import {
  createCatalogue,
  databaseUrlOf,
  listenForPayments,
  notifyStatus,
  orderBody,
  placeOrder,
  waitForStatus,
} from '../../../test/order-factories.ts';
import { orderNotificationInsert } from './inbox.ts';
import { SIGNAL_BATCH_MS, signalAfterCommit } from './inbox-signal.ts';
import { NOTIFICATIONS_CHANNEL } from './notification-stream.ts';

let t: TestApp;
let listener: pg.Client;
/** Every signal heard, as user ids, in order. */
const heard: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t); // the Snap simulator answers checkout over HTTP
  listener = new pg.Client({ connectionString: await databaseUrlOf(t.db) });
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel === NOTIFICATIONS_CHANNEL) heard.push(Number(message.payload));
  });
  await listener.query(`listen ${NOTIFICATIONS_CHANNEL}`);
});
afterAll(async () => {
  await listener?.end();
  await t?.close();
});

const heardFor = (userId: number) => heard.filter((id) => id === userId).length;

/** Waits until `userId` has been signalled `count` times, then a while longer to see that no more come. */
async function expectSignals(userId: number, count: number): Promise<void> {
  const until = Date.now() + 3_000;
  while (heardFor(userId) < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(heardFor(userId)).toBe(count);
}

describe('the inbox signal after commit', () => {
  it('signals the shopper exactly once for a checkout and once for its payment', async () => {
    const cat = await createCatalogue(t.db);
    const shopper = await createUser(t.app, t.db);
    const { order } = await placeOrder(t.app, shopper, orderBody(cat));
    await expectSignals(shopper.id, 1);
    expect(await notifyStatus(t, order, 'settlement')).toBe(200);
    await waitForStatus(t.db, order.id, 'paid');
    await expectSignals(shopper.id, 2);
    // A repeated report moves nothing and signals nothing.
    expect(await notifyStatus(t, order, 'settlement')).toBe(200);
    await expectSignals(shopper.id, 2);
  });

  it('leaves a marked statement to the API; the next statement of the session and every other writer still signal', async () => {
    const [marked, unmarked] = await Promise.all([createUser(t.app, t.db), createUser(t.app, t.db)]);
    const statement = (userId: number, signalAfterCommit: boolean) =>
      new PgDialect().sqlToQuery(
        sql`with target as (select null::int as id) ${orderNotificationInsert({
          userId,
          kind: 'created',
          message: 'Pesanan ID #1 berhasil dibuat',
          order: { idsFrom: 'target' },
          signalAfterCommit,
        })}`,
      );
    // One session for both statements, each its own transaction.
    const session = new pg.Client({ connectionString: await databaseUrlOf(t.db) });
    await session.connect();
    try {
      for (const [userId, mark] of [
        [marked.id, true],
        [unmarked.id, false],
      ] as const) {
        const { sql: text, params } = statement(userId, mark);
        await session.query(text, params);
      }
      await createNotification(t.db, unmarked.id);
      await expectSignals(unmarked.id, 2);
      expect(heardFor(marked.id)).toBe(0);
    } finally {
      await session.end();
    }
  });

  it(`signals each user named within ${SIGNAL_BATCH_MS} ms once, however often named`, async () => {
    const users = await Promise.all([1, 2, 3].map(() => createUser(t.app, t.db)));
    for (const user of [...users, users[0]!]) signalAfterCommit(t.db, user.id);
    for (const user of users) await expectSignals(user.id, 1);
  });
});
