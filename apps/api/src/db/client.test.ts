/**
 * The pool keeps a connection whose statement was refused (client.ts): a refused constraint is an
 * everyday answer (a taken e-mail, the last piece bought by someone else), not a reason to open a
 * new PostgreSQL backend. Named statements are planned once, generically; other statements for
 * their values.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { preparedSql } from './prepared.ts';
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

  it('plans a named statement once, generically, and other statements for their values', async () => {
    // The statement reads its own counters: pg_prepared_statements is per session, as is the statement.
    const named = preparedSql(
      t.db,
      'test_plan_counters',
      () =>
        sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = ${sql.placeholder('name')}`,
    );
    let counters: unknown[] = [];
    for (let i = 0; i < 7; i++) counters = (await named.execute({ name: 'test_plan_counters' })).rows;
    expect(counters).toEqual([{ generic: 7, custom: 0 }]);

    const onMainPool = await t.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare test_main_pool(text) as select count(*) from pg_prepared_statements where name = $1`));
      for (let i = 0; i < 3; i++) await tx.execute(sql.raw(`execute test_main_pool('x')`));
      const rows = await selectRows<{ generic: number; custom: number }>(
        tx,
        sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = 'test_main_pool'`,
      );
      await tx.execute(sql.raw('deallocate test_main_pool'));
      return rows;
    });
    expect(onMainPool).toEqual([{ generic: 0, custom: 3 }]);
  });
});
