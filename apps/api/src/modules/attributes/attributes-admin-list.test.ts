/**
 * The attribute and ad lists: the storefront's plain call answers as before (by id, at most 100),
 * with X-Total-Count; the admin's page is sorted, searched and paged on the server.
 */
import { LIST_MESSAGES } from '@gayaku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';

let t: TestApp;
let admin: TestUser;

const LISTS = [
  { path: '/api/categories', field: 'name', body: (name: string) => ({ name }) },
  { path: '/api/colors', field: 'color_name', body: (name: string) => ({ color_name: name }) },
  { path: '/api/sizes', field: 'size_name', body: (name: string) => ({ size_name: name }) },
  { path: '/api/ads', field: 'title', body: (name: string) => ({ title: name, image_url: 'https://contoh.id/iklan.jpg' }) },
] as const;
/** 105 records each, one more than a plain call answers; 'Zeta %' names carry a percent sign. */
const COUNT = 105;
const nameOf = (i: number) => (i % 10 === 0 ? `Zeta ${i}%` : `Nama ${String(i).padStart(3, '0')}`);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.db, { role: 'admin' });
  for (const { path, body } of LISTS) {
    for (let i = 1; i <= COUNT; i++) {
      const res = await t.app.inject({ method: 'POST', url: path, payload: body(nameOf(i)), headers: admin.auth });
      expect(res.statusCode).toBeLessThan(300);
    }
  }
}, 120_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
type Row = Record<string, unknown> & { id: number };

describe.each(LISTS)('GET $path', ({ path, field }) => {
  it('answers the plain call as before: by id, at most 100, with the count of all', async () => {
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Row[];
    expect(rows).toHaveLength(100);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => a - b));
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(COUNT);
    expect(res.headers.etag).toBeTruthy();
  });

  it('pages, sorts by name and searches on the server', async () => {
    const res = await get(`${path}?q=nama&sort=${field}&order=desc&limit=3&offset=1`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Row[]).map((r) => r[field])).toEqual(['Nama 104', 'Nama 103', 'Nama 102']);
    expect(res.headers['x-total-count']).toBe(String(COUNT - 10));
    const percent = await get(`${path}?q=${encodeURIComponent('0%')}&limit=100`);
    expect((percent.json() as Row[]).map((r) => r[field])).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((i) => `Zeta ${i}%`));
  });

  it.each([
    ['?limit=101', LIST_MESSAGES.limitRange],
    ['?offset=10000001', LIST_MESSAGES.offsetRange],
    ['?sort=image', 'sort harus salah satu dari: id, '],
    ['?order=naik', LIST_MESSAGES.orderInvalid],
  ])('refuses %s with a 400 in Indonesian', async (query, message) => {
    const res = await get(`${path}${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
