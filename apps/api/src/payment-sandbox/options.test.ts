import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import paymentSandbox, { type PaymentSandboxOptions } from './index.ts';
import { AUTH, CLIENT_KEY, SERVER_KEY } from './test-helpers.ts';

const base: PaymentSandboxOptions = {
  serverKey: SERVER_KEY,
  clientKey: CLIENT_KEY,
  notificationUrl: () => '',
  publicUrl: () => 'http://127.0.0.1:4010',
};

async function register(opts: Partial<PaymentSandboxOptions>, prefix = '/payment-sandbox') {
  const app = Fastify();
  await app.register(paymentSandbox, { ...base, ...opts, prefix }).ready();
  return app;
}

describe('registration guards', () => {
  it('refuses a server key that is not a sandbox (SB-) key', async () => {
    await expect(register({ serverKey: 'Mid-server-REAL' })).rejects.toThrow(/SB-/);
  });

  it('refuses to run in production', async () => {
    await expect(register({ production: true })).rejects.toThrow(/production/);
  });

  it('refuses an empty client key and negative timings', async () => {
    await expect(register({ clientKey: '' })).rejects.toThrow(/clientKey/);
    await expect(register({ notifyDelayMs: -1 })).rejects.toThrow(/notifyDelayMs/);
    await expect(register({ retryScale: Number.NaN })).rejects.toThrow(/retryScale/);
  });
});

describe('mounting', () => {
  it('serves at the root when registered without a prefix (standalone)', async () => {
    const app = await register({}, '');
    const js = await app.inject({ url: '/snap/snap.js' });
    expect(js.statusCode).toBe(200);
    const created = await app.inject({
      method: 'POST',
      url: '/snap/v1/transactions',
      headers: { authorization: AUTH },
      payload: { transaction_details: { order_id: 'S-1', gross_amount: 5000 } },
    });
    expect(created.json().redirect_url).toMatch(/^http:\/\/127\.0\.0\.1:4010\/snap\/v2\/vtweb\//);
    const page = await app.inject({ url: `/snap/v1/sim/pay/${created.json().token}` });
    expect(page.body).toContain('src="/snap/v1/sim/assets/pay.js"');
    expect((await app.inject({ url: '/payment-sandbox/snap/snap.js' })).statusCode).toBe(404);
    await app.close();
  });

  it('keeps its routes encapsulated under the prefix', async () => {
    const app = await register({});
    expect((await app.inject({ url: '/snap/snap.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/payment-sandbox/snap/snap.js' })).statusCode).toBe(200);
    await app.close();
  });

  it('uses the frameAncestors option in the page CSP', async () => {
    const app = await register({ frameAncestors: "'self' http://127.0.0.1:*" });
    const created = await app.inject({
      method: 'POST',
      url: '/payment-sandbox/snap/v1/transactions',
      headers: { authorization: AUTH },
      payload: { transaction_details: { order_id: 'S-2', gross_amount: 5000 } },
    });
    const page = await app.inject({ url: `/payment-sandbox/snap/v1/sim/pay/${created.json().token}` });
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'self' http:\/\/127\.0\.0\.1:\*$/);
    await app.close();
  });
});
