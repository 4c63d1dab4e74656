/**
 * The backup and restore commands, for the shop's owner:
 *
 *   npm run backup -- [--out FILE]     one .tar.gz of the database and the uploaded images
 *   npm run restore -- FILE            into an empty database and an empty uploads folder
 *
 * (scripts/backup.mjs and scripts/restore.mjs call runCli(); `node --import tsx
 * apps/api/src/db/backup/cli.ts backup|restore …` does the same.) The database is
 * the shop's own, from its configuration: DATABASE_URL, or the embedded server in DATA_DIR, joined
 * while the shop runs or started for the command's duration (embedded-postgres.ts). Relative paths
 * are taken from the folder the command was typed in; DATA_DIR, like the shop's, from the
 * repository's root. Prints Indonesian progress and a summary;
 * exits 1 with the reason on a refusal or failure.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../../config.ts';
import { attachToDatabase } from '../embedded-postgres.ts';
import { backupDatabase } from './backup.ts';
import { restoreDatabase } from './restore.ts';

const USAGE = ['Pemakaian:', '  npm run backup -- [--out BERKAS.tar.gz]', '  npm run restore -- BERKAS.tar.gz'].join('\n');

class UsageError extends Error {}

function defaultBackupName(): string {
  return `gayaku-cadangan-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.tar.gz`;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('id-ID', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

/** The shop's database for the command's duration; the JWT secret is not needed (none is created). */
async function withDatabase<T>(work: (url: string, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig(undefined, { jwtSecret: 'unused-by-backup-and-restore' });
  const database = await attachToDatabase(config);
  try {
    return await work(database.url, config);
  } finally {
    await database.release();
  }
}

async function backup(args: string[], cwd: string): Promise<void> {
  const { values, positionals } = parseArgs({ args, options: { out: { type: 'string', short: 'o' } }, allowPositionals: true });
  if (positionals.length > 0) throw new UsageError(`Argumen tidak dikenal: ${positionals.join(' ')}`);
  const out = path.resolve(cwd, values.out ?? defaultBackupName());
  console.log(`Membuat cadangan ke ${out}…`);
  const summary = await withDatabase((url, config) =>
    backupDatabase({ url, uploadsDir: path.join(config.dataDir, 'uploads'), out, log: (line) => console.log(line) }),
  );
  console.log(
    `Cadangan selesai: ${summary.tables} tabel, ${summary.rows} baris, ${summary.files} berkas unggahan (${formatBytes(summary.bytes)}); ` +
      `arsip ${formatBytes(summary.archiveBytes)} di ${summary.file}`,
  );
}

async function restore(args: string[], cwd: string): Promise<void> {
  const { positionals } = parseArgs({ args, options: {}, allowPositionals: true });
  if (positionals.length !== 1) throw new UsageError('Sebutkan tepat satu berkas cadangan.');
  const file = path.resolve(cwd, positionals[0]!);
  console.log(`Memulihkan dari ${file}…`);
  const summary = await withDatabase((url, config) =>
    restoreDatabase({ url, uploadsDir: path.join(config.dataDir, 'uploads'), file, log: (line) => console.log(line) }),
  );
  console.log(
    `Pemulihan selesai: ${summary.tables} tabel, ${summary.rows} baris, ${summary.files} berkas unggahan (${formatBytes(summary.bytes)}); ` +
      `${summary.migrations} migrasi dari cadangan${summary.newerMigrations > 0 ? ` + ${summary.newerMigrations} migrasi baru` : ''}.`,
  );
}

async function dispatch(argv: string[], cwd: string): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'backup') return backup(rest, cwd);
  if (command === 'restore') return restore(rest, cwd);
  throw new UsageError(command ? `Perintah tidak dikenal: ${command}` : 'Perintah belum disebutkan.');
}

/**
 * Runs `backup …` or `restore …`; answers the exit code (1: refused or failed, the reason printed).
 * `cwd`: where the command was typed, for relative paths (npm runs scripts from the root).
 */
export async function runCli(argv: string[], cwd = process.cwd()): Promise<number> {
  try {
    await dispatch(argv, cwd);
    return 0;
  } catch (err) {
    const badOption = (err as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS');
    const message =
      err instanceof UsageError
        ? `${err.message}\n${USAGE}`
        : badOption
          ? `Opsi tidak dikenal atau tidak lengkap.\n${USAGE}`
          : (err as Error).message;
    console.error(`Gagal: ${message}`);
    return 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await runCli(process.argv.slice(2));
