import { MESSAGES } from '@gayaku/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoPasswordKeys } from '../../../test/accounts-factories.ts';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { users } from '../../db/schema.ts';

let t: TestApp;
let shopper: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  shopper = await createUser(t.app, t.db);
  admin = await createUser(t.app, t.db, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

const getProfile = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
const update = (payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: '/api/user/profile/update', payload: payload as object, headers });

describe('GET /api/user/profile', () => {
  it('answers the own user with city and address, never a password', async () => {
    const res = await getProfile(shopper.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: shopper.id,
        username: shopper.username,
        email: shopper.email,
        role: 'user',
        city: null,
        address: null,
        recipient_name: null,
        recipient_phone: null,
      },
    });
    expect(res.body).not.toMatch(/password/i);
  });

  it('401 without a token or with a bad one', async () => {
    expect((await getProfile()).statusCode).toBe(401);
    const bad = await getProfile({ authorization: 'Bearer not.a.token' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('UNAUTHORIZED');
  });
});

describe('PUT /api/user/profile/update', () => {
  it('updates username, e-mail, city and address and answers the message and the user', async () => {
    const me = await createUser(t.app, t.db);
    const res = await update(
      {
        username: `${me.username}x`.slice(0, 30),
        email: `  BARU-${me.email.toUpperCase()} `,
        city: ' Bandung ',
        address: 'Jl. Braga No. 1',
      },
      me.auth,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Profil berhasil diperbarui');
    expect(body.user).toEqual({
      id: me.id,
      username: `${me.username}x`.slice(0, 30),
      email: `baru-${me.email}`,
      role: 'user',
      city: 'Bandung',
      address: 'Jl. Braga No. 1',
      recipient_name: null,
      recipient_phone: null,
    });
    expectNoPasswordKeys(body);
    expect((await getProfile(me.auth)).json().user).toEqual(body.user);
  });

  it('keeps a default recipient and phone (+628…), refuses a bad phone, clears them when blank', async () => {
    const me = await createUser(t.app, t.db);
    const base = { username: me.username, email: me.email };
    const saved = await update({ ...base, recipient_name: ' Rina Putri ', recipient_phone: '0812 3456 7890' }, me.auth);
    expect(saved.json().user).toMatchObject({ recipient_name: 'Rina Putri', recipient_phone: '+6281234567890' });
    const bad = await update({ ...base, recipient_phone: '021-555-1234' }, me.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Nomor HP penerima tidak valid');
    expect((await update(base, me.auth)).json().user).toMatchObject({ recipient_phone: '+6281234567890' });
    const cleared = await update({ ...base, recipient_name: '', recipient_phone: null }, me.auth);
    expect(cleared.json().user).toMatchObject({ recipient_name: null, recipient_phone: null });
  });

  it('keeps city/address when omitted and clears them when blank or null', async () => {
    const me = await createUser(t.app, t.db);
    const base = { username: me.username, email: me.email };
    await update({ ...base, city: 'Surabaya', address: 'Jl. Tunjungan 5' }, me.auth);
    let user = (await update(base, me.auth)).json().user;
    expect(user).toMatchObject({ city: 'Surabaya', address: 'Jl. Tunjungan 5' });
    user = (await update({ ...base, city: '  ', address: null }, me.auth)).json().user;
    expect(user).toMatchObject({ city: null, address: null });
  });

  it('ignores a role field: no self-promotion', async () => {
    const me = await createUser(t.app, t.db);
    const res = await update({ username: me.username, email: me.email, role: 'admin' }, me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('user');
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, me.id));
    expect(row?.role).toBe('user');
    const list = await t.app.inject({ method: 'GET', url: '/api/user/users', headers: me.auth });
    expect(list.statusCode).toBe(403);
  });

  it("409 when the e-mail or username belongs to someone else (any case); one's own is fine", async () => {
    const me = await createUser(t.app, t.db);
    const other = await createUser(t.app, t.db);
    const taken = await update({ username: me.username, email: other.email.toUpperCase() }, me.auth);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: MESSAGES.emailTaken, code: 'CONFLICT' });
    const name = await update({ username: other.username.toUpperCase(), email: me.email }, me.auth);
    expect(name.statusCode).toBe(409);
    expect(name.json()).toEqual({ message: MESSAGES.usernameTaken, code: 'CONFLICT' });
    // Changing only the case of one's own username is no conflict.
    const own = await update({ username: me.username.toUpperCase(), email: me.email }, me.auth);
    expect(own.statusCode).toBe(200);
    expect(own.json().user.username).toBe(me.username.toUpperCase());
  });

  it.each([
    ['missing username', { username: undefined }, MESSAGES.usernameRequired],
    ['bad e-mail', { email: 'bukan-email' }, MESSAGES.emailInvalid],
    ['long city', { city: 'K'.repeat(101) }, MESSAGES.cityTooLong],
    ['long address', { address: 'A'.repeat(501) }, MESSAGES.addressTooLong],
    ['numeric city', { city: 42 }, MESSAGES.invalidInput],
  ])('400 for %s', async (_name, change, message) => {
    const res = await update({ username: shopper.username, email: shopper.email, ...change }, shopper.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
  });

  it('401 without a token, before the body is looked at', async () => {
    const res = await update({ nonsense: true }, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/user/users', () => {
  it('401 without a token, 403 for a shopper', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/users' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/users', headers: shopper.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('lists every user by id with the admin columns and no password anywhere', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/users', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(res.body).not.toMatch(/password/i);
    expectNoPasswordKeys(list);
    const ids = list.map((u) => u.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toEqual(expect.arrayContaining([shopper.id, admin.id]));
    for (const user of list) {
      expect(Object.keys(user).sort()).toEqual(['address', 'city', 'created_at', 'email', 'id', 'role', 'username']);
      expect(new Date(user.created_at as string).toISOString()).toBe(user.created_at);
    }
    expect(list.find((u) => u.email === TEST_ADMIN.email)?.role).toBe('admin');
  });
});
