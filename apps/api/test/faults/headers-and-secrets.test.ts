/**
 * Security headers on every kind of response (API JSON, API errors, the SPA and its history
 * fallback, uploaded images, the payment simulator's page), and no secret, stack trace or SQL in
 * any error response, however the request or the server goes wrong.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createUser, type TestUser } from '../factories.ts';
import { createCatalogue, listenForPayments, orderBody, placeOrder, signedNotification } from '../order-factories.ts';

const JWT_SECRET = 'jwt-secret-that-must-never-leave-the-server-0123456789';
const SERVER_KEY = 'SB-Mid-server-leak-canary-7f3a9c';
const webDir = mkdtempSync(path.join(os.tmpdir(), 'gayaku-web-'));

let t: TestApp;
let user: TestUser;
let snapToken: string;

beforeAll(async () => {
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
  t = await buildTestApp({
    env: { JWT_SECRET, MIDTRANS_SERVER_KEY: SERVER_KEY, WEB_DIST_DIR: webDir },
    extend: (app) => {
      // Failures the handlers do not expect, each carrying text that must not reach the client.
      app.get('/api/__test/throws', async () => {
        throw new Error(`select * from users where secret = '${JWT_SECRET}' and key = '${SERVER_KEY}'`);
      });
      app.get('/api/__test/bad-sql', async () => app.db.execute(sql`select password_hash from no_such_table where x = ${SERVER_KEY}`));
      app.get('/api/__test/constraint', async () =>
        app.db.execute(sql`insert into users (id, username, email, password_hash) values (1, 'x', 'x', 'x')`),
      );
      app.get('/api/__test/type-error', async () => (null as unknown as { a: { b: number } }).a.b);
    },
  });
  await listenForPayments(t);
  user = await createUser(t.app, t.db);
  const cat = await createCatalogue(t.db);
  snapToken = (await placeOrder(t.app, user, orderBody(cat))).snapToken;
  mkdirSync(path.join(t.config.dataDir, 'uploads'), { recursive: true });
  writeFileSync(path.join(t.config.dataDir, 'uploads', 'kaos.webp'), Buffer.from('RIFF0000WEBPVP8 '));
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

function directives(res: LightMyRequestResponse): Map<string, string> {
  const csp = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0]!, d.slice(d.indexOf(' ') + 1)] as [string, string]),
  );
}

function expectSecureHeaders(res: LightMyRequestResponse, frameAncestors = "'none'") {
  const csp = directives(res);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
  expect(scriptSrc, 'CSP script-src').toBeDefined();
  expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
  expect(csp.get('frame-ancestors')).toBe(frameAncestors);
  expect(csp.get('object-src') ?? csp.get('default-src')).toMatch(/'none'|'self'/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  if (frameAncestors === "'none'") expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  const cases: [string, () => Promise<LightMyRequestResponse>, number][] = [
    ['API JSON', () => t.app.inject({ url: '/api/shipping-rates' }), 200],
    ['API with auth', () => t.app.inject({ url: '/api/cart', headers: user.auth }), 200],
    ['API 401', () => t.app.inject({ url: '/api/cart' }), 401],
    ['API 400', () => t.app.inject({ url: '/api/products/abc' }), 400],
    ['API 404', () => t.app.inject({ url: '/api/nothing-here' }), 404],
    ['SPA index', () => t.app.inject({ url: '/' }), 200],
    ['SPA history fallback', () => t.app.inject({ url: '/myorder' }), 200],
    ['SPA asset', () => t.app.inject({ url: '/assets/app.js' }), 200],
    ['upload', () => t.app.inject({ url: '/uploads/kaos.webp' }), 200],
    ['missing upload', () => t.app.inject({ url: '/uploads/none.webp' }), 404],
    ['payment config', () => t.app.inject({ url: '/api/payment/config' }), 200],
  ];
  it.each(cases)('%s', async (_name, call, status) => {
    const res = await call();
    expect(res.statusCode).toBe(status);
    expectSecureHeaders(res);
  });

  it('serves the storefront itself at / and on history routes, never cached', async () => {
    for (const url of ['/', '/myorder', '/product/12']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("lets only the simulator's payment page be framed, by the shop itself", async () => {
    const page = await t.app.inject({ url: `/payment-sandbox/snap/v1/sim/pay/${snapToken}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectSecureHeaders(page, "'self'");
    expect(page.headers['x-frame-options']).toBeUndefined();
  });
});

const LEAKS: [string, RegExp][] = [
  ['JWT secret', new RegExp(JWT_SECRET)],
  ['Midtrans server key', new RegExp(SERVER_KEY)],
  ['stack trace', /\bat .+[(/].+:\d+|node_modules|\.ts:\d+|Error: /],
  [
    'SQL',
    /\b(select|insert into|update \w+ set|delete from)\b|\bfrom "?\w+"? where\b|relation "|syntax error|SQLSTATE|duplicate key|violates|password_hash|drizzle/i,
  ],
];

describe('no secret, stack trace or SQL in error responses', () => {
  const bad: [string, () => Promise<LightMyRequestResponse>][] = [
    ['an unexpected exception', () => t.app.inject({ url: '/api/__test/throws' })],
    ['a failing SQL query', () => t.app.inject({ url: '/api/__test/bad-sql' })],
    ['a constraint violation nobody handled', () => t.app.inject({ url: '/api/__test/constraint' })],
    ['a TypeError', () => t.app.inject({ url: '/api/__test/type-error' })],
    [
      'malformed JSON',
      () => t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' }),
    ],
    [
      'a prototype-poisoning body',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"__proto__":{"x":1}}',
        }),
    ],
    [
      'a body over 1 MiB',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: `{"email":"${'a'.repeat(1_100_000)}"}`,
        }),
    ],
    [
      'an unsupported content type',
      () => t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' }),
    ],
    ['a token signed with another secret', () => t.app.inject({ url: '/api/cart', headers: { authorization: `Bearer ${forgedToken()}` } })],
    ['a garbage token', () => t.app.inject({ url: '/api/cart', headers: { authorization: 'Bearer a.b.c' } })],
    ['a non-numeric id', () => t.app.inject({ url: '/api/order/1%27%20or%201=1', headers: user.auth })],
    ['an id past int4', () => t.app.inject({ url: '/api/order/99999999999999999999', headers: user.auth })],
    [
      'a forged payment notification',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/midtrans/notification',
          payload: signedNotification('wrong-key', { orderId: 'GAYAKU-1-aa', status: 'settlement', gross: 1 }),
        }),
    ],
    [
      'a notification that is not an object',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/midtrans/notification',
          payload: '[1,2]',
          headers: { 'content-type': 'application/json' },
        }),
    ],
    [
      'a wrong login',
      () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'wrong-password' } }),
    ],
    [
      'an order for a product that does not exist',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/order',
          headers: user.auth,
          payload: { items: [{ product_id: 2147483647, quantity: 1 }], address: 'x', city: 'Nowhere' },
        }),
    ],
  ];
  it.each(bad)('%s', async (_name, call) => {
    const res = await call();
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const whole = `${JSON.stringify(res.headers)}\n${res.body}`;
    for (const [what, pattern] of LEAKS) expect(whole, `${what} leaked: ${res.body.slice(0, 300)}`).not.toMatch(pattern);
    const body = res.json() as { message?: unknown; code?: unknown };
    expect(typeof body.message).toBe('string');
    expect(typeof body.code).toBe('string');
    if (res.statusCode >= 500) expect(body).toEqual({ message: 'Terjadi kesalahan pada server', code: 'INTERNAL' });
  });

  it('never hands out the server key or the JWT secret on public reads', async () => {
    for (const url of ['/api/payment/config', '/api/docs/openapi.json', '/api/health', '/']) {
      const res = await t.app.inject({ url });
      expect(res.body).not.toContain(SERVER_KEY);
      expect(res.body).not.toContain(JWT_SECRET);
    }
  });
});

function forgedToken(): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ id: user.id, role: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 })}.c2lnbmF0dXJl`;
}
