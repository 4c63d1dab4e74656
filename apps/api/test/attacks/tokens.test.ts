/**
 * ASVS V9 (self-contained tokens) and V7 (sessions): forged, tampered, expired, misplaced and
 * orphaned JWTs are all refused with 401 (or 403 where the token is genuine but the database says
 * the user is no admin), and nothing they were sent with is written.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, users } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createUser, type TestUser } from '../factories.ts';
import { createProduct } from '../cart-factories.ts';
import { attacker, expectError, expectNoChange, type Hit } from './attack-kit.ts';

let t: TestApp;
let hit: Hit;
let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  hit = attacker(t.app, t.config);
  admin = await createUser(t.app, t.db, { role: 'admin' });
  shopper = await createUser(t.app, t.db);
});
afterAll(async () => t?.close());

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** A JWT from its parts; `key` null leaves the signature empty. */
function forge(header: Record<string, unknown>, claims: Record<string, unknown>, key: string | null, algorithm = 'sha256'): string {
  const unsigned = `${b64(header)}.${b64(claims)}`;
  const signature = key === null ? '' : createHmac(algorithm, key).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const adminClaims = () => ({ sub: String(admin.id), role: 'admin', iat: now(), exp: now() + 3600 });
const listUsers = (headers: Record<string, string>) => hit({ method: 'GET', url: '/api/user/users', headers });
const createCategory = (headers: Record<string, string>) =>
  hit({ method: 'POST', url: '/api/categories', headers, payload: { name: 'Kategori Palsu' } });

/** Replaces a real token's claims, keeping its header and signature. */
function tamper(token: string, change: (claims: Record<string, unknown>) => Record<string, unknown>): string {
  const [header, claims, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  return `${header}.${b64(change(decoded))}.${signature}`;
}

async function expectNoCategoryCreated(): Promise<void> {
  expect(await t.db.select().from(categories).where(eq(categories.name, 'Kategori Palsu'))).toEqual([]);
}

describe('forged signatures', () => {
  it('alg "none" token claiming the admin (unsigned) → 401 on the users list', async () => {
    const res = await listUsers(bearer(forge({ alg: 'none', typ: 'JWT' }, adminClaims(), null)));
    expectError(res, 401, 'UNAUTHORIZED');
  });

  it('alg "None" token (capitalised, trailing dot) creating a category → 401, nothing created', async () => {
    const res = await expectNoChange(t.db, () => createCategory(bearer(forge({ alg: 'None', typ: 'JWT' }, adminClaims(), null))));
    expectError(res, 401, 'UNAUTHORIZED');
    await expectNoCategoryCreated();
  });

  it('HS256 token signed with another secret → 401', async () => {
    const res = await expectNoChange(t.db, () =>
      createCategory(bearer(forge({ alg: 'HS256', typ: 'JWT' }, adminClaims(), 'not-the-secret'))),
    );
    expectError(res, 401, 'UNAUTHORIZED');
    await expectNoCategoryCreated();
  });

  it('HS512 token signed with the real secret (algorithm not on the allow-list) → 401', async () => {
    const token = forge({ alg: 'HS512', typ: 'JWT' }, adminClaims(), t.config.jwtSecret, 'sha512');
    expectError(await listUsers(bearer(token)), 401, 'UNAUTHORIZED');
  });

  it('kid header pointing at an empty file, signed with an empty key → 401', async () => {
    const token = forge({ alg: 'HS256', typ: 'JWT', kid: '../../../../dev/null' }, adminClaims(), '');
    expectError(await listUsers(bearer(token)), 401, 'UNAUTHORIZED');
  });
});

describe('tampered payloads (old signature kept)', () => {
  it('sub changed from the shopper to the admin → 401', async () => {
    const token = tamper(shopper.token, (claims) => ({ ...claims, sub: String(admin.id) }));
    expectError(await listUsers(bearer(token)), 401, 'UNAUTHORIZED');
  });

  it('role changed from user to admin → 401', async () => {
    const token = tamper(shopper.token, (claims) => ({ ...claims, role: 'admin' }));
    const res = await expectNoChange(t.db, () => createCategory(bearer(token)));
    expectError(res, 401, 'UNAUTHORIZED');
  });

  it('exp pushed a year ahead → 401', async () => {
    const token = tamper(shopper.token, (claims) => ({ ...claims, exp: now() + 365 * 86_400 }));
    expectError(await hit({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }), 401, 'UNAUTHORIZED');
  });
});

describe('genuinely signed but not acceptable', () => {
  it('expired token (exp an hour ago, real secret) → 401', async () => {
    const token = forge(
      { alg: 'HS256', typ: 'JWT' },
      { sub: String(shopper.id), role: 'user', iat: now() - 7200, exp: now() - 3600 },
      t.config.jwtSecret,
    );
    expectError(await hit({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }), 401, 'UNAUTHORIZED');
  });

  it('token without an exp claim (never expiring) → 401', async () => {
    const token = forge({ alg: 'HS256', typ: 'JWT' }, { sub: String(shopper.id), role: 'user', iat: now() }, t.config.jwtSecret);
    expectError(await hit({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }), 401, 'UNAUTHORIZED');
  });

  it('sub that is SQL text ("1 OR 1=1") → 401', async () => {
    const token = forge({ alg: 'HS256', typ: 'JWT' }, { sub: '1 OR 1=1', role: 'admin', exp: now() + 60 }, t.config.jwtSecret);
    expectError(await listUsers(bearer(token)), 401, 'UNAUTHORIZED');
  });

  it('sub 0, -1 and 1.5 → 401', async () => {
    for (const sub of ['0', '-1', '1.5']) {
      const token = forge({ alg: 'HS256', typ: 'JWT' }, { sub, role: 'admin', exp: now() + 60 }, t.config.jwtSecret);
      expectError(await listUsers(bearer(token)), 401, 'UNAUTHORIZED');
    }
  });

  it('role "admin" signed into a shopper\'s token (role comes from the database) → 403', async () => {
    const token = t.app.signToken({ id: shopper.id, role: 'admin' });
    const res = await expectNoChange(t.db, () => createCategory(bearer(token)));
    expectError(res, 403, 'FORBIDDEN');
  });

  it('an admin token kept after the account was demoted → 403', async () => {
    const demoted = await createUser(t.app, t.db, { role: 'admin' });
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, demoted.id));
    expectError(await listUsers(demoted.auth), 403, 'FORBIDDEN');
  });

  it('token of a deleted user → 401 on profile, cart add refused and nothing written', async () => {
    const ghost = await createUser(t.app, t.db);
    const product = await createProduct(t.db);
    await t.db.delete(users).where(eq(users.id, ghost.id));
    expectError(await hit({ method: 'GET', url: '/api/user/profile', headers: ghost.auth }), 401, 'UNAUTHORIZED');
    const res = await expectNoChange(t.db, () =>
      hit({ method: 'POST', url: '/api/cart', headers: ghost.auth, payload: { product_id: product.id, quantity: 1 } }),
    );
    expectError(res, 401, 'UNAUTHORIZED');
  });
});

describe('tokens in the wrong place or shape', () => {
  it('a valid admin token in the query string or a cookie is ignored → 401', async () => {
    expectError(await hit({ method: 'GET', url: `/api/user/users?token=${admin.token}` }), 401, 'UNAUTHORIZED');
    expectError(await hit({ method: 'GET', url: '/api/user/users', headers: { cookie: `token=${admin.token}` } }), 401, 'UNAUTHORIZED');
  });

  it('malformed Authorization headers (Basic, bare Bearer, garbage segments, two tokens) → 401', async () => {
    const headers = [
      'Basic YWRtaW5AZ2F5YWt1LnRlc3Q6YWRtaW4tcGFzc3dvcmQtMTIz',
      'Bearer',
      'Bearer a.b.c',
      'Bearer ....',
      `Bearer ${admin.token} ${admin.token}`,
      `Token ${admin.token}`,
      `Bearer ${admin.token.split('.').slice(0, 2).join('.')}`,
    ];
    for (const authorization of headers) {
      expectError(await listUsers({ authorization }), 401, 'UNAUTHORIZED');
    }
  });
});
