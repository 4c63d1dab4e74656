/**
 * Named prepared statements for hot paths. A prepared query skips Drizzle's query building on every
 * call and runs as a named prepared statement; it is bound to the database handle it was built on,
 * so one is kept per handle and name. `executeNamed` names a statement built as usual by its text.
 * Never call either inside a transaction: they run on the handle, not on the transaction.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const byHandle = new WeakMap<Db, Map<string, unknown>>();

export function preparedQuery<T>(db: Db, name: string, build: (db: Db) => T): T {
  let queries = byHandle.get(db);
  if (!queries) byHandle.set(db, (queries = new Map()));
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db);
    queries.set(name, query);
  }
  return query;
}

/** A raw SQL statement prepared once per handle and name; its values come as `sql.placeholder()`s. */
export interface PreparedStatement {
  execute(values: Record<string, unknown>): Promise<{ rows: unknown[] }>;
}

const dialect = new PgDialect();

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

/** Statement texts already named; bounded, since a text is only ever named by a fixed shape of code. */
const namesByText = new Map<string, string>();
const MAX_NAMED_TEXTS = 500;

function statementName(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (namesByText.size < MAX_NAMED_TEXTS) namesByText.set(text, name);
  }
  return name;
}

/**
 * Runs a statement written with `sql` (values inline, as usual) as a named prepared statement whose
 * name is a hash of its text: PostgreSQL parses and plans each shape once per connection and then
 * only binds, which halves the work of checkout's large one-statement writes. For statements whose
 * text stays the same from call to call (a list of ids goes as one array parameter, not one
 * parameter each); a changing text still works, as one more statement on each connection. Not
 * inside a transaction: it runs on the handle.
 */
export async function executeNamed<T = Record<string, unknown>>(db: Db, statement: SQL): Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  const prepared = db._.session.prepareQuery(query, undefined, statementName(query.sql), false);
  return ((await prepared.execute()) as { rows: T[] }).rows;
}
