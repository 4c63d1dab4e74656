/**
 * Latency of checkout (POST /api/order, including the Snap call to the in-process simulator over
 * HTTP) and of the Midtrans notification handler (a first settlement that pays the order, and a
 * repeat), ~300 calls each, on PGlite and — when TEST_DATABASE_URL is set — on PostgreSQL.
 *
 *   npx tsx scripts/measure-orders.ts            # from apps/api
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/measure-orders.ts
 */
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import {
  createCatalogue,
  listenForPayments,
  notify,
  orderBody,
  placeOrder,
  signedNotification,
  type PlacedOrder,
} from '../test/order-factories.ts';

const CALLS = 300;
const WARMUP = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] ?? NaN;
}

async function timed(run: () => Promise<void>): Promise<number> {
  const start = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function row(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `| ${label} | ${sorted.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${sorted.at(-1)?.toFixed(1)} |`;
}

async function measure(t: TestApp): Promise<string[]> {
  await listenForPayments(t);
  const cat = await createCatalogue(t.db);
  const user = await createUser(t.app, t.db);
  const body = orderBody(cat, [{ product: 0, quantity: 2 }, { product: 1 }]);
  for (let i = 0; i < WARMUP; i++) await placeOrder(t.app, user, body);

  const placed: PlacedOrder[] = [];
  const checkout: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    checkout.push(await timed(async () => void placed.push(await placeOrder(t.app, user, body))));
  }

  const serverKey = t.config.midtrans.serverKey;
  const first: number[] = [];
  const repeat: number[] = [];
  for (const { order } of placed) {
    const settlement = signedNotification(serverKey, { orderId: order.midtrans_order_id, status: 'settlement', gross: order.total_price });
    const send = async () => {
      const res = await notify(t.app, settlement);
      if (res.statusCode !== 200) throw new Error(`notification answered ${res.statusCode}: ${res.body}`);
    };
    first.push(await timed(send));
    repeat.push(await timed(send));
  }
  return [
    row('POST /api/order (incl. Snap)', checkout),
    row('notification, settlement → paid', first),
    row('notification, duplicate', repeat),
  ];
}

const postgresUrl = process.env.TEST_DATABASE_URL; // eslint-disable-line no-restricted-syntax
const lines = ['| call | n | p50 ms | p99 ms | max ms |', '|---|---:|---:|---:|---:|'];
for (const driver of postgresUrl ? ['pglite', 'postgres'] : ['pglite']) {
  // buildTestApp picks PostgreSQL exactly when TEST_DATABASE_URL is set.
  if (driver === 'pglite')
    delete process.env.TEST_DATABASE_URL; // eslint-disable-line no-restricted-syntax
  else process.env.TEST_DATABASE_URL = postgresUrl; // eslint-disable-line no-restricted-syntax
  const t = await buildTestApp();
  try {
    lines.push(`| **${t.driver}** | | | | |`, ...(await measure(t)));
  } finally {
    await t.close();
  }
}
console.log(`${CALLS} calls each after ${WARMUP} warm-up checkouts; sequential, one client, in-process simulator\n`);
console.log(lines.join('\n'));
