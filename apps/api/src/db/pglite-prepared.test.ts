/**
 * The prepared-statement client answers exactly as PGlite's own query() does (values, parsed
 * types, row modes, counts, errors), keeps transactions whole, and stays bounded.
 */
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PREPARED_STATEMENTS, PreparedPglite } from './pglite-prepared.ts';

let pg: PGlite;
let client: PreparedPglite;

beforeAll(async () => {
  pg = await PGlite.create('memory://');
  await pg.exec(`
    create table things (
      id serial primary key,
      name text not null unique,
      price integer not null,
      total bigint,
      ok boolean,
      tags text[],
      doc jsonb,
      at timestamptz default now()
    )`);
  client = new PreparedPglite(pg);
});
afterAll(() => pg.close());

const INSERT = 'insert into things (name, price, total, ok, tags, doc) values ($1, $2, $3, $4, $5, $6) returning *';

describe('PreparedPglite', () => {
  it('answers like PGlite query() for every column type, in object and array row mode', async () => {
    const params = ['kaos', 89_000, 12_345_678_901n, true, ['a', 'b'], JSON.stringify({ size: 'M', n: [1, 2] })];
    const mine = await client.query(INSERT, params);
    const theirs = await pg.query(INSERT, ['kemeja', ...params.slice(1)]);
    expect(mine.fields).toEqual(theirs.fields);
    expect({ ...(mine.rows[0] as object), id: 0, name: '', at: 0 }).toEqual({ ...(theirs.rows[0] as object), id: 0, name: '', at: 0 });
    expect(mine.affectedRows).toBe(1);

    const select = 'select id, name, total, doc, at from things where price = $1 order by id';
    const parsers = { [types.TIMESTAMPTZ]: (value: string) => value };
    const arrays = await client.query(select, [89_000], { rowMode: 'array', parsers });
    const expected = await pg.query(select, [89_000], { rowMode: 'array', parsers });
    expect(arrays.rows).toEqual(expected.rows);
    expect(typeof (arrays.rows[0] as unknown[])[4]).toBe('string'); // the caller's parser won
    expect((await client.query(select, [89_000])).rows).toEqual((await pg.query(select, [89_000])).rows);
  });

  it('prepares a statement once and reuses it', async () => {
    const before = client.preparedCount;
    for (let i = 0; i < 5; i++) await client.query('select $1::int + 1 as n', [i]);
    expect(client.preparedCount).toBe(before + 1);
    expect((await client.query<{ n: number }>('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
  });

  it('passes nulls, reports counts of updates and deletes', async () => {
    await client.query(INSERT, ['celana', 150_000, null, null, null, null]);
    const updated = await client.query('update things set ok = $1 where price >= $2', [false, 0]);
    expect(updated.affectedRows).toBe(3);
    expect(updated.rows).toEqual([]);
    const deleted = await client.query('delete from things where name = $1', ['celana']);
    expect(deleted.affectedRows).toBe(1);
  });

  it('raises PGlite database errors with their SQLSTATE, and the next statement runs normally', async () => {
    await expect(client.query(INSERT, ['kaos', 1, null, null, null, null])).rejects.toMatchObject({ code: '23505' });
    await expect(client.query('select nope from things')).rejects.toMatchObject({ code: '42703' });
    expect((await client.query('select count(*)::int as n from things')).rows).toEqual([{ n: 2 }]);
  });

  it('commits a transaction whole, rolls it back whole on an error', async () => {
    await client.transaction(async (tx) => {
      await tx.query(INSERT, ['jaket', 300_000, null, null, null, null]);
      await tx.query(INSERT, ['topi', 50_000, null, null, null, null]);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query(INSERT, ['rok', 120_000, null, null, null, null]);
        await tx.query(INSERT, ['kaos', 1, null, null, null, null]); // duplicate name
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const names = await client.query<{ name: string }>('select name from things order by name');
    expect(names.rows.map((r) => r.name)).toEqual(['jaket', 'kaos', 'kemeja', 'topi']);
  });

  it('makes a statement outside the transaction wait until the transaction has finished', async () => {
    const seen: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const tx = client.transaction(async (t) => {
      await t.query('update things set price = $1 where name = $2', [1, 'topi']);
      await gate;
      seen.push('tx done');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const read = client.query<{ price: number }>('select price from things where name = $1', ['topi']).then((r) => {
      seen.push(`read ${r.rows[0]?.price}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await Promise.all([tx, read]);
    expect(seen).toEqual(['tx done', 'read 1']);
  });

  it('re-prepares a statement whose table changed its columns', async () => {
    const text = 'select * from things where name = $1';
    expect(Object.keys((await client.query(text, ['kaos'])).rows[0] as object)).not.toContain('extra');
    await pg.exec('alter table things add column extra text');
    const after = await client.query(text, ['kaos']);
    expect(Object.keys(after.rows[0] as object)).toContain('extra');
  });

  it('keeps at most MAX_PREPARED_STATEMENTS prepared, closing the least recently used', async () => {
    const hot = 'select count(*)::int as n from things where price > $1';
    await client.query(hot, [0]);
    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 20; i++) {
      await client.query(`select ${i} as n where $1::int > 0`, [1]);
      if (i % 50 === 0 && i < MAX_PREPARED_STATEMENTS) await client.query(hot, [0]); // used lately: not the least recent
    }
    expect(client.preparedCount).toBe(MAX_PREPARED_STATEMENTS);
    const prepared = await pg.query<{ statement: string }>('select statement from pg_prepared_statements');
    expect(prepared.rows.map((r) => r.statement)).toContain(hot);
    await client.query('select 1 as one');
    const open = await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    expect(open.rows[0]?.n).toBe(MAX_PREPARED_STATEMENTS);
  });
  it('lets the event loop in while a long queue of statements is worked through', async () => {
    // A request arriving meanwhile is read at the next turn, not after the whole queue.
    let doneBeforeTurn = -1;
    let done = 0;
    setImmediate(() => (doneBeforeTurn = done));
    const queue = Array.from({ length: 300 }, (_, i) => client.query('select $1::int as n, pg_sleep(0.0001)', [i]).then(() => (done += 1)));
    await Promise.all(queue);
    expect(doneBeforeTurn).toBeGreaterThanOrEqual(0);
    expect(doneBeforeTurn).toBeLessThan(queue.length);
  });
});
