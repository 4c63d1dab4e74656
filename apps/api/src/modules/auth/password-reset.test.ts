/**
 * Forgotten passwords end to end against a real SMTP server started here: the mail, the link, the
 * reset, and every login token issued before it refused afterwards.
 */
import { MESSAGES } from '@gayaku/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { nextIp } from '../../../test/accounts-factories.ts';
import { createUser, FACTORY_PASSWORD, type TestUser } from '../../../test/factories.ts';
import { startMailServer, type TestMailServer } from '../../../test/mail-server.ts';
import { loggedUrl } from '../../app.ts';
import { passwordResetTokens } from '../../db/schema.ts';
import { configureAccountCache } from '../../lib/account-cache.ts';
import { hashPassword } from '../../lib/password.ts';

let t: TestApp;
let smtp: TestMailServer;

beforeAll(async () => {
  smtp = await startMailServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://toko.contoh.id' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const forgot = (email: string, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password }, remoteAddress: nextIp() });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: nextIp() });
const profile = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization } });

/** Asks for a reset, lets the worker send it, and answers the token of the link received. */
async function resetTokenFor(user: TestUser): Promise<string> {
  const before = smtp.to(user.email).length;
  expect((await forgot(user.email)).statusCode).toBe(200);
  await t.app.mailOutbox!.runOnce();
  const mails = smtp.to(user.email);
  expect(mails).toHaveLength(before + 1);
  const link = /https:\/\/toko\.contoh\.id\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text);
  expect(link, mails.at(-1)!.text).not.toBeNull();
  return link![1]!;
}

describe('POST /api/auth/forgot-password and /api/auth/reset-password', () => {
  it('mails a link whose token sets a new password once, and refuses every older login token', async () => {
    const user = await createUser(t.app, t.db);
    const before = await login(user.email, FACTORY_PASSWORD);
    const oldToken = `Bearer ${before.json().token}`;
    expect((await profile(oldToken)).statusCode).toBe(200);

    const token = await resetTokenFor(user);
    const mail = smtp.to(user.email).at(-1)!;
    expect(mail.subject).toBe('Atur ulang password Gayaku');
    expect(mail.raw).toMatch(/text\/html/);
    // Only a hash of the token is stored.
    const stored = await t.db
      .select()
      .from(passwordResetTokens)
      .where(sql`user_id = ${user.id}`);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);

    const res = await reset(token, 'password-baru-456');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.passwordReset);
    expect((await login(user.email, 'password-baru-456')).statusCode).toBe(200);
    expect((await login(user.email, FACTORY_PASSWORD)).statusCode).toBe(401);
    expect((await profile(oldToken)).statusCode).toBe(401);
    expect((await profile(user.auth.authorization)).statusCode).toBe(401);

    const again = await reset(token, 'password-lain-789');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.resetLinkInvalid);
    expect((await login(user.email, 'password-baru-456')).statusCode).toBe(200);
  });

  it('refuses the older login tokens at once also while the accounts are kept in memory', async () => {
    configureAccountCache(t.db, { enabled: true, now: () => 0 }); // never reads the version again by itself
    try {
      const user = await createUser(t.app, t.db);
      const oldToken = `Bearer ${(await login(user.email, FACTORY_PASSWORD)).json().token}`;
      expect((await profile(oldToken)).statusCode).toBe(200);
      expect((await reset(await resetTokenFor(user), 'password-baru-457')).statusCode).toBe(200);
      expect((await profile(oldToken)).statusCode).toBe(401);
    } finally {
      configureAccountCache(t.db, { enabled: false });
    }
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const user = await createUser(t.app, t.db);
    const known = await forgot(user.email);
    const unknown = await forgot('tidak-ada@contoh.id');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json()).toEqual({ message: 'Jika email terdaftar, tautan untuk mengatur ulang password sudah dikirim.' });
    const run = await t.app.mailOutbox!.runOnce();
    expect(run.skipped).toBeGreaterThanOrEqual(1);
    expect(smtp.to('tidak-ada@contoh.id')).toHaveLength(0);
    expect(smtp.to(user.email)).toHaveLength(1);
  });

  it('takes the same time for known and unknown addresses', async () => {
    const users = await Promise.all(Array.from({ length: 16 }, () => createUser(t.app, t.db)));
    const timed = async (email: string) => {
      const start = process.hrtime.bigint();
      await forgot(email);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    // Interleaved, so load on the machine falls on both alike.
    for (const [i, user] of users.entries()) {
      knownMs.push(await timed(user.email));
      unknownMs.push(await timed(`tidak-ada-${i}@contoh.id`));
    }
    // Lower quartiles: work done only for known addresses raises every sample, while a busy machine (the
    // suite runs two lanes side by side) adds time to some samples of either kind. Medians of 16 moved apart
    // by 17.8 ms on such a machine with the same code path for both.
    const quartile = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 4)]!;
    // The smallest leak worth finding: one password hash (argon2id here, ~16 ms on these machines).
    const hashMs: number[] = [];
    for (let i = 0; i < 8; i++) {
      const start = process.hrtime.bigint();
      await hashPassword('sama-lamanya');
      hashMs.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    expect(Math.abs(quartile(knownMs) - quartile(unknownMs))).toBeLessThan(quartile(hashMs) / 2);
  });

  it('refuses an expired, unknown or malformed token with 400 and changes nothing', async () => {
    const user = await createUser(t.app, t.db);
    const token = await resetTokenFor(user);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`user_id = ${user.id}`);
    for (const bad of [token, 'A'.repeat(43), 'pendek', 'x'.repeat(200)]) {
      const res = await reset(bad, 'password-baru-456');
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe(MESSAGES.resetLinkInvalid);
    }
    expect((await login(user.email, FACTORY_PASSWORD)).statusCode).toBe(200);
    expect((await profile(user.auth.authorization)).statusCode).toBe(200);
  });

  it('checks the new password like registering does', async () => {
    const user = await createUser(t.app, t.db);
    const token = await resetTokenFor(user);
    const res = await reset(token, 'pendek');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].message).toBe(MESSAGES.passwordLength);
    expect((await reset(token, 'password-baru-456')).statusCode).toBe(200);
  });

  it('throttles per address and per IP with 429, for known and unknown addresses alike', async () => {
    const address = 'sering-lupa@contoh.id';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot(address)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const ip = nextIp();
    const fromOneIp = [];
    for (let i = 0; i < 21; i++) fromOneIp.push((await forgot(`alamat-${i}@contoh.id`, ip)).statusCode);
    expect(fromOneIp.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(fromOneIp[20]).toBe(429);
  });
});

describe('logs', () => {
  it('never write a reset link’s token', () => {
    expect(loggedUrl('/auth/reset-password?token=AbC_123-xyz&next=1')).toBe('/auth/reset-password?token=[redacted]&next=1');
    expect(loggedUrl('/products?search=token')).toBe('/products?search=token');
  });
});
