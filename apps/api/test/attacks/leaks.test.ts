/**
 * ASVS V14 (data protection) and V16 (error handling), Juice Shop's "Error Handling" and
 * "Exposed credentials": every GET the API documents, called anonymously, as a shopper and as the
 * admin with real and bogus ids, and the error paths around them, answer without password
 * fields or hashes, stack traces, SQL, the JWT secret or the Midtrans server key (attacker()
 * checks each answer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from '../accounts-factories.ts';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../build-test-app.ts';
import { createUser, type TestUser } from '../factories.ts';
import { createNotification } from '../notifications-factories.ts';
import { createCatalogue, listenForPayments, orderBody, placeOrder, type PlacedOrder } from '../order-factories.ts';
import { attacker, type Hit } from './attack-kit.ts';

let t: TestApp;
let hit: Hit;
let shopper: TestUser;
let admin: TestUser;
let placed: PlacedOrder;
let getPaths: string[];

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  hit = attacker(t.app, t.config);
  shopper = await createUser(t.app, t.db);
  admin = await createUser(t.app, t.db, { role: 'admin' });
  const cat = await createCatalogue(t.db);
  placed = await placeOrder(t.app, shopper, orderBody(cat));
  await createNotification(t.db, shopper.id);
  // The document describes the sign-up body, so it names `password`: read it without attacker().
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  getPaths = Object.entries(doc.paths)
    .filter(([, methods]) => 'get' in methods)
    .map(([p]) => p);
});
afterAll(async () => t?.close());

/** A documented path with its parameters filled in. */
function fill(template: string, id: string): string {
  return template
    .replace('{midtrans_order_id}', id === 'real' ? placed.order.midtrans_order_id : 'GAYAKU-0-x')
    .replace('{userId}', id === 'real' ? String(shopper.id) : '2147483647')
    .replace(/\{[^}]+\}/g, id === 'real' ? String(placed.order.id) : id);
}

describe('documented GET calls', () => {
  it('the API documents its GET calls (the sweep below is not empty)', () => {
    expect(getPaths.length).toBeGreaterThanOrEqual(15);
  });

  for (const who of ['anonymous', 'shopper', 'admin'] as const) {
    it(`every documented GET as ${who}, with real, unknown and junk ids, leaks nothing and never fails with 5xx`, async () => {
      const headers = who === 'anonymous' ? {} : who === 'shopper' ? shopper.auth : admin.auth;
      for (const template of getPaths) {
        for (const id of ['real', '2147483647', "1'--", '../../etc/passwd']) {
          await hit({ method: 'GET', url: `${fill(template, id)}?productId=1&userId=${shopper.id}`, headers });
        }
      }
    });
  }
});

describe('accounts', () => {
  it('the public OpenAPI document names the password input but no hash column and no secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/password_hash|passwordHash|\$argon2/);
    expect(res.body).not.toContain(t.config.jwtSecret);
    expect(res.body).not.toContain(t.config.midtrans.serverKey);
  });

  it('login answers token and user only; the token carries no e-mail or password', async () => {
    const res = await hit({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN, remoteAddress: '10.250.0.1' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['token', 'user']);
    expect(Object.keys(res.json().user).sort()).toEqual(['email', 'id', 'role', 'username']);
    const { header, claims } = decodeJwt(res.json().token);
    expect(header.alg).toBe('HS256');
    // ver: the account's token version (docs/shop-rules.md, "Accounts"), a counter that says nothing of the user.
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'role', 'sub', 'ver']);
    expect(claims.ver).toBe(0);
  });

  it('the admin users table lists every account without any password field or hash', async () => {
    const res = await hit({ method: 'GET', url: '/api/user/users', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    for (const user of res.json() as Record<string, unknown>[]) {
      expect(Object.keys(user).sort()).toEqual(['address', 'city', 'created_at', 'email', 'id', 'role', 'username']);
    }
  });
});

describe('error paths', () => {
  it('unknown routes, unknown methods and HEAD/OPTIONS probes answer JSON without internals', async () => {
    const probes = [
      { method: 'GET', url: '/api/does-not-exist' },
      { method: 'PATCH', url: '/api/products' },
      { method: 'DELETE', url: '/api/user/users' },
      { method: 'OPTIONS', url: '/api/products' },
      { method: 'TRACE', url: '/api/products' },
      { method: 'GET', url: '/api/.env' },
      { method: 'GET', url: '/.git/config' },
      { method: 'GET', url: '/api/../../package.json' },
    ] as const;
    for (const probe of probes) {
      const res = await hit({ ...probe, headers: shopper.auth });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it('responses do not advertise the server stack (no x-powered-by, no server version)', async () => {
    const res = await hit({ method: 'GET', url: '/api/products' });
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(String(res.headers.server ?? '')).not.toMatch(/\d/);
  });
});
