/**
 * The carry-over of an old embedded database. Until the shop ran its own PostgreSQL server, its
 * embedded database was PGlite, in `DATA_DIR/pglite`. On the first start with the new server, that
 * folder's data moves into it: the PGlite database is brought to the code's latest migrations
 * (the target is migrated already), every table of schema public is copied with COPY (the
 * loading of a restore, backup/copy.ts), the sequences follow, and every table's count and
 * checksum is compared on both sides, all in one transaction on the target. Only then is the
 * folder renamed to `DATA_DIR/pglite-carried-over` (kept, never deleted): a failure anywhere rolls
 * the target back and leaves the folder as it was, so the next start tries again. A target that
 * already holds rows is refused: nothing is ever overwritten.
 */
import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { copyTableIn, relaxForeignKeys } from './backup/copy.ts';
import { BackupError } from './backup/errors.ts';
import {
  columnList,
  listTables,
  pinSessionSettings,
  qualified,
  readSequences,
  tablesWithRows,
  tableStats,
  writeSequences,
  type TableInfo,
} from './backup/tables.ts';
import { MIGRATIONS_DIR } from './client.ts';

export interface CarryOverOptions {
  dataDir: string;
  /** The shop's PostgreSQL database, migrated to the code's latest migrations. */
  url: string;
  log?: (line: string) => void;
}

export interface CarryOverResult {
  carried: boolean;
  tables: number;
  rows: number;
}

const PGLITE_DIR = 'pglite';
const CARRIED_OVER_DIR = 'pglite-carried-over';

export async function carryOverPglite({ dataDir, url, log = () => {} }: CarryOverOptions): Promise<CarryOverResult> {
  const dir = path.join(dataDir, PGLITE_DIR);
  if (!existsSync(dir)) return { carried: false, tables: 0, rows: 0 };
  log(`Data PGlite lama ditemukan di ${dir}; memindahkannya ke PostgreSQL…`);
  // Loaded only here: PGlite and its driver cost ~15 MB resident to every start that has nothing to carry over.
  const [{ PGlite }, { drizzle }, { migrate }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  // The migrations create pg_trgm and unaccent (the search's indexes): PGlite ships them as contrib modules.
  const source = await PGlite.create(dir, { extensions: { pg_trgm, unaccent } });
  let copied: { tables: number; rows: number };
  try {
    await migrate(drizzle(source), { migrationsFolder: MIGRATIONS_DIR });
    copied = await copyAll(source, url, dir);
  } finally {
    await source.close();
  }
  const kept = keptName(dataDir);
  await rename(dir, kept);
  log(
    `Data PGlite lama telah dipindahkan: ${copied.tables} tabel, ${copied.rows} baris. Folder lamanya disimpan sebagai ${kept}; ` +
      'folder itu boleh dihapus setelah isi toko diperiksa.',
  );
  return { carried: true, ...copied };
}

/** `pglite-carried-over`, or `-2`, `-3`… when an earlier carry-over already left one. */
function keptName(dataDir: string): string {
  for (let n = 1; ; n++) {
    const candidate = path.join(dataDir, n === 1 ? CARRIED_OVER_DIR : `${CARRIED_OVER_DIR}-${n}`);
    if (!existsSync(candidate)) return candidate;
  }
}

async function copyAll(source: PGlite, url: string, dir: string): Promise<{ tables: number; rows: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await source.query('begin');
    await pinSessionSettings(client);
    await pinSessionSettings(source);
    const tables = await matchingTables(source, client);
    const filled = await tablesWithRows(client, tables);
    if (filled.length > 0) {
      throw new BackupError(
        `Database PostgreSQL sudah berisi data (tabel ${filled.join(', ')}), jadi data PGlite lama di ${dir} tidak dipindahkan ` +
          'agar tidak ada yang tertimpa. Folder itu dibiarkan apa adanya; pindahkan folder itu bila datanya tidak diperlukan lagi, lalu jalankan toko lagi.',
      );
    }
    await relaxForeignKeys(client);
    let rows = 0;
    for (const table of tables) rows += await copyTable(source, client, table);
    await writeSequences(client, await readSequences(source));
    await client.query('commit');
    return { tables: tables.length, rows };
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await source.query('rollback').catch(() => {});
    await client.end().catch(() => {});
  }
}

/** The source's tables, refused unless the target has the very same tables and columns. */
async function matchingTables(source: PGlite, client: pg.Client): Promise<TableInfo[]> {
  const tables = await listTables(source);
  const key = (list: TableInfo[]) => JSON.stringify([...list].sort((a, b) => a.name.localeCompare(b.name)));
  if (key(tables) !== key(await listTables(client))) {
    throw new BackupError('Skema data PGlite lama berbeda dengan skema PostgreSQL setelah migrasi; data tidak dipindahkan.');
  }
  return tables;
}

/** Copies one table and checks it arrived whole; answers its row count. */
async function copyTable(source: PGlite, client: pg.Client, table: TableInfo): Promise<number> {
  const expected = await tableStats(source, table);
  const { blob } = await source.query(`copy ${qualified(table.name)} (${columnList(table.columns)}) to '/dev/blob'`);
  const content = blob ? Buffer.from(await blob.arrayBuffer()) : Buffer.alloc(0);
  await copyTableIn(client, table, Readable.from(content.length > 0 ? [content] : []));
  const got = await tableStats(client, table);
  if (got.rows !== expected.rows || got.checksum !== expected.checksum) {
    throw new BackupError(
      `Tabel ${table.name} tidak terpindahkan utuh (${got.rows} dari ${expected.rows} baris, checksum ${got.checksum === expected.checksum ? 'sama' : 'berbeda'}); ` +
        'tidak ada yang diubah.',
    );
  }
  return got.rows;
}
