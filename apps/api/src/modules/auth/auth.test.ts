import { MESSAGES } from '@gayaku/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, expectNoPasswordKeys, newAccount, nextIp } from '../../../test/accounts-factories.ts';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app.ts';
import { users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every request from its own address, so the registration/login throttles stay out of the way. */
const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, remoteAddress: nextIp() });
const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress: nextIp() });

async function storedUser(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /api/auth/register', () => {
  it('creates a shopper with an argon2id hash and answers 201 with the message only', async () => {
    const account = newAccount();
    const res = await register({ ...account, email: `  ${account.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Registrasi berhasil. Silakan masuk.' });
    const row = await storedUser(account.email);
    expect(row).toMatchObject({ username: account.username, email: account.email, role: 'user', city: null, address: null });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(account.password);
  });

  it('ignores a role field: a new account is always a shopper', async () => {
    const account = newAccount();
    const res = await register({ ...account, role: 'admin' });
    expect(res.statusCode).toBe(201);
    expect((await storedUser(account.email))?.role).toBe('user');
  });

  it.each([
    ['missing username', { username: undefined }, MESSAGES.usernameRequired],
    ['blank username', { username: '   ' }, MESSAGES.usernameRequired],
    ['short username', { username: 'ab' }, MESSAGES.usernameLength],
    ['long username', { username: 'a'.repeat(31) }, MESSAGES.usernameLength],
    ['username with a space', { username: 'budi santoso' }, MESSAGES.usernameChars],
    ['username with symbols', { username: 'budi<script>' }, MESSAGES.usernameChars],
    ['missing e-mail', { email: undefined }, MESSAGES.emailRequired],
    ['blank e-mail', { email: '' }, MESSAGES.emailRequired],
    ['e-mail without @', { email: 'budi.contoh.id' }, MESSAGES.emailInvalid],
    ['e-mail over 254', { email: `${'a'.repeat(250)}@contoh.id` }, MESSAGES.emailTooLong],
    ['missing password', { password: undefined }, MESSAGES.passwordRequired],
    ['short password', { password: '1234567' }, MESSAGES.passwordLength],
    ['long password', { password: 'x'.repeat(129) }, MESSAGES.passwordLength],
    ['numeric password', { password: 12345678 }, MESSAGES.passwordRequired],
  ])('400 for %s', async (_name, change, message) => {
    const res = await register({ ...newAccount(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
  });

  it('400 for a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: '[1]',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: MESSAGES.invalidInput });
  });

  it('accepts the boundaries: username of 3 and 30 characters, password of 8 and 128', async () => {
    const short = { ...newAccount(), username: 'a.b', password: '12345678' };
    const long = { ...newAccount(), username: 'Budi_Santoso-1234567890.abcdef', password: 'p'.repeat(128) };
    expect(long.username).toHaveLength(30);
    expect((await register(short)).statusCode).toBe(201);
    expect((await register(long)).statusCode).toBe(201);
  });

  it('409 for a taken e-mail, whatever its case', async () => {
    const first = newAccount();
    expect((await register(first)).statusCode).toBe(201);
    for (const email of [first.email, first.email.toUpperCase()]) {
      const res = await register({ ...newAccount(), email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Email sudah terdaftar', code: 'CONFLICT' });
    }
  });

  it('409 for a taken username, whatever its case', async () => {
    const first = newAccount('case');
    expect((await register(first)).statusCode).toBe(201);
    const res = await register({ ...newAccount(), username: first.username.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Username sudah dipakai', code: 'CONFLICT' });
  });

  it('two concurrent sign-ups with one e-mail: exactly one wins, the other is a clean 409', async () => {
    const email = newAccount().email;
    const results = await Promise.all([register({ ...newAccount(), email }), register({ ...newAccount(), email: email.toUpperCase() })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({ message: MESSAGES.emailTaken, code: 'CONFLICT' });
  });
});

describe('POST /api/auth/login', () => {
  let account: ReturnType<typeof newAccount>;
  let userId: number;
  beforeAll(async () => {
    account = newAccount('login');
    expect((await register(account)).statusCode).toBe(201);
    userId = (await storedUser(account.email))!.id;
  });

  it('answers a token and the public user; the token is HS256 with exp in seconds ≈ now + 24 h', async () => {
    const res = await login({ email: account.email, password: account.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ id: userId, username: account.username, email: account.email, role: 'user' });
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expectNoPasswordKeys(body);
    const { header, claims } = decodeJwt(body.token);
    expect(header.alg).toBe('HS256');
    expect(claims.sub).toBe(String(userId));
    expect(claims.role).toBe('user');
    const now = Math.floor(Date.now() / 1000);
    expect(claims.exp).toBeGreaterThan(now + 24 * 3600 - 60);
    expect(claims.exp).toBeLessThanOrEqual(now + 24 * 3600 + 5);
    // The token works on a protected call.
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${body.token}` } });
    expect(profile.statusCode).toBe(200);
  });

  it('matches the e-mail case-insensitively and trimmed', async () => {
    const res = await login({ email: `  ${account.email.toUpperCase()} `, password: account.password });
    expect(res.statusCode).toBe(200);
  });

  it("gives the admin the role 'admin'", async () => {
    const res = await login(TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
    expect(decodeJwt(res.json().token).claims.role).toBe('admin');
  });

  it('answers the same 401 body for an unknown e-mail and for a wrong password', async () => {
    const unknown = await login({ email: 'tidak-ada@contoh.id', password: account.password });
    const wrong = await login({ email: account.email, password: `${account.password}!` });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Email atau password salah', code: 'UNAUTHORIZED' });
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.headers['content-type']).toBe(unknown.headers['content-type']);
  });

  it('spends a password check on an unknown e-mail too (similar timing)', async () => {
    const time = async (payload: object) => {
      const started = performance.now();
      await login(payload);
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await time({ email: `nobody${i}@contoh.id`, password: 'rahasia-salah' }));
      wrong.push(await time({ email: account.email, password: 'rahasia-salah' }));
    }
    // Without the dummy verification an unknown e-mail would answer ten times faster or more.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.3);
  });

  it.each([
    ['missing e-mail', { password: 'x' }, MESSAGES.emailRequired],
    ['blank password', { email: 'a@contoh.id', password: '' }, MESSAGES.passwordRequired],
  ])('400 for %s', async (_name, payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
  });
});
