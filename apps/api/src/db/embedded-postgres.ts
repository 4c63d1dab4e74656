/**
 * The embedded default: a real PostgreSQL server the shop runs itself. On first start the cluster
 * is initialised into `DATA_DIR/postgres` (marked finished only once initdb has succeeded, so a
 * crash during it is redone on the next start); every start runs `postgres` as a child process listening on
 * 127.0.0.1 only, on a free port, with password authentication (a random password kept in
 * `DATA_DIR/postgres.secret`, mode 0600) and no Unix socket. A server left running by a shop that
 * was killed (kill -9) is shut down before the new one starts. Why this engine and these settings:
 * docs/decisions/008-embedded-postgresql.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_POOL_SIZE, type Config } from '../config.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { freePort } from '../lib/free-port.ts';
import { postgresBinaries } from './postgres-binaries.ts';
import { clusterDir, postgresRunAs, type RunAs } from './postgres-user.ts';
import { runProgram, stopPostmaster } from './postmaster.ts';

const USER = 'gayaku';
const DATABASE = 'gayaku';
/** Sized for a small server (connections: maxConnectionsSetting()). */
const SERVER_SETTINGS = [
  'listen_addresses=127.0.0.1',
  'unix_socket_directories=',
  'shared_buffers=32MB',
  // The shop's statements are short; a parallel plan's workers (searches chose them) cost more to start
  // than they save: the mixed load went from 373 to 495 req/s without them (docs/performance.md).
  'max_parallel_workers_per_gather=0',
  'huge_pages=off',
  'logging_collector=off',
  'log_min_messages=warning',
  'lc_messages=C',
];

export interface EmbeddedPostgres {
  url: string;
  /** The postmaster's pid (its backends are its children). */
  pid: number;
  stop(): Promise<void>;
}

function secretFile(dataDir: string): string {
  return path.join(dataDir, 'postgres.secret');
}

function readOrCreateSecret(dataDir: string): string {
  const file = secretFile(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(24).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function embeddedUrl(dataDir: string, port: number): string {
  return `postgres://${USER}:${readOrCreateSecret(dataDir)}@127.0.0.1:${port}/${DATABASE}`;
}

/** Written beside the secret once initdb has finished: a cluster without it is half made and is made again. */
function readyMark(dataDir: string): string {
  return path.join(dataDir, 'postgres.initialised');
}

async function initialise(dir: string, dataDir: string, who: RunAs | null): Promise<void> {
  const { initdb } = await postgresBinaries(who);
  for (const entry of readdirSync(dir)) rmSync(path.join(dir, entry), { recursive: true, force: true });
  const pwfile = path.join(path.dirname(dir), '.postgres-pwfile'); // readable by the postgres user, outside the empty cluster folder
  writeFileSync(pwfile, `${readOrCreateSecret(dataDir)}\n`, { mode: 0o600 });
  if (who) chownSync(pwfile, who.uid, who.gid);
  try {
    const args = [`--pgdata=${dir}`, `--username=${USER}`, `--pwfile=${pwfile}`, '--auth=scram-sha-256', '--encoding=UTF8', '--locale=C'];
    await runProgram(initdb, args, who, 'initdb');
  } finally {
    rmSync(pwfile, { force: true });
  }
  writeFileSync(readyMark(dataDir), `${new Date().toISOString()}\n`);
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  let exited = false;
  child.once('exit', () => (exited = true));
  const until = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`PostgreSQL berhenti saat dinyalakan:\n${output()}`);
    const client = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres'), connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      const { rows } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
      if (rows.length === 0) await client.query(`create database ${DATABASE}`);
      return;
    } catch (err) {
      if (Date.now() > until)
        throw new Error(`PostgreSQL tidak menjawab dalam 60 detik: ${(err as Error).message}\n${output()}`, { cause: err });
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/**
 * Connections for a shop whose two pools hold `poolSize` each (DATABASE_POOL_SIZE, db/client.ts):
 * those, its listener, and room for a backup and psql; 40 at least.
 */
export function maxConnectionsSetting(poolSize: number): string {
  return `max_connections=${Math.max(40, 2 * poolSize + 10)}`;
}

/** Initialises the cluster when needed, starts the server and answers once `gayaku` accepts connections. */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (msg: string) => void = () => {},
  /** More `name=value` settings, after the shop's (the test suite's server takes more connections). */
  extraSettings: string[] = [],
  poolSize = DEFAULT_POOL_SIZE,
): Promise<EmbeddedPostgres> {
  const who = postgresRunAs();
  const dir = clusterDir(dataDir, who);
  await stopPostmaster(dir); // left running by a shop that was killed
  if (!existsSync(readyMark(dataDir))) {
    log(`menyiapkan database PostgreSQL bawaan di ${dir}`);
    await initialise(dir, dataDir, who);
  }
  const { postgres } = await postgresBinaries(who);
  const port = await freePort();
  const settings = [...SERVER_SETTINGS, maxConnectionsSetting(poolSize), ...extraSettings];
  const args = ['-D', dir, '-p', String(port), ...settings.flatMap((setting) => ['-c', setting])];
  const child = spawn(postgres, args, { stdio: ['ignore', 'ignore', 'pipe'], ...(who ?? {}) });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  // A shop that exits without stop() (an uncaught error) still takes its server down.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  const url = embeddedUrl(dataDir, port);
  try {
    await waitUntilReady(url, child, () => output);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      process.off('exit', onExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT'); // fast shutdown: open transactions roll back, committed data is on disk
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The URL of the shop's running embedded server (from its postmaster.pid), or null when none runs. */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid, , , port, , , , status] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return status?.trim() === 'ready' ? embeddedUrl(dataDir, Number(port)) : null;
}

/**
 * A connection for a command run beside the shop (backup, restore): DATABASE_URL, or the running
 * shop's embedded server, or (the shop being stopped) the embedded server started for the
 * command's duration, holding the DATA_DIR lock so the shop cannot start meanwhile.
 */
export async function attachToDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<{ url: string; release(): Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, release: async () => {} };
  const running = runningEmbeddedUrl(config.dataDir);
  if (running) return { url: running, release: async () => {} };
  const unlock = lockDataDir(config.dataDir);
  try {
    const server = await startEmbeddedPostgres(config.dataDir);
    return {
      url: server.url,
      release: async () => {
        await server.stop();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
