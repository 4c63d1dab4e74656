import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryLogEntry } from './notifier.ts';
import {
  AUTH,
  buildSim,
  createTx,
  hasValidSignature,
  press,
  PREFIX,
  simPost,
  sleep,
  startReceiver,
  waitFor,
  type Receiver,
} from './test-helpers.ts';

let app: FastifyInstance;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  app = await buildSim({ notificationUrl: () => receiver.url() });
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});
beforeEach(async () => {
  await simPost(app, '/reset');
  receiver.received.length = 0;
});

const bodiesFor = (orderId: string) => receiver.received.filter((r) => r.body.order_id === orderId).map((r) => r.body);
const settled = async (orderId: string) => {
  const { token } = await createTx(app, orderId);
  await press(app, token, 'pay');
  await waitFor(() => bodiesFor(orderId).length === 1);
  return token;
};

describe('loopback only', () => {
  const routes: Array<['GET' | 'POST', string]> = [
    ['GET', '/__sim/transactions'],
    ['GET', '/__sim/transactions/X'],
    ['GET', '/__sim/notifications'],
    ['POST', '/__sim/reset'],
    ['POST', '/__sim/transactions/X/status'],
    ['POST', '/__sim/transactions/X/expire-page'],
    ['POST', '/__sim/notifications/X/replay'],
    ['POST', '/__sim/notifications/X/out-of-order'],
    ['POST', '/__sim/notifications/X/forge'],
  ];

  it.each(routes)('%s %s answers 403 to 10.1.2.3', async (method, url) => {
    const res = await app.inject({ method, url: `${PREFIX}${url}`, remoteAddress: '10.1.2.3' });
    expect(res.statusCode).toBe(403);
  });

  it('accepts 127.0.0.1, ::1 and ::ffff:127.0.0.1; other routes stay public', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await app.inject({ url: `${PREFIX}/__sim/transactions`, remoteAddress })).statusCode).toBe(200);
    }
    expect((await app.inject({ url: `${PREFIX}/snap/snap.js`, remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: `${PREFIX}/snap/v1/transactions`,
      remoteAddress: '10.1.2.3',
      headers: { authorization: AUTH },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /__sim/transactions/:order_id/status', () => {
  it('validates the status and the order', async () => {
    expect((await simPost(app, '/transactions/NONE/status', { transaction_status: 'settlement' })).statusCode).toBe(404);
    await createTx(app, 'F-0');
    expect((await simPost(app, '/transactions/F-0/status', { transaction_status: 'paid' })).statusCode).toBe(400);
  });

  it('forces a settlement → deny reversal, a refund and a challenged capture, each notified', async () => {
    await settled('F-1');
    await simPost(app, '/transactions/F-1/status', { transaction_status: 'deny' });
    await simPost(app, '/transactions/F-1/status', { transaction_status: 'refund' });
    const bodies = await waitFor(() => bodiesFor('F-1').length === 3 && bodiesFor('F-1'));
    expect(bodies.map((b) => [b.transaction_status, b.status_code])).toEqual([
      ['settlement', '200'],
      ['deny', '202'],
      ['refund', '200'],
    ]);
    expect(bodies.every((b) => hasValidSignature(b))).toBe(true);

    await createTx(app, 'F-2');
    const res = await simPost(app, '/transactions/F-2/status', {
      transaction_status: 'capture',
      fraud_status: 'challenge',
      payment_type: 'credit_card',
    });
    expect(res.json().notification).toMatchObject({
      transaction_status: 'capture',
      fraud_status: 'challenge',
      masked_card: '48111111-1114',
    });
    await waitFor(() => bodiesFor('F-2').length === 1);
  });
});

describe('page expiry', () => {
  it('expires the token without any notification', async () => {
    const { token } = await createTx(app, 'PE-1');
    const res = await simPost(app, '/transactions/PE-1/expire-page');
    expect(res.json().token_state).toBe('expired');
    expect((await press(app, token, 'pay')).json.result).toEqual({ status_code: '407', status_message: ['transaction has expired'] });
    await sleep(30);
    expect(receiver.received).toHaveLength(0);
    expect((await app.inject({ url: `${PREFIX}/v2/PE-1/status`, headers: { authorization: AUTH } })).statusCode).toBe(404);
  });
});

describe('notification controls', () => {
  it('replays the last notification n times, byte-identical', async () => {
    await settled('RP-1');
    expect((await simPost(app, '/notifications/RP-1/replay', { times: 3 })).json().scheduled).toBe(3);
    const bodies = await waitFor(() => bodiesFor('RP-1').length === 4 && bodiesFor('RP-1'));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect((await simPost(app, '/notifications/RP-1/replay', { times: 0 })).statusCode).toBe(400);
    await createTx(app, 'RP-2');
    expect((await simPost(app, '/notifications/RP-2/replay')).statusCode).toBe(409);
  });

  it('sends the latest status, then an older validly signed pending', async () => {
    await settled('OO-1');
    await simPost(app, '/notifications/OO-1/out-of-order');
    const bodies = await waitFor(() => bodiesFor('OO-1').length === 3 && bodiesFor('OO-1'));
    expect(bodies.slice(1).map((b) => [b.transaction_status, b.status_code])).toEqual([
      ['settlement', '200'],
      ['pending', '201'],
    ]);
    expect(hasValidSignature(bodies[2] ?? {})).toBe(true);
    expect(String(bodies[2]?.transaction_time) < String(bodies[1]?.transaction_time)).toBe(true);
  });

  it('forges a settlement with a wrong signature and logs it as forged', async () => {
    await createTx(app, 'FG-1');
    await simPost(app, '/notifications/FG-1/forge');
    const [forged] = await waitFor(() => bodiesFor('FG-1').length === 1 && bodiesFor('FG-1'));
    expect(forged).toMatchObject({ transaction_status: 'settlement', status_code: '200', gross_amount: '150000.00' });
    expect(hasValidSignature(forged ?? {})).toBe(false);
    const log = await waitFor(async () => {
      const entries = (await app.inject({ url: `${PREFIX}/__sim/notifications?order_id=FG-1` })).json() as DeliveryLogEntry[];
      return entries.length === 1 && entries;
    });
    expect(log[0]).toMatchObject({ forged: true, http_status: 200 });
  });

  it('lists transactions and resets everything', async () => {
    await settled('LS-1');
    const list = (await app.inject({ url: `${PREFIX}/__sim/transactions` })).json();
    expect(list).toEqual([expect.objectContaining({ order_id: 'LS-1', transaction_status: 'settlement', token_state: 'processed' })]);
    await simPost(app, '/reset');
    expect((await app.inject({ url: `${PREFIX}/__sim/transactions` })).json()).toEqual([]);
    expect((await app.inject({ url: `${PREFIX}/__sim/notifications` })).json()).toEqual([]);
  });
});
