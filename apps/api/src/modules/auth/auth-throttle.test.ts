/**
 * Login and registration throttling over HTTP with the real limits (10 per 15 minutes), and the
 * counters shared by two API instances on one database.
 */
import { MESSAGES } from '@gayaku/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, nextIp } from '../../../test/accounts-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, FACTORY_PASSWORD, type TestUser } from '../../../test/factories.ts';
import { buildApp } from '../../app.ts';
import { LOGIN_THROTTLE, REGISTER_THROTTLE } from './auth.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const THROTTLED = { message: 'Terlalu banyak percobaan. Coba lagi dalam 15 menit.', code: 'TOO_MANY_REQUESTS' };

const login = (email: string, password: string, ip: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

function expectThrottled(res: Awaited<ReturnType<typeof login>>): void {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual(THROTTLED);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

it('uses the limits the design names: 10 per 15 minutes', () => {
  expect(LOGIN_THROTTLE).toMatchObject({ limit: 10, windowMs: 15 * 60_000 });
  expect(REGISTER_THROTTLE).toMatchObject({ limit: 10, windowMs: 15 * 60_000 });
});

describe('login, per e-mail', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(t.app, t.db);
  });

  it('after 10 failed attempts (from 10 addresses) even the right password gets 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await login(user.email, 'salah-password', nextIp());
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    expectThrottled(await login(user.email, FACTORY_PASSWORD, nextIp()));
    // The e-mail's case does not open a way around the counter.
    expectThrottled(await login(user.email.toUpperCase(), FACTORY_PASSWORD, nextIp()));
  });

  it('successful logins do not count; the 10th failure is what blocks', async () => {
    const other = await createUser(t.app, t.db);
    for (let i = 0; i < 5; i++) expect((await login(other.email, FACTORY_PASSWORD, nextIp())).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(other.email, 'salah-password', nextIp())).statusCode).toBe(401);
    expect((await login(other.email, FACTORY_PASSWORD, nextIp())).statusCode).toBe(200);
    expect((await login(other.email, 'salah-password', nextIp())).statusCode).toBe(401);
    expectThrottled(await login(other.email, FACTORY_PASSWORD, nextIp()));
  });

  it('a concurrent burst of 30 wrong passwords gets at most 10 real checks', async () => {
    const target = await createUser(t.app, t.db);
    const results = await Promise.all(Array.from({ length: 30 }, () => login(target.email, 'salah-password', nextIp())));
    const codes = results.map((r) => r.statusCode);
    const failures = codes.filter((c) => c === 401).length;
    expect(failures).toBeLessThanOrEqual(10);
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
    // Only the checks that ran were counted: blocked exactly when 10 of them failed.
    const after = await login(target.email, FACTORY_PASSWORD, nextIp());
    expect(after.statusCode).toBe(failures === 10 ? 429 : 200);
  });

  it('a blocked e-mail does not block other accounts', async () => {
    const other = await createUser(t.app, t.db);
    expect((await login(other.email, FACTORY_PASSWORD, nextIp())).statusCode).toBe(200);
  });
});

describe('login, per IP', () => {
  it('10 failures from one address over different e-mails block that address, not others', async () => {
    const ip = nextIp();
    const victim = await createUser(t.app, t.db);
    for (let i = 0; i < 10; i++) {
      expect((await login(`tebakan${i}@contoh.id`, 'salah-password', ip)).statusCode).toBe(401);
    }
    expectThrottled(await login(victim.email, FACTORY_PASSWORD, ip));
    expectThrottled(await login('tebakan-baru@contoh.id', 'salah-password', ip));
    expect((await login(victim.email, FACTORY_PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('never throttles public GETs, even from a blocked address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) await login(`x${i}@contoh.id`, 'salah-password', ip);
    expectThrottled(await login('x@contoh.id', 'salah-password', ip));
    for (let i = 0; i < 100; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
      expect(res.statusCode, `GET ${i + 1}`).toBe(200);
    }
  });
});

describe('registration, per IP', () => {
  const register = (payload: object, ip: string) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: ip });

  it('counts every attempt (valid, invalid, taken) and answers 429 from the 11th on', async () => {
    const ip = nextIp();
    const first = newAccount('reg');
    expect((await register(first, ip)).statusCode).toBe(201);
    expect((await register(first, ip)).statusCode).toBe(409);
    for (let i = 0; i < 8; i++) expect((await register({ username: 'x' }, ip)).statusCode).toBe(400);
    const res = await register(newAccount('reg'), ip);
    expectThrottled(res);
    // Another address still registers.
    expect((await register(newAccount('reg'), nextIp())).statusCode).toBe(201);
  });
});

describe('two API instances on one database', () => {
  it('share the login counters', async () => {
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
    try {
      const user = await createUser(t.app, t.db);
      for (let i = 0; i < 5; i++) expect((await login(user.email, 'salah', nextIp(), t.app)).statusCode).toBe(401);
      for (let i = 0; i < 5; i++) expect((await login(user.email, 'salah', nextIp(), second)).statusCode).toBe(401);
      expectThrottled(await login(user.email, FACTORY_PASSWORD, nextIp(), t.app));
      expectThrottled(await login(user.email, FACTORY_PASSWORD, nextIp(), second));
    } finally {
      await second.close();
    }
  });
});

it('says the 429 text of the catalogue', () => {
  expect(THROTTLED.message).toBe(MESSAGES.throttled);
});
