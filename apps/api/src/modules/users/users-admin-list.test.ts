/** GET /api/user/users (admin) a page at a time, searched and sorted on the server, with X-Total-Count. */
import { LIST_MESSAGES } from '@gayaku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';

let t: TestApp;
let admin: TestUser;
let everyone: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.db, { role: 'admin' });
  for (let i = 1; i <= 24; i++) {
    await createUser(t.app, t.db, {
      username: `pelanggan_${String(i).padStart(2, '0')}`,
      email: `p${i}@toko_${i % 2 ? 'ganjil' : 'genap'}.id`,
    });
  }
  everyone = Number((await list('')).res.headers['x-total-count']);
});
afterAll(() => t?.close());

type Listed = { id: number; username: string; email: string };
async function list(query: string, user: TestUser | null = admin) {
  const res = await t.app.inject({ method: 'GET', url: `/api/user/users${query}`, headers: user ? user.auth : {} });
  return { res, rows: res.statusCode === 200 ? (res.json() as Listed[]) : [], total: Number(res.headers['x-total-count']) };
}

describe('GET /api/user/users (admin), paged on the server', () => {
  it('answers by id without parameters, with the number of accounts', async () => {
    const { rows, total } = await list('');
    expect(total).toBeGreaterThanOrEqual(26);
    expect(rows).toHaveLength(total);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => a - b));
    expect(JSON.stringify(rows)).not.toMatch(/password/i);
  });

  it('pages, sorts and searches username and e-mail', async () => {
    const page = await list('?q=pelanggan_&sort=username&order=desc&limit=5&offset=5');
    expect(page.total).toBe(24);
    expect(page.rows.map((r) => r.username)).toEqual(['pelanggan_19', 'pelanggan_18', 'pelanggan_17', 'pelanggan_16', 'pelanggan_15']);
    const byMail = await list('?q=TOKO_GENAP&limit=100');
    expect(byMail.total).toBe(12);
    expect(byMail.rows.every((r) => r.email.endsWith('@toko_genap.id'))).toBe(true);
    // _ is a letter, not a wildcard: 'toko_' matches, 'tokox' nothing
    expect((await list('?q=tokox')).total).toBe(0);
    expect((await list('?limit=2')).total).toBe(everyone);
  });

  it.each([
    ['?limit=0', LIST_MESSAGES.limitRange],
    ['?offset=x', LIST_MESSAGES.offsetRange],
    ['?sort=password_hash', 'sort harus salah satu dari: id, username, email, role, city, created_at'],
    ['?order=DESC', LIST_MESSAGES.orderInvalid],
  ])('refuses %s with a 400 in Indonesian', async (query, message) => {
    const { res } = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('is for admins only', async () => {
    const shopper = await createUser(t.app, t.db);
    expect((await list('', shopper)).res.statusCode).toBe(403);
  });
});
