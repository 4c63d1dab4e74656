/**
 * Drizzle prepared queries for hot paths. A prepared query skips Drizzle's query building on every
 * call and runs as a named prepared statement (node-postgres; PGlite through pglite-prepared.ts).
 * It is bound to the database handle it was built on, so one is kept per handle and name. Never
 * call one inside a transaction: it runs on the handle, not on the transaction.
 */
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
