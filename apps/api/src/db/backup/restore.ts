/**
 * Restore: a backup archive (backup.ts) into an empty database and an empty uploads folder. It
 * refuses, changing nothing, when the database has any table in schema public or any migration
 * recorded, or when the uploads folder holds anything: a restore never overwrites data.
 *
 * One transaction does all the database work: rebuild the schema of the backup's migrations
 * (migrations.ts), COPY every table in, set the sequences back, and compare every table's count and
 * checksum with the manifest; any difference rolls it all back. Meanwhile the images are written to
 * `<uploads>.tmp`, renamed to the uploads folder once the transaction has committed. Last, the
 * code's newer migrations run with Drizzle's migrator, as at the shop's start.
 */
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { insideFolder, readArchive, type ArchiveEntry } from './archive.ts';
import { copyTableIn, relaxForeignKeys } from './copy.ts';
import { BackupError } from './errors.ts';
import { MANIFEST_NAME, parseManifest, tableFileName, type Manifest } from './manifest.ts';
import { migrateToLatest, migrationsOfBackup, readRecordedMigrations, replayMigrations } from './migrations.ts';
import { pinSessionSettings, rowsOf, tableStats, writeSequences } from './tables.ts';

export interface RestoreOptions {
  /** The database to fill: it must be empty. */
  url: string;
  /** DATA_DIR/uploads: it must be missing or empty. */
  uploadsDir: string;
  /** The archive written by backupDatabase(). */
  file: string;
  log?: (line: string) => void;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  bytes: number;
  /** Migrations the backup had, and the code's newer ones applied after loading. */
  migrations: number;
  newerMigrations: number;
}

interface Loaded {
  manifest: Manifest;
  files: number;
  bytes: number;
}

export async function restoreDatabase({ url, uploadsDir, file, log = () => {} }: RestoreOptions): Promise<RestoreSummary> {
  const uploads = path.resolve(uploadsDir);
  const staging = `${uploads}.tmp`;
  if (!existsSync(file)) throw new BackupError(`Berkas cadangan ${file} tidak ditemukan.`);
  await refuseFilledUploads(uploads);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let committed = false;
  try {
    await client.query('begin');
    await pinSessionSettings(client);
    await refuseFilledDatabase(client);
    await rm(staging, { recursive: true, force: true });
    const { manifest, files, bytes } = await loadArchive(client, file, staging, log);
    await writeSequences(client, manifest.sequences);
    log('Memeriksa jumlah baris dan checksum setiap tabel…');
    await verifyTables(client, manifest);
    await client.query('commit');
    committed = true;
    await placeUploads(staging, uploads);
    await migrateToLatest(client);
    const newer = (await readRecordedMigrations(client)).length - manifest.migrations.count;
    if (newer > 0) log(`${newer} migrasi yang lebih baru dari cadangan diterapkan.`);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    return { tables: manifest.tables.length, rows, files, bytes, migrations: manifest.migrations.count, newerMigrations: newer };
  } catch (err) {
    if (!committed) {
      await client.query('rollback').catch(() => {});
      await rm(staging, { recursive: true, force: true });
    }
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

async function refuseFilledUploads(uploads: string): Promise<void> {
  const entries = await readdir(uploads).catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? [] : Promise.reject(err)));
  if (entries.length > 0) {
    throw new BackupError(
      `Folder unggahan ${uploads} tidak kosong. Pemulihan hanya dilakukan ke folder kosong agar tidak ada berkas yang tertimpa.`,
    );
  }
}

async function refuseFilledDatabase(client: pg.Client): Promise<void> {
  const [{ tables } = { tables: 0 }] = await rowsOf<{ tables: number }>(
    client,
    `select count(*)::int as tables from pg_tables where schemaname = 'public'`,
  );
  const migrations = (await readRecordedMigrations(client)).length;
  if (tables > 0 || migrations > 0) {
    throw new BackupError(
      `Database tujuan tidak kosong (${tables} tabel di skema public, ${migrations} migrasi tercatat). ` +
        'Pemulihan hanya dilakukan ke database kosong agar tidak ada data yang tertimpa.',
    );
  }
}

/** Reads the archive once: manifest first (schema rebuilt), then the tables, then the images. */
async function loadArchive(client: pg.Client, file: string, staging: string, log: (line: string) => void): Promise<Loaded> {
  let manifest: Manifest | null = null;
  const loaded = new Set<string>();
  let files = 0;
  let bytes = 0;
  for await (const entry of readArchive(file)) {
    if (!manifest) {
      if (entry.name !== MANIFEST_NAME) throw new BackupError('Berkas ini bukan cadangan Gayaku: manifest.json tidak ada di awal arsip.');
      manifest = parseManifest(await readText(entry));
      await replayMigrations(client, migrationsOfBackup(manifest.migrations.applied));
      log(`Skema dibangun ulang (${manifest.migrations.count} migrasi). Memuat ${manifest.tables.length} tabel…`);
      if (!(await relaxForeignKeys(client))) log('  (tanpa hak superuser: tabel dimuat berurutan sesuai foreign key)');
    } else if (entry.name.startsWith('db/')) {
      const table = manifest.tables.find((t) => tableFileName(t.name) === entry.name);
      if (!table || loaded.has(table.name)) throw new BackupError(`Berkas cadangan tidak valid: entri ${entry.name} tidak terduga.`);
      await copyTableIn(client, table, entry.content).catch((err: Error) => {
        throw new BackupError(`Gagal memuat tabel ${table.name}: ${err.message}`, { cause: err });
      });
      loaded.add(table.name);
      log(`  tabel ${table.name}: ${table.rows} baris`);
    } else if (entry.name.startsWith('uploads/') && entry.type === 'file') {
      const target = insideFolder(staging, entry.name.slice('uploads/'.length));
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(entry.content, createWriteStream(target));
      files++;
      bytes += entry.size;
    } else if (!entry.name.startsWith('uploads/')) {
      throw new BackupError(`Berkas cadangan tidak valid: entri ${entry.name} tidak dikenal.`);
    }
  }
  if (!manifest) throw new BackupError('Berkas cadangan kosong.');
  const missing = manifest.tables.filter((t) => !loaded.has(t.name)).map((t) => t.name);
  if (missing.length > 0) throw new BackupError(`Berkas cadangan tidak lengkap: data tabel ${missing.join(', ')} tidak ada.`);
  return { manifest, files, bytes };
}

async function readText(entry: ArchiveEntry): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry.content) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function verifyTables(client: pg.Client, manifest: Manifest): Promise<void> {
  for (const table of manifest.tables) {
    const got = await tableStats(client, table);
    if (got.rows !== table.rows || got.checksum !== table.checksum) {
      throw new BackupError(
        `Hasil pemulihan tabel ${table.name} tidak cocok dengan cadangan (${got.rows} baris, seharusnya ${table.rows}; ` +
          `checksum ${got.checksum === table.checksum ? 'sama' : 'berbeda'}). Tidak ada yang diubah.`,
      );
    }
  }
}

async function placeUploads(staging: string, uploads: string): Promise<void> {
  if (!existsSync(staging)) {
    await mkdir(uploads, { recursive: true });
    return;
  }
  if (existsSync(uploads)) await rmdir(uploads); // empty: checked before the restore began
  await rename(staging, uploads);
}
