import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from './validate.ts';
import { AUTH, buildSim, createTx, press, PREFIX, PUBLIC_URL, simPost } from './test-helpers.ts';

const UNAUTHORIZED = { error_messages: ['Access denied due to unauthorized transaction, please check client or server key'] };
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildSim({ notificationUrl: () => 'http://127.0.0.1:9/default' });
});
afterAll(async () => app.close());

const create = (payload: unknown, headers: Record<string, string> = { authorization: AUTH }) =>
  app.inject({ method: 'POST', url: `${PREFIX}/snap/v1/transactions`, headers, payload: payload as object });

const errorsOf = async (details: Record<string, unknown>, items?: unknown) => {
  const res = await create({ transaction_details: details, ...(items === undefined ? {} : { item_details: items }) });
  expect(res.statusCode).toBe(400);
  return (res.json() as { error_messages: string[] }).error_messages;
};

describe('POST /snap/v1/transactions: auth', () => {
  it.each([
    ['no header', {}],
    ['wrong key', { authorization: `Basic ${Buffer.from('SB-Mid-server-other:').toString('base64')}` }],
    ['bearer scheme', { authorization: 'Bearer SB-Mid-server-SIMULATOR-ONLY' }],
  ])('answers 401 with Midtrans body for %s', async (_name, headers) => {
    const res = await create({ transaction_details: { order_id: 'A-1', gross_amount: 1000 } }, headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });
});

describe('POST /snap/v1/transactions: validation', () => {
  it('requires order_id and gross_amount', async () => {
    expect(await errorsOf({})).toEqual([MSG.orderIdRequired, MSG.grossRequired]);
    const res = await create({});
    expect(res.json()).toEqual({ error_messages: [MSG.orderIdRequired, MSG.grossRequired] });
  });

  it.each([['abc'], [1500.5], [true], ['12.5']])('rejects gross_amount %j as not a number', async (gross) => {
    expect(await errorsOf({ order_id: 'V-1', gross_amount: gross })).toEqual([MSG.grossNotNumber]);
  });

  it('rejects a zero or negative gross_amount', async () => {
    expect(await errorsOf({ order_id: 'V-1', gross_amount: 0 })).toEqual([MSG.grossTooSmall]);
  });

  it.each([['has space'], ['hash#1'], ['x'.repeat(51)], [12345]])('rejects order_id %j as invalid', async (orderId) => {
    expect(await errorsOf({ order_id: orderId, gross_amount: 1000 })).toEqual([MSG.orderIdInvalid]);
  });

  it('accepts 50 characters of letters, digits and - _ ~ .', async () => {
    const res = await create({ transaction_details: { order_id: `Ab0-_~.${'z'.repeat(43)}`, gross_amount: 1000 } });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['not an array', { name: 'Kaos', price: 1000, quantity: 1 }],
    ['missing name', [{ price: 1000, quantity: 1 }]],
    ['missing price', [{ name: 'Kaos', quantity: 1 }]],
    ['missing quantity', [{ name: 'Kaos', price: 1000 }]],
    ['decimal price', [{ name: 'Kaos', price: 999.5, quantity: 1 }]],
    ['quantity 0', [{ name: 'Kaos', price: 1000, quantity: 0 }]],
  ])('rejects item_details with %s', async (_name, items) => {
    expect(await errorsOf({ order_id: 'V-2', gross_amount: 1000 }, items)).toEqual([MSG.itemsInvalid]);
  });

  it('requires gross_amount to equal the sum of price × quantity (discounts negative)', async () => {
    const items = [
      { name: 'Kaos', price: 50_000, quantity: 2 },
      { name: 'Diskon', price: -10_000, quantity: 1 },
    ];
    expect(await errorsOf({ order_id: 'V-3', gross_amount: 100_000 }, items)).toEqual([MSG.grossNotSum]);
    const ok = await create({ transaction_details: { order_id: 'V-3', gross_amount: 90_000 }, item_details: items });
    expect(ok.statusCode).toBe(201);
  });

  it('collects every applicable message in the contract order', async () => {
    expect(await errorsOf({ order_id: 'bad id', gross_amount: 'x' }, [{ name: '' }])).toEqual([
      MSG.grossNotNumber,
      MSG.orderIdInvalid,
      MSG.itemsInvalid,
    ]);
  });

  it('refuses a duplicate order_id', async () => {
    await createTx(app, 'DUP-1');
    expect(await errorsOf({ order_id: 'DUP-1', gross_amount: 150_000 })).toEqual([MSG.orderIdTaken]);
  });

  it('answers malformed JSON with a Midtrans-shaped 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${PREFIX}/snap/v1/transactions`,
      headers: { authorization: AUTH, 'content-type': 'application/json' },
      payload: '{"transaction_details":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_messages).toHaveLength(1);
  });
});

