/**
 * The rows of a raw SQL statement, typed by the caller. Both drivers answer `execute()` with an
 * object holding `rows`; Drizzle types that per driver, so the one cast lives here.
 */
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

export async function selectRows<T = Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
