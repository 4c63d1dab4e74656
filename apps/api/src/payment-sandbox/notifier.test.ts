import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Notifier, retriesAllowed, retryDelayMs, type DeliveryLogEntry } from './notifier.ts';
import type { NotificationBody } from './store.ts';
import { buildSim, createTx, press, PREFIX, sleep, startReceiver, waitFor, type Receiver } from './test-helpers.ts';

let app: FastifyInstance;
let receiver: Receiver;

/** The receiver answers by path: /s/<status>[/<Location path>] ; /hang never answers. */
beforeAll(async () => {
  receiver = await startReceiver((req) => {
    if (req.path === '/hang') return { status: 0, hang: true };
    const [, , code, ...rest] = req.path.split('/');
    const location = rest.length > 0 ? `/${rest.join('/')}` : undefined;
    return { status: Number(code), ...(location ? { headers: { location } } : {}) };
  });
  app = await buildSim({ notificationUrl: () => '' });
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

/** Creates an order notified only at `path`, presses Bayar, waits until the log shows a final outcome. */
async function deliver(orderId: string, path: string, sim = app): Promise<{ hits: string[]; log: DeliveryLogEntry[] }> {
  const { token } = await createTx(sim, orderId, { 'x-override-notification': receiver.url(path) });
  await press(sim, token, 'pay');
  const log = await waitFor(async () => {
    const entries = (await sim.inject({ url: `${PREFIX}/__sim/notifications?order_id=${orderId}` })).json() as DeliveryLogEntry[];
    return entries.some((e) => e.outcome === 'delivered' || e.outcome === 'gave_up') && entries;
  }, 8_000);
  await sleep(30); // nothing further may arrive
  return { hits: receiver.received.filter((r) => r.body.order_id === orderId).map((r) => r.path), log };
}

describe('retry rules (docs/payments.md, Notifications)', () => {
  it.each([
    [200, 1],
    [500, 2],
    [503, 5],
    [400, 3],
    [404, 3],
    [418, 6],
  ])('HTTP %i → %i POST(s) in total', async (code, total) => {
    const { hits, log } = await deliver(`R-${code}`, `/s/${code}`);
    expect(hits).toHaveLength(total);
    expect(log.map((e) => e.attempt)).toEqual([...Array(total).keys()]);
    expect(log.at(-1)?.outcome).toBe(code === 200 ? 'delivered' : 'gave_up');
    expect(new Set(log.map((e) => e.body.signature_key)).size).toBe(1);
  });

  it('does not follow 301/302/303 and does not retry them', async () => {
    for (const code of [301, 302, 303]) {
      const { hits, log } = await deliver(`R-${code}`, `/s/${code}/s/200`);
      expect(hits).toEqual([`/s/${code}/s/200`]);
      expect(log).toEqual([expect.objectContaining({ http_status: code, outcome: 'gave_up' })]);
    }
  });

  it('re-POSTs the same body to the Location of a 307/308', async () => {
    const { hits, log } = await deliver('R-307', '/s/307/s/308/s/200');
    expect(hits).toEqual(['/s/307/s/308/s/200', '/s/308/s/200', '/s/200']);
    expect(log.map((e) => [e.hop, e.http_status, e.outcome])).toEqual([
      [0, 307, 'redirected'],
      [1, 308, 'redirected'],
      [2, 200, 'delivered'],
    ]);
    const bodies = receiver.received.filter((r) => r.body.order_id === 'R-307');
    expect(bodies.every((r) => r.method === 'POST' && r.body.signature_key === bodies[0]?.body.signature_key)).toBe(true);
  });

  it('stops after 5 redirect hops and retries like any other failure', async () => {
    const loop = '/s/307/s/307/s/307/s/307/s/307/s/307/s/307';
    const { hits, log } = await deliver('R-LOOP', loop);
    expect(hits).toHaveLength(6 * 6);
    expect(log.at(-1)).toMatchObject({ hop: 5, outcome: 'gave_up', error: 'more than 5 redirects' });
  });

  it('treats timeouts and refused connections as failures with 5 retries', async () => {
    const impatient = await buildSim({ notificationUrl: () => '', notifyTimeoutMs: 150 });
    const { hits, log } = await deliver('R-HANG', '/hang', impatient);
    await impatient.close();
    expect(hits).toHaveLength(6);
    expect(log.every((e) => e.http_status === null && e.error === 'timeout after 150 ms')).toBe(true);
    const refused = await createTx(app, 'R-REFUSED', { 'x-override-notification': 'http://127.0.0.1:9/closed' });
    await press(app, refused.token, 'pay');
    await waitFor(async () => {
      const entries = (await app.inject({ url: `${PREFIX}/__sim/notifications?order_id=R-REFUSED` })).json() as DeliveryLogEntry[];
      return entries.length === 6 && entries.at(-1)?.outcome === 'gave_up' && entries[0]?.error?.includes('ECONNREFUSED');
    }, 5_000);
  });

  it('maps answers to allowed retries', () => {
    expect([200, 204, 500, 503, 400, 404, 301, 302, 303, 307, 401, 502, null].map(retriesAllowed)).toEqual([
      0, 0, 1, 4, 2, 2, 0, 0, 0, 5, 5, 5, 5,
    ]);
  });
});

describe('Notifier timers', () => {
  const body = {
    order_id: 'T-1',
    status_code: '200',
    gross_amount: '1.00',
    signature_key: 'x',
    transaction_status: 'settlement',
  } as NotificationBody;

  it('computes retry waits of 2/10/30/90/210 min × retryScale with ±20 % jitter', () => {
    expect([0, 1, 2, 3, 4].map((i) => retryDelayMs(i, 1, () => 0.5))).toEqual([120_000, 600_000, 1_800_000, 5_400_000, 12_600_000]);
    expect(retryDelayMs(0, 0.001, () => 0)).toBe(96);
    expect(retryDelayMs(0, 0.001, () => 1)).toBe(144);
    expect(retryDelayMs(4, 0.001, () => 0.5)).toBe(12_600);
  });

  it('waits at least those intervals between real attempts', async () => {
    const fixed = new Notifier({ delayMs: 0, retryScale: 0.00005, timeoutMs: 2_000, random: () => 0.5 });
    fixed.schedule([receiver.url('/s/418')], [body]);
    await waitFor(() => fixed.log.length === 6, 8_000);
    const times = fixed.log.map((e) => Date.parse(e.time));
    const gaps = times.slice(1).map((t, i) => t - (times[i] ?? 0));
    [6, 30, 90, 270, 630].forEach((want, i) => expect(gaps[i]).toBeGreaterThanOrEqual(want - 2));
  });

  it('stop() clears scheduled deliveries and retries', async () => {
    const notifier = new Notifier({ delayMs: 60_000, retryScale: 1, timeoutMs: 1_000 });
    notifier.schedule([receiver.url('/s/200'), receiver.url('/s/200')], [body]);
    expect(notifier.pendingTimers()).toBe(2);
    notifier.stop();
    expect(notifier.pendingTimers()).toBe(0);
  });

  it('closing the Fastify app cancels pending notifications and retries (onClose)', async () => {
    const local = await startReceiver(() => ({ status: 500 }));
    // C-1: first delivery at once, its retry ~600 ms later; C-2: first delivery only after 400 ms
    const sim = await buildSim({ notificationUrl: () => local.url(), notifyDelayMs: 0, retryScale: 0.005 });
    const slow = await buildSim({ notificationUrl: () => local.url(), notifyDelayMs: 400 });
    const first = await createTx(sim, 'C-1');
    const second = await createTx(slow, 'C-2');
    await press(slow, second.token, 'pay');
    await press(sim, first.token, 'pay');
    await waitFor(() => local.received.length === 1);
    await Promise.all([sim.close(), slow.close()]);
    await sleep(800); // both timers would have fired by now
    expect(local.received.map((r) => r.body.order_id)).toEqual(['C-1']);
    await local.close();
  });
});
