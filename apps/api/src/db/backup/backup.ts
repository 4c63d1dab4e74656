/**
 * Backup: the whole shop in one .tar.gz, taken while the shop keeps serving. Every read of the
 * database (migrations, counts, checksums, sequences, every table's COPY) happens in one
 * `repeatable read, read only` transaction on one connection, so the archive is one consistent
 * snapshot however many orders are placed meanwhile. Each table's COPY is spooled to a temporary
 * file first (a tar entry must state its size), then added; the uploaded images follow. The
 * archive's layout is described in manifest.ts.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ArchiveWriter, listFiles } from './archive.ts';
import { copyTableOut } from './copy.ts';
import { FORMAT, FORMAT_VERSION, MANIFEST_NAME, tableFileName, type Manifest } from './manifest.ts';
import { readRecordedMigrations } from './migrations.ts';
import { listTables, pinSessionSettings, readSequences, tableStats } from './tables.ts';

export interface BackupOptions {
  /** The database to back up. */
  url: string;
  /** DATA_DIR/uploads; a missing folder backs up no files. */
  uploadsDir: string;
  /** The archive to write (its folder must exist). */
  out: string;
  log?: (line: string) => void;
}

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  /** Uploaded files archived, and their bytes. */
  files: number;
  bytes: number;
  /** Size of the archive written. */
  archiveBytes: number;
}

export async function backupDatabase({ url, uploadsDir, out, log = () => {} }: BackupOptions): Promise<BackupSummary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const archive = new ArchiveWriter(out);
  const spool = await mkdtemp(path.join(os.tmpdir(), 'gayaku-backup-'));
  try {
    await client.query('begin transaction isolation level repeatable read, read only');
    await pinSessionSettings(client);
    const manifest = await describeSnapshot(client);
    await archive.addBuffer(MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    for (const table of manifest.tables) {
      const file = path.join(spool, `${table.name}.copy`);
      await copyTableOut(client, table, createWriteStream(file));
      await archive.addFile(tableFileName(table.name), file);
      await rm(file);
      log(`  tabel ${table.name}: ${table.rows} baris`);
    }
    await client.query('commit');
    log('Menyalin berkas unggahan…');
    const uploads = await archiveUploads(archive, uploadsDir);
    await archive.finish();
    return {
      file: out,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
      ...uploads,
      archiveBytes: (await stat(out)).size,
    };
  } catch (err) {
    await archive.abort();
    throw err;
  } finally {
    await rm(spool, { recursive: true, force: true });
    await client.end().catch(() => {});
  }
}

/** The manifest of the transaction's snapshot; sequences last, after the snapshot is taken. */
async function describeSnapshot(client: pg.Client): Promise<Manifest> {
  const applied = await readRecordedMigrations(client);
  const tables: Manifest['tables'] = [];
  for (const table of await listTables(client)) tables.push({ ...table, ...(await tableStats(client, table)) });
  return {
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    migrations: { count: applied.length, applied },
    tables,
    sequences: await readSequences(client),
  };
}

async function archiveUploads(archive: ArchiveWriter, uploadsDir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const relative of await listFiles(uploadsDir)) {
    try {
      bytes += await archive.addFile(`uploads/${relative}`, path.join(uploadsDir, relative));
      files++;
    } catch (err) {
      // Deleted since the listing (the unused-banner sweep runs beside a backup): nothing to keep.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return { files, bytes };
}
