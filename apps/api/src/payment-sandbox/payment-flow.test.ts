import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildSim,
  createTx,
  hasValidSignature,
  press,
  PREFIX,
  PUBLIC_URL,
  simPost,
  startReceiver,
  waitFor,
  type Receiver,
} from './test-helpers.ts';

let app: FastifyInstance;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  app = await buildSim({
    notificationUrl: () => receiver.url(),
    finishUrl: () => 'http://127.0.0.1:3000/orders/finish',
    notifyDelayMs: 20,
  });
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

describe('Bayar (pay)', () => {
  it('answers the onSuccess result, then POSTs a signed settlement notification', async () => {
    const { token } = await createTx(app, 'PAY-1');
    const { statusCode, json } = await press(app, token, 'pay');
    expect(statusCode).toBe(200);
    expect(json.event).toBe('success');
    expect(json.result).toMatchObject({
      status_code: '200',
      status_message: 'Success, transaction is found',
      order_id: 'PAY-1',
      gross_amount: '150000.00',
      payment_type: 'qris',
      transaction_status: 'settlement',
      fraud_status: 'accept',
      finish_redirect_url: 'http://127.0.0.1:3000/orders/finish?order_id=PAY-1&status_code=200&transaction_status=settlement',
    });
    expect(json.result?.transaction_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // the callback answers first; the webhook follows after notifyDelayMs
    expect(bodiesFor('PAY-1')).toHaveLength(0);

    const [hit] = await waitFor(() => receiver.received.length === 1 && receiver.received);
    expect(hit?.method).toBe('POST');
    expect(hit?.path).toBe('/api/payments/midtrans/notification');
    expect(hit?.headers['content-type']).toBe('application/json');
    expect(hit?.headers.accept).toBe('application/json');
    expect(hit?.headers['user-agent']).toBe('Veritrans');
    expect(hit?.body).toMatchObject({
      transaction_status: 'settlement',
      transaction_id: json.result?.transaction_id,
      status_message: 'midtrans payment notification',
      status_code: '200',
      payment_type: 'qris',
      order_id: 'PAY-1',
      merchant_id: 'G000000000',
      gross_amount: '150000.00',
      fraud_status: 'accept',
      currency: 'IDR',
    });
    expect(hit?.body.settlement_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(hasValidSignature(hit?.body ?? {})).toBe(true);

    const readLog = async () => (await app.inject({ url: `${PREFIX}/__sim/notifications?order_id=PAY-1` })).json() as unknown[];
    let log: unknown[] = [];
    await waitFor(async () => (log = await readLog()).length > 0);
    expect(log).toEqual([expect.objectContaining({ http_status: 200, outcome: 'delivered', attempt: 0, target: receiver.url() })]);
  });

  it('pay_card captures with a masked card', async () => {
    const { token } = await createTx(app, 'CARD-1');
    const { json } = await press(app, token, 'pay_card');
    expect(json.result).toMatchObject({ transaction_status: 'capture', payment_type: 'credit_card', masked_card: '48111111-1114' });
    const [body] = await waitFor(() => bodiesFor('CARD-1').length === 1 && bodiesFor('CARD-1'));
    expect(body).toMatchObject({ status_code: '200', masked_card: '48111111-1114', card_type: 'credit', bank: 'bni' });
  });
});

describe('Pending, then the VA is paid', () => {
  it('notifies 201 with a VA, then settles through /__sim/transactions/:id/status', async () => {
    const { token } = await createTx(app, 'PEND-1');
    const { json } = await press(app, token, 'pending');
    expect(json.event).toBe('pending');
    expect(json.result).toMatchObject({
      status_code: '201',
      transaction_status: 'pending',
      payment_type: 'bank_transfer',
      pdf_url: `${PUBLIC_URL}/snap/v2/vtweb/${token}`,
    });
    const va = (json.result?.va_numbers as Array<{ bank: string; va_number: string }>)[0];
    expect(va?.bank).toBe('bca');
    expect(va?.va_number).toMatch(/^\d{11}$/);

    const [pending] = await waitFor(() => bodiesFor('PEND-1').length === 1 && bodiesFor('PEND-1'));
    expect(pending).toMatchObject({ status_code: '201', transaction_status: 'pending', va_numbers: [va] });
    expect(pending?.expiry_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(hasValidSignature(pending ?? {})).toBe(true);

    const page = await app.inject({ url: `${PREFIX}/snap/v1/sim/pay/${token}` });
    expect(page.body).toContain(va?.va_number);

    const settle = await simPost(app, '/transactions/PEND-1/status', { transaction_status: 'settlement' });
    expect(settle.statusCode).toBe(200);
    const bodies = await waitFor(() => bodiesFor('PEND-1').length === 2 && bodiesFor('PEND-1'));
    expect(bodies[1]).toMatchObject({
      status_code: '200',
      transaction_status: 'settlement',
      payment_type: 'bank_transfer',
      transaction_id: pending?.transaction_id,
    });
    expect(hasValidSignature(bodies[1] ?? {})).toBe(true);
  });
});

describe('Gagal, then Bayar on the same token', () => {
  it('notifies deny (202), keeps the token open, then settles (200)', async () => {
    const { token } = await createTx(app, 'DENY-1');
    const fail = await press(app, token, 'fail');
    expect(fail.json.event).toBe('error');
    expect(fail.json.result).toMatchObject({
      status_code: '202',
      status_message: 'Transaction is denied',
      transaction_status: 'deny',
      fraud_status: 'accept',
    });
    const [deny] = await waitFor(() => bodiesFor('DENY-1').length === 1 && bodiesFor('DENY-1'));
    expect(deny).toMatchObject({ status_code: '202', transaction_status: 'deny' });
    expect(hasValidSignature(deny ?? {})).toBe(true);

    const page = await app.inject({ url: `${PREFIX}/snap/v1/sim/pay/${token}` });
    expect(page.body).toContain('Pembayaran sebelumnya ditolak');
    expect(page.body).toContain('>Bayar</button>');

    const pay = await press(app, token, 'pay');
    expect(pay.json.result).toMatchObject({
      status_code: '200',
      transaction_status: 'settlement',
      transaction_id: fail.json.result?.transaction_id,
    });
    const bodies = await waitFor(() => bodiesFor('DENY-1').length === 2 && bodiesFor('DENY-1'));
    expect(bodies.map((b) => [b.transaction_status, b.status_code])).toEqual([
      ['deny', '202'],
      ['settlement', '200'],
    ]);
  });

  it('refuses further buttons once paid (406) and Tutup changes nothing', async () => {
    const { token } = await createTx(app, 'DONE-1');
    expect((await press(app, token, 'close')).json).toEqual({ event: 'close', result: null });
    await press(app, token, 'pay');
    const again = await press(app, token, 'pay');
    expect(again.statusCode).toBe(409);
    expect(again.json).toEqual({ event: 'error', result: { status_code: '406', status_message: ['transaction has been processed'] } });
    expect((await press(app, token, 'steal')).statusCode).toBe(400);
    expect((await press(app, '00000000-0000-4000-8000-000000000000', 'pay')).json.result?.status_code).toBe('404');
    await waitFor(() => bodiesFor('DONE-1').length === 1);
  });
});
