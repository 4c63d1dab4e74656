/**
 * Named prepared statements for hot paths. A prepared query skips Drizzle's query building on every
 * call and runs as a named prepared statement; it is bound to the database handle it was built on,
 * so one is kept per handle and name. A handle opened by openDatabase() runs them on a pool of their
 * own whose sessions plan each one once, generically (client.ts says why).
 * Never call either inside a transaction: they run on the handle, not on the transaction.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const byHandle = new WeakMap<Db, Map<string, unknown>>();
const namedHandles = new WeakMap<Db, Db>();

/** From now on the named statements of `db` run on `named`. */
export function useForNamedStatements(db: Db, named: Db): void {
  namedHandles.set(db, named);
}

/** The handle the named statements of `db` run on: its own unless useForNamedStatements() said otherwise. */
export function namedStatementHandle(db: Db): Db {
  return namedHandles.get(db) ?? db;
}

export function preparedQuery<T>(db: Db, name: string, build: (db: Db) => T): T {
  let queries = byHandle.get(db);
  if (!queries) byHandle.set(db, (queries = new Map()));
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(namedStatementHandle(db));
    queries.set(name, query);
  }
  return query;
}

/** A raw SQL statement prepared once per handle and name; its values come as `sql.placeholder()`s. */
export interface PreparedStatement {
  execute(values: Record<string, unknown>): Promise<{ rows: unknown[] }>;
}

const dialect = new PgDialect();

/** A row for a query builder's values() whose every column is a placeholder named `prefix` + the column. */
export function placeholderRow<K extends string>(columns: readonly K[], prefix = ''): Record<K, Placeholder> {
  return Object.fromEntries(columns.map((column) => [column, sql.placeholder(`${prefix}${column}`)])) as Record<K, Placeholder>;
}

/** The values for placeholderRow()'s placeholders, taken from `row`. */
export function placeholderValues<K extends string>(
  columns: readonly K[],
  row: Partial<Record<K, unknown>>,
  prefix = '',
): Record<string, unknown> {
  return Object.fromEntries(columns.map((column) => [`${prefix}${column}`, row[column]]));
}

/**
 * A statement written with `sql` (CTEs and other SQL the query builders cannot express), turned
 * into SQL text once and run as a prepared statement from then on: `build` runs only the first
 * time, so every variable part must be a placeholder and everything else must be the same on
 * every call for this name (callers put the statement's shape in the name).
 */
export function preparedSql(db: Db, name: string, build: () => SQL): PreparedStatement {
  return preparedQuery(db, name, (handle) => {
    const query = handle._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
    return { execute: (values) => query.execute(values) as Promise<{ rows: unknown[] }> };
  });
}
