/**
 * Shared tools of the attack suite: payloads, a request helper that checks every answer for
 * leaks (5xx, stack traces, SQL, password hashes, secrets), and a fingerprint of the shop's
 * tables to prove that a refused attack changed nothing.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { expectNoPasswordKeys } from '../accounts-factories.ts';

const SQL_PAYLOADS = ["' OR 1=1 --", "'; DROP TABLE users; --", '%', '_', '\\'] as const;
const XSS_PAYLOADS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>'] as const;
export const TEXT_PAYLOADS = [...SQL_PAYLOADS, ...XSS_PAYLOADS] as const;

/** Every table whose rows an attack could change (throttle counters and the webhook log excluded). */
const TABLES = [
  'users',
  'categories',
  'colors',
  'sizes',
  'products',
  'product_categories',
  'product_colors',
  'product_sizes',
  'ads',
  'shipping_rates',
  'cart_items',
  'orders',
  'order_items',
  'payment_attempts',
  'notifications',
  'ratings',
  'audit_log',
] as const;

/** Row count and a hash of every row, per table. Equal fingerprints = no data changed. */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const query = TABLES.map(
    (table) =>
      `select '${table}' as t, count(*)::int as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '-') as h from ${table} x`,
  ).join(' union all ');
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: { t: string; n: number; h: string }[] };
  return Object.fromEntries(result.rows.map((r) => [r.t, `${r.n}:${r.h}`]));
}

/** Runs `attack` and fails when any table changed. */
export async function expectNoChange<T>(db: Db, attack: () => Promise<T>): Promise<T> {
  const before = await fingerprint(db);
  const result = await attack();
  expect(await fingerprint(db)).toEqual(before);
  return result;
}

const STACK_TRACE = /\n\s+at\s|\bat\s+\S+\s+\([^)]*:\d+:\d+\)|\.[cm]?[tj]s:\d+|node_modules|file:\/\//;
const SQL_TEXT = /\bselect\s|\binsert\s+into\b|\bdelete\s+from\b|duplicate key|violates\s|syntax error at|relation "/i;
const PASSWORD_TEXT = /password_hash|passwordhash|\$argon2/i;

/** Fails when a response leaks anything or is a server error. */
function expectSafe(res: LightMyRequestResponse, secrets: string[], where = ''): void {
  const label = `${where} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, label).toBeLessThan(500);
  expect(STACK_TRACE.test(res.body), `stack trace in ${label}`).toBe(false);
  expect(SQL_TEXT.test(res.body), `SQL in ${label}`).toBe(false);
  expect(PASSWORD_TEXT.test(res.body), `password hash in ${label}`).toBe(false);
  const headers = JSON.stringify(res.headers);
  for (const secret of secrets) {
    expect(res.body.includes(secret), `secret in body of ${label}`).toBe(false);
    expect(headers.includes(secret), `secret in headers of ${label}`).toBe(false);
  }
  if (String(res.headers['content-type'] ?? '').startsWith('application/json') && res.body !== '') {
    expectNoPasswordKeys(res.json(), `${where} $`);
  }
}

export type Hit = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** `app.inject` that checks every answer with expectSafe(). */
export function attacker(app: FastifyInstance, config: Config): Hit {
  const secrets = [config.jwtSecret, config.midtrans.serverKey];
  return async (options) => {
    const res = await app.inject(options);
    expectSafe(res, secrets, `${options.method ?? 'GET'} ${String(options.url)}`);
    return res;
  };
}

/** The answer is a JSON error with the given status (and the shop's `{message, code}` shape). */
export function expectError(res: LightMyRequestResponse, status: number, code?: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as { message?: unknown; code?: unknown };
  expect(typeof body.message).toBe('string');
  if (code) expect(body.code).toBe(code);
}

/** The answer is JSON (so a browser never renders a stored payload as HTML) and never sniffed. */
export function expectJson(res: LightMyRequestResponse): void {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

/** Rows of a raw SQL query. */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
