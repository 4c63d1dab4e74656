/**
 * ASVS V6 (authentication): account enumeration through login answers, and credential stuffing
 * against the login and registration throttles (10 failures per 15 minutes, per e-mail and per
 * IP, then 429 even with the right password). Throttle counters live in the database, so a header
 * or a spelling of the e-mail must not open a fresh counter.
 */
import { MESSAGES } from '@gayaku/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { nextIp } from '../accounts-factories.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createUser, FACTORY_PASSWORD, type TestUser } from '../factories.ts';
import { attacker, expectError, expectNoChange, type Hit } from './attack-kit.ts';

let t: TestApp;
let hit: Hit;

beforeAll(async () => {
  t = await buildTestApp();
  hit = attacker(t.app, t.config);
});
afterAll(async () => t?.close());

const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  hit({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip, headers });
const register = (body: { username: string; email: string; password: string }, ip = nextIp()) =>
  hit({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: ip });

const THROTTLED = { message: MESSAGES.throttled, code: 'TOO_MANY_REQUESTS' };

function expectThrottled(res: Awaited<ReturnType<Hit>>): void {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual(THROTTLED);
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(res.json()).not.toHaveProperty('token');
}

async function failTenTimes(attempt: (i: number) => Promise<Awaited<ReturnType<Hit>>>): Promise<void> {
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(i)));
  expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(401));
}

describe('user enumeration', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(t.app, t.db);
  });

  it('login with an unknown e-mail and with a wrong password answer the same status, body and headers', async () => {
    const unknown = await login('tidak-ada-sama-sekali@contoh.id', 'salah-password', nextIp());
    const wrong = await login(user.email, 'salah-password', nextIp());
    expectError(unknown, 401, 'UNAUTHORIZED');
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.body).toBe(unknown.body);
    expect(unknown.json()).toEqual({ message: MESSAGES.loginFailed, code: 'UNAUTHORIZED' });
    const shape = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((k) => k !== 'x-request-id' && k !== 'date')
        .sort();
    expect(shape(wrong.headers)).toEqual(shape(unknown.headers));
    expect(wrong.headers['content-length']).toBe(unknown.headers['content-length']);
  });

  it('register with a taken e-mail (any case) → 409 "Email sudah terdaftar" (an accepted leak), no second account', async () => {
    for (const email of [user.email, user.email.toUpperCase()]) {
      const res = await expectNoChange(t.db, () =>
        register({ username: `baru${Math.floor(Math.random() * 1e6)}`, email, password: 'rahasia-123' }),
      );
      expectError(res, 409, 'CONFLICT');
      expect(res.json().message).toBe(MESSAGES.emailTaken);
    }
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, user.email))).toHaveLength(1);
  });

  it('register with a taken username in another case → 409, no second account', async () => {
    const res = await expectNoChange(t.db, () =>
      register({ username: user.username.toUpperCase(), email: 'lain-orang@contoh.id', password: 'rahasia-123' }),
    );
    expectError(res, 409, 'CONFLICT');
    expect(res.json().message).toBe(MESSAGES.usernameTaken);
  });
});

describe('login throttling per e-mail', () => {
  let victim: TestUser;
  beforeAll(async () => {
    victim = await createUser(t.app, t.db);
    await failTenTimes(() => login(victim.email, 'tebakan-salah', nextIp()));
  });

  it('after 10 wrong passwords from 10 addresses, the right password from an 11th address → 429, no token', async () => {
    expectThrottled(await login(victim.email, FACTORY_PASSWORD, nextIp()));
  });

  it('the blocked e-mail in upper case and with spaces → still 429', async () => {
    expectThrottled(await login(`  ${victim.email.toUpperCase()}  `, FACTORY_PASSWORD, nextIp()));
  });
});

describe('login throttling per IP', () => {
  const ip = nextIp();
  let account: TestUser;
  beforeAll(async () => {
    account = await createUser(t.app, t.db);
    await failTenTimes((i) => login(`stuffing-${i}@contoh.id`, 'tebakan-salah', ip));
  });

  it('after 10 failures from one address (10 different e-mails), a real account with the right password from it → 429', async () => {
    expectThrottled(await login(account.email, FACTORY_PASSWORD, ip));
    // The same answer for an unknown e-mail: the block says nothing about which accounts exist.
    expectThrottled(await login('belum-terdaftar@contoh.id', 'apa-saja-123', ip));
  });

  it('a forged X-Forwarded-For / X-Real-IP from the blocked address does not open a new counter → 429', async () => {
    for (const forwarded of ['198.51.100.1', '198.51.100.2, 10.0.0.1']) {
      expectThrottled(await login(account.email, FACTORY_PASSWORD, ip, { 'x-forwarded-for': forwarded, 'x-real-ip': forwarded }));
    }
  });

  it('the same account from another address still logs in (the block is per address, not a lockout of the victim)', async () => {
    const res = await login(account.email, FACTORY_PASSWORD, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({ id: account.id, username: account.username, email: account.email, role: 'user' });
  });
});

describe('registration throttling per IP', () => {
  it('after 10 sign-up attempts from one address, an 11th valid sign-up → 429 and no account', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      // Invalid bodies count too (the throttle runs before validation) and cost no hashing.
      expect((await register({ username: 'x', email: `spam${i}@contoh.id`, password: 'pendek' }, ip)).statusCode).toBe(400);
    }
    const res = await expectNoChange(t.db, () =>
      register({ username: 'spammer11', email: 'spammer11@contoh.id', password: 'rahasia-123' }, ip),
    );
    expectThrottled(res);
    expect(await t.db.select().from(users).where(eq(users.email, 'spammer11@contoh.id'))).toEqual([]);
  });
});
