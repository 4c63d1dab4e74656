/**
 * The pool keeps a connection whose statement was refused (client.ts): a refused constraint is an
 * everyday answer (a taken e-mail, the last piece bought by someone else), not a reason to open a
 * new PostgreSQL backend.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { selectRows } from './rows.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function backendPid(): Promise<number> {
  const [row] = await selectRows<{ pid: number }>(t.db, sql`select pg_backend_pid() as pid`);
  return row!.pid;
}

describe('the database pool', () => {
  it('keeps the connection after a statement fails with an ERROR', async () => {
    const before = await backendPid();
    await expect(t.db.execute(sql`select 1 / 0`)).rejects.toThrow();
    await expect(t.db.execute(sql`select 'x'::int`)).rejects.toThrow();
    expect(await backendPid()).toBe(before);
  });

  it('drops a connection that was killed in the middle of a statement, and answers on the others', async () => {
    // Drizzle runs a query once awaited; the outcome is caught at once, so the rejection that the
    // kill causes is never unhandled while the test is still busy killing.
    const sleeping = Promise.resolve(t.db.execute(sql`select pg_sleep(30) as killed_here`)).then(
      () => 'finished',
      (err: unknown) => err,
    );
    const victim = async () =>
      (
        await selectRows<{ pid: number }>(
          t.db,
          sql`select pid from pg_stat_activity where query like '%killed_here%' and pid <> pg_backend_pid()`,
        )
      )[0];
    let row = await victim();
    for (let i = 0; !row && i < 100; i++) row = await new Promise((r) => setTimeout(r, 20)).then(victim);
    await t.db.execute(sql`select pg_terminate_backend(${row!.pid})`);
    expect(await sleeping).toBeInstanceOf(Error);
    const answers = await Promise.all(Array.from({ length: 12 }, () => selectRows<{ one: number }>(t.db, sql`select 1 as one`)));
    expect(answers.map(([a]) => a?.one)).toEqual(Array(12).fill(1));
  });
});
