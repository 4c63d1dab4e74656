/**
 * The shop as a real process tree, started the way its own root starts it in production: `node
 * scripts/start.mjs` (what `npm start` runs: it builds what is stale, then spawns the server, which
 * may start PostgreSQL below itself), on the DATA_DIR or database of data.ts. A checkout without
 * scripts/start.mjs is started as before it had one (`node --import tsx apps/api/src/server.ts`).
 * Stopping sends SIGTERM to the top process and waits for the whole tree (processes.ts). Also the
 * bare node:http "ceiling" server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from '../../apps/api/src/lib/free-port.ts';
import type { BenchDatabase } from './data.ts';
import { listenerPid, processTree, rssKb, stopTree, treeCpuMs, treeMemory, type TreeMemory } from './processes.ts';
import { sleep } from './stats.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningProcess {
  url: string;
  pid: number;
  /** Resident set size in kB of the serving node process, from /proc (Linux). */
  rssKb(): number;
  /** CPU time used so far (user + system, all threads, every process of the tree) in ms, from /proc. */
  cpuMs(): number;
  stop(): Promise<void>;
}

export interface RunningShop extends RunningProcess {
  /** The node process listening on the shop's port (`pid` is the launcher above it). */
  serverPid: number;
  /** ms from the spawn until `/api/products` first answered 200 (polled every 50 ms). */
  readyMs: number;
  memory(): TreeMemory;
  output(): string;
}

/** Polls `url` every `everyMs` until it answers 200; returns the ms since `since`. */
export async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs: number, since = Date.now(), everyMs = 50) {
  while (Date.now() - since < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`process exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.status === 200) return Date.now() - since;
    } catch {
      // not listening yet
    }
    await sleep(everyMs);
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => log };
}

/** Configuration the benchmark sets itself: whatever the caller's shell exported is dropped. */
export const SHOP_ENV_DROPPED = [
  'DATABASE_URL',
  'JWT_SECRET',
  'PUBLIC_URL',
  'WEB_DIST_DIR',
  'MIDTRANS_ENV',
  'MIDTRANS_SERVER_KEY',
  'MIDTRANS_CLIENT_KEY',
];

export interface ShopOptions {
  dataDir: string;
  database: BenchDatabase;
  /** Serve this copy of the built storefront instead of apps/web/dist. */
  webDistDir?: string;
  extraEnv?: Record<string, string>;
  /** Write a V8 CPU profile of the server process into this folder when it stops (cpu-profile.mjs). */
  cpuProfDir?: string;
  /** Run the shop of another checkout (with its own node_modules), e.g. an older commit: "before". */
  root?: string;
  /** Ready once this path answers 200 (default /api/products; a large shop's whole list may take seconds). */
  readyPath?: string;
}

function keepServerProfile(dir: string, serverPid: number): void {
  for (const file of readdirSync(dir).filter((f) => /^node-\d+\.cpuprofile$/.test(f))) {
    if (file === `node-${serverPid}.cpuprofile`)
      renameSync(path.join(dir, file), path.join(dir, `CPU.${Date.now()}.${serverPid}.cpuprofile`));
    else rmSync(path.join(dir, file));
  }
}

export async function startShop(options: ShopOptions): Promise<RunningShop> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of SHOP_ENV_DROPPED) delete env[key];
  Object.assign(env, {
    NODE_ENV: 'development', // the payment simulator refuses production
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    ...(options.database.url ? { DATABASE_URL: options.database.url } : {}),
    ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
    ...options.extraEnv,
  });
  if (options.cpuProfDir) {
    const preload = pathToFileURL(path.join(ROOT, 'bench/lib/cpu-profile.mjs')).href;
    Object.assign(env, {
      BENCH_CPU_PROF_DIR: path.resolve(options.cpuProfDir),
      NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import=${preload}`.trim(),
    });
  }
  const root = options.root ?? ROOT;
  const startScript = path.join(root, 'scripts/start.mjs');
  const args = existsSync(startScript) ? [startScript] : ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')];
  const spawnedAt = Date.now();
  const { child, output } = spawnLogged(process.execPath, args, env, root);
  const url = `http://127.0.0.1:${port}`;
  let readyMs: number;
  try {
    readyMs = await waitFor(`${url}${options.readyPath ?? '/api/products'}`, child, output, 300_000, spawnedAt);
  } catch (err) {
    await stopTree(child);
    throw err;
  }
  const top = child.pid!;
  const pids = processTree(top).map((p) => p.pid);
  const serverPid = listenerPid(port, pids) ?? top;
  return {
    url,
    pid: top,
    serverPid,
    readyMs,
    rssKb: () => rssKb(serverPid),
    cpuMs: () => treeCpuMs(top),
    memory: () => treeMemory(top, serverPid),
    stop: async () => {
      await stopTree(child);
      if (options.cpuProfDir) keepServerProfile(path.resolve(options.cpuProfDir), serverPid);
    },
    output,
  };
}

/** The machine's ceiling: a bare node:http server answering one fixed JSON body. */
export async function startCeiling(body: string): Promise<RunningProcess> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gayaku-ceiling-'));
  const bodyFile = path.join(dir, 'body.json');
  writeFileSync(bodyFile, body);
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), BODY_FILE: bodyFile };
  const { child, output } = spawnLogged(process.execPath, [path.join(ROOT, 'bench/api/ceiling-server.mjs')], env);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, output, 30_000);
  return {
    url,
    pid: child.pid!,
    rssKb: () => rssKb(child.pid!),
    cpuMs: () => treeCpuMs(child.pid!),
    stop: async () => {
      await stopTree(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
