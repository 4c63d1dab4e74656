/**
 * Table contents in and out with COPY in its text format, streamed (pg-copy-streams): no table is
 * ever held whole in memory. The column list is always explicit, so a file loads into the columns
 * it was written from. Loading is shared by restore and the PGlite carry-over, and so is the
 * transaction set-up that lets a load ignore the order of the tables.
 */
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { columnList, qualified, type Queryable, type TableInfo } from './tables.ts';

/** Writes one table's rows, as COPY text, to `destination`. */
export async function copyTableOut(client: pg.ClientBase, table: TableInfo, destination: Writable): Promise<void> {
  const source = client.query(copyTo(`copy ${qualified(table.name)} (${columnList(table.columns)}) to stdout`));
  await pipeline(source, destination);
}

/** Loads COPY text from `source` into one table; answers the number of rows loaded. */
export async function copyTableIn(client: pg.ClientBase, table: TableInfo, source: AsyncIterable<Uint8Array>): Promise<number> {
  const sink = client.query(copyFrom(`copy ${qualified(table.name)} (${columnList(table.columns)}) from stdin`));
  await pipeline(source, sink);
  return sink.rowCount;
}

/**
 * Inside a transaction about to load tables: turns off foreign-key checks and triggers for it
 * (`session_replication_role = replica`, allowed to superusers such as the embedded server's
 * user), so the tables load in any order. A role that may not do so loads with the checks on,
 * which works because every listing (tables.ts) puts a table after the tables it refers to.
 * Answers whether the checks are off.
 */
export async function relaxForeignKeys(db: Queryable): Promise<boolean> {
  await db.query('savepoint relax_foreign_keys');
  try {
    await db.query(`set local session_replication_role = replica`);
    await db.query('release savepoint relax_foreign_keys');
    return true;
  } catch {
    await db.query('rollback to savepoint relax_foreign_keys');
    return false;
  }
}
