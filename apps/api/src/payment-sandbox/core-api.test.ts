import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, buildSim, createTx, hasValidSignature, press, PREFIX, startReceiver, waitFor, type Receiver } from './test-helpers.ts';

const CANNOT_MODIFY = { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' };
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

const status = (id: string, authorization = AUTH) =>
  app.inject({ url: `${PREFIX}/v2/${encodeURIComponent(id)}/status`, headers: { authorization } });
const modify = (id: string, action: 'cancel' | 'expire') =>
  app.inject({ method: 'POST', url: `${PREFIX}/v2/${id}/${action}`, headers: { authorization: AUTH } });
const bodiesFor = (orderId: string) => receiver.received.filter((r) => r.body.order_id === orderId).map((r) => r.body);

describe('GET /v2/:id/status', () => {
  it('needs the server key', async () => {
    const res = await status('ANY', 'Basic Zm9vOg==');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status_code: '401' });
    expect(res.json().status_message).toMatch(/unauthorized/);
  });

  it('answers 404 "Transaction doesn\'t exist." before any button, even with a token', async () => {
    const { token } = await createTx(app, 'ST-1');
    for (const id of ['ST-1', 'NOPE-1']) {
      const res = await status(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status_code: '404',
        status_message: "Transaction doesn't exist.",
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
    }
    await press(app, token, 'close');
    expect((await status('ST-1')).statusCode).toBe(404);
  });

  it('reports the last state with its own signature, by order_id or transaction_id', async () => {
    const { token } = await createTx(app, 'ST-2', {}, { custom_field1: 'cabang-bandung' });
    const { json } = await press(app, token, 'pay');
    for (const id of ['ST-2', String(json.result?.transaction_id)]) {
      const res = await status(id);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        status_code: '200',
        status_message: 'Success, transaction is found',
        transaction_status: 'settlement',
        order_id: 'ST-2',
        gross_amount: '150000.00',
        transaction_id: json.result?.transaction_id,
        custom_field1: 'cabang-bandung',
      });
      expect(hasValidSignature(body)).toBe(true);
    }
  });
});

describe('POST /v2/:id/cancel and /v2/:id/expire', () => {
  it('expires a pending payment, notifies 202, and status then says 407', async () => {
    const { token } = await createTx(app, 'EX-1');
    await press(app, token, 'pending');
    const res = await modify('EX-1', 'expire');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status_code: '200', transaction_status: 'expire', order_id: 'EX-1' });
    const bodies = await waitFor(() => bodiesFor('EX-1').length === 2 && bodiesFor('EX-1'));
    expect(bodies[1]).toMatchObject({ transaction_status: 'expire', status_code: '202' });
    expect(hasValidSignature(bodies[1] ?? {})).toBe(true);
    const after = (await status('EX-1')).json();
    expect(after).toMatchObject({ status_code: '407', transaction_status: 'expire' });
    expect(hasValidSignature(after)).toBe(true);
    expect((await modify('EX-1', 'expire')).json()).toEqual(CANNOT_MODIFY);
    expect((await modify('EX-1', 'cancel')).statusCode).toBe(412);
  });

  it('cancels pending and capture, notifying 202', async () => {
    for (const [orderId, action] of [
      ['CA-1', 'pending'],
      ['CA-2', 'pay_card'],
    ] as const) {
      const { token } = await createTx(app, orderId);
      await press(app, token, action);
      const res = await modify(orderId, 'cancel');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status_code: '200', transaction_status: 'cancel' });
      const bodies = await waitFor(() => bodiesFor(orderId).length === 2 && bodiesFor(orderId));
      expect(bodies[1]).toMatchObject({ transaction_status: 'cancel', status_code: '202' });
    }
  });

  it('answers 412 for settled, denied or captured-then-expired transactions, 404 before payment', async () => {
    const paid = await createTx(app, 'NO-1');
    await press(app, paid.token, 'pay');
    expect((await modify('NO-1', 'cancel')).json()).toEqual(CANNOT_MODIFY);
    expect((await modify('NO-1', 'expire')).statusCode).toBe(412);
    const denied = await createTx(app, 'NO-2');
    await press(app, denied.token, 'fail');
    expect((await modify('NO-2', 'cancel')).statusCode).toBe(412);
    const card = await createTx(app, 'NO-3');
    await press(app, card.token, 'pay_card');
    expect((await modify('NO-3', 'expire')).statusCode).toBe(412);
    await createTx(app, 'NO-4');
    expect((await modify('NO-4', 'cancel')).statusCode).toBe(404);
  });
});