describe('POST /snap/v1/transactions: success', () => {
  it('answers 201 {token (uuid v4), redirect_url}', async () => {
    const res = await create({ transaction_details: { order_id: 'OK-1', gross_amount: 150_000 } });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json() as { token: string; redirect_url: string };
    expect(Object.keys(body).sort()).toEqual(['redirect_url', 'token']);
    expect(body.token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body.redirect_url).toBe(`${PUBLIC_URL}/snap/v2/vtweb/${body.token}`);
  });

  it('stores expiry (24 h default, page_expiry, expiry.start_time) and notification targets', async () => {
    const before = Date.now();
    await createTx(app, 'EXP-1');
    await createTx(app, 'EXP-2', {}, { page_expiry: { duration: 5, unit: 'minutes' }, expiry: { duration: 2, unit: 'day' } });
    await createTx(app, 'EXP-3', {}, { expiry: { start_time: '2030-01-01 07:00:00 +0700', duration: 1, unit: 'hour' } });
    await createTx(app, 'TGT-1', {
      'x-override-notification': 'http://a.test/n, http://b.test/n',
      'x-append-notification': 'http://c.test/n,http://d.test/n',
    });
    await createTx(app, 'TGT-2', { 'x-append-notification': 'http://c.test/n' });
    const list = (await app.inject({ url: `${PREFIX}/__sim/transactions` })).json() as Array<Record<string, unknown>>;
    const byId = (id: string) => list.find((t) => t.order_id === id) as Record<string, unknown>;
    const expires = (id: string) => Date.parse(byId(id).expires_at as string);
    expect(expires('EXP-1') - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000);
    expect(expires('EXP-1') - before).toBeLessThan(24 * 3_600_000 + 5_000);
    expect(expires('EXP-2') - before).toBeLessThan(5 * 60_000 + 5_000);
    expect(byId('EXP-3').expires_at).toBe('2030-01-01T01:00:00.000Z');
    expect(byId('TGT-1').notification_targets).toEqual(['http://a.test/n', 'http://b.test/n', 'http://c.test/n']);
    expect(byId('TGT-2').notification_targets).toEqual(['http://127.0.0.1:9/default', 'http://c.test/n']);
  });
});

describe('POST /snap/v1/transactions/:token/cancel', () => {
  const cancel = (token: string, headers: Record<string, string> = { authorization: AUTH }) =>
    app.inject({ method: 'POST', url: `${PREFIX}/snap/v1/transactions/${token}/cancel`, headers });

  it('cancels an unused token once, then the page refuses it', async () => {
    const { token } = await createTx(app, 'TC-1');
    expect((await cancel(token, {})).statusCode).toBe(401);
    const first = await cancel(token);
    expect(first.statusCode).toBe(200);
    expect(Date.parse(first.json().canceled_at)).not.toBeNaN();
    expect((await cancel(token)).json()).toEqual({ error_messages: ['token already canceled'] });
    const page = await app.inject({ url: `${PREFIX}/snap/v1/sim/pay/${token}` });
    expect(page.body).toContain('Transaksi dibatalkan');
    expect((await press(app, token, 'pay')).json.result?.status_code).toBe('407');
  });

  it('refuses unknown tokens and tokens with a pending payment', async () => {
    expect((await cancel('00000000-0000-4000-8000-000000000000')).json()).toEqual({ error_messages: ['token not found'] });
    const { token } = await createTx(app, 'TC-2');
    await press(app, token, 'pending');
    const res = await cancel(token);
    expect(res.statusCode).toBe(412);
    expect(res.json()).toEqual({ error_messages: ['Transaction is on progress'] });
    await simPost(app, '/reset');
  });
});
