/** Changing a password and 'Keluar dari semua perangkat': both revoke every login token issued before. */
import { MESSAGES } from '@gayaku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { decodeJwt, nextIp } from '../../../test/accounts-factories.ts';
import { createUser, FACTORY_PASSWORD } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = async (email: string, password = FACTORY_PASSWORD) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: nextIp() });
  return res.statusCode === 200 ? `Bearer ${res.json().token}` : null;
};
const profileStatus = async (authorization: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization } })).statusCode;
const changePassword = (authorization: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/user/password', headers: { authorization }, payload });

describe('PUT /api/user/password', () => {
  it('needs the current password; a wrong one is 400 and changes nothing', async () => {
    const user = await createUser(t.app, t.db);
    const res = await changePassword(user.auth.authorization, { current_password: 'bukan-ini-123', new_password: 'password-baru-456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.currentPasswordWrong);
    expect(await profileStatus(user.auth.authorization)).toBe(200);
    expect(await login(user.email)).not.toBeNull();
  });

  it('checks the new password like registering does', async () => {
    const user = await createUser(t.app, t.db);
    const res = await changePassword(user.auth.authorization, { current_password: FACTORY_PASSWORD, new_password: 'pendek' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toEqual({ path: 'body.new_password', message: MESSAGES.passwordLength });
  });

  it('sets the password, signs out every other device and hands this one a new token', async () => {
    const user = await createUser(t.app, t.db);
    const elsewhere = (await login(user.email))!;
    const res = await changePassword(user.auth.authorization, { current_password: FACTORY_PASSWORD, new_password: 'password-baru-456' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.passwordChanged);
    expect(decodeJwt(res.json().token).claims.ver).toBe(1);
    expect(await profileStatus(`Bearer ${res.json().token}`)).toBe(200);
    expect(await profileStatus(elsewhere)).toBe(401);
    expect(await profileStatus(user.auth.authorization)).toBe(401);
    expect(await login(user.email)).toBeNull();
    expect(await login(user.email, 'password-baru-456')).not.toBeNull();
  });

  it('requires a signed-in user', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/password', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe("POST /api/auth/logout-all ('Keluar dari semua perangkat')", () => {
  it('revokes every token of the account, this one included, and no one else’s', async () => {
    const user = await createUser(t.app, t.db);
    const other = await createUser(t.app, t.db);
    const phone = (await login(user.email))!;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.loggedOutEverywhere);
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(user.auth.authorization)).toBe(401);
    expect(await profileStatus(other.auth.authorization)).toBe(200);
    const fresh = (await login(user.email))!;
    expect(decodeJwt(fresh.slice(7)).claims.ver).toBe(1);
    expect(await profileStatus(fresh)).toBe(200);
  });

  it('keeps tokens issued before token versions existed (no ver claim) working until a bump', async () => {
    const user = await createUser(t.app, t.db);
    const legacy = `Bearer ${t.app.jwt.sign({ sub: String(user.id), role: 'user' })}`;
    expect(await profileStatus(legacy)).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: user.auth });
    expect(await profileStatus(legacy)).toBe(401);
  });
});

describe('login tokens', () => {
  it('end at their exp, and a tampered copy of a token that worked is refused', async () => {
    const user = await createUser(t.app, t.db);
    const token = t.app.jwt.sign({ sub: String(user.id), role: 'user', ver: 0 }, { expiresIn: 1 });
    expect(await profileStatus(`Bearer ${token}`)).toBe(200);
    const [header, , signature] = token.split('.');
    const admin = Buffer.from(JSON.stringify({ sub: String(user.id), role: 'admin', ver: 0, exp: 4_102_444_800 })).toString('base64url');
    expect(await profileStatus(`Bearer ${header}.${admin}.${signature}`)).toBe(401);
    const { exp } = decodeJwt(token).claims as { exp: number };
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
    expect(await profileStatus(`Bearer ${token}`)).toBe(401);
  });
});
