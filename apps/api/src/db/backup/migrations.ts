/**
 * The schema a backup's rows belong to. A backup records the migrations its database had applied
 * (drizzle.__drizzle_migrations); a restore first rebuilds exactly that schema from the code's own
 * migration files, the same statements and hashes Drizzle's migrator reads, and only after the
 * rows are in runs the code's newer migrations with the normal migrator (which may move data).
 *
 * The recorded migrations are replayed by hand, inside the restore's one transaction, rather than
 * with `migrate()` on a trimmed copy of the migrations folder: Drizzle's migrator commits its own
 * transaction, and a restore that failed after it would leave a database with tables but no rows,
 * which the next attempt would refuse as not empty. Replayed here, a failed restore changes
 * nothing. The bookkeeping mirrors Drizzle's (schema drizzle, table __drizzle_migrations, one row
 * per migration with its hash and its journal time), so the normal migrator carries on from it.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../client.ts';
import { BackupError } from './errors.ts';
import type { RecordedMigration } from './manifest.ts';
import { rowsOf, type Queryable } from './tables.ts';

/** The migrations a database has applied, oldest first ([] when it has none). */
export async function readRecordedMigrations(db: Queryable): Promise<RecordedMigration[]> {
  const [table] = await rowsOf<{ exists: boolean }>(db, `select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  if (!table!.exists) return [];
  const rows = await rowsOf<{ id: number; hash: string; created_at: string }>(
    db,
    `select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((r) => ({ id: r.id, hash: r.hash, createdAt: r.created_at }));
}

/**
 * The code's migrations matching a backup's, in order. Refuses when the backup holds a migration
 * the code does not have (the code is older than the backup) or one that differs from the code's.
 */
export function migrationsOfBackup(recorded: RecordedMigration[]): MigrationMeta[] {
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  if (recorded.length > known.length) {
    throw new BackupError(
      `Cadangan ini dibuat oleh versi toko yang lebih baru: ia memuat ${recorded.length} migrasi, kode ini hanya mengenal ${known.length}. ` +
        'Perbarui kode toko terlebih dahulu, lalu pulihkan lagi.',
    );
  }
  recorded.forEach((m, i) => {
    const code = known[i]!;
    if (code.hash !== m.hash || String(code.folderMillis) !== m.createdAt) {
      throw new BackupError(
        `Migrasi ke-${i + 1} di cadangan berbeda dengan migrasi ke-${i + 1} di kode ini; cadangan tidak dapat dipulihkan dengan kode ini.`,
      );
    }
  });
  return known.slice(0, recorded.length);
}

/** Applies `migrations` and records them as Drizzle's migrator would, in the caller's transaction. */
export async function replayMigrations(db: Queryable, migrations: MigrationMeta[]): Promise<void> {
  await db.query('create schema if not exists drizzle');
  await db.query('create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)');
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim() !== '') await db.query(statement);
    }
    await db.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [migration.hash, migration.folderMillis]);
  }
}

/** The code's migrations newer than the database's, with Drizzle's migrator (its own transaction). */
export async function migrateToLatest(client: pg.Client): Promise<void> {
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
}
