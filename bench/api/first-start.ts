/**
 * `node --import tsx bench/api/first-start.ts [--repo DIR] [--as-user NAME] [--keep]`
 *
 * The first start on a fresh clone, as a newcomer meets it: `git clone` of DIR's HEAD (default:
 * this repository) into a temporary folder, `npm install`, then `npm start` on a free PORT with
 * the default DATA_DIR (./data of the clone), timed from the spawn of `npm start` until
 * `/api/products` first answers 200: building the storefront and the server, creating the
 * database and seeding it are all in it; the install is timed apart and is not. Budget: ≤ 60 s.
 * Then the shop is stopped (SIGTERM to npm's process group, the whole tree waited for) and the
 * clone removed (kept with --keep).
 *
 * `--as-user NAME` (as root): the clone is given to that user and install and start run as it
 * (spawned with its uid and gid and its HOME, so npm uses that user's cache, like `runuser -u NAME`
 * without a login shell). No user is created: when NAME does not exist the script says how to make one.
 * Not a timed test (not in `npm test`): the install needs the registry and takes minutes.
 */
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { lchownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeDataDir } from '../lib/data.ts';
import { listenerPid, processTree, stopTree, treeMemory } from '../lib/processes.ts';
import { freePort } from '../../apps/api/src/lib/free-port.ts';
import { ROOT, SHOP_ENV_DROPPED, waitFor } from '../lib/shop.ts';
import { fmt, parseArgs } from '../lib/stats.ts';
import { MEMORY_BUDGETS } from './memory-report.ts';

const args = parseArgs(process.argv.slice(2));
const repo = path.resolve(args.get('repo') ?? ROOT);
const asUser = args.get('as-user') ?? null;
const keep = args.has('keep');

interface User {
  name: string;
  uid: number;
  gid: number;
  home: string;
}

function lookUpUser(name: string): User | null {
  const res = spawnSync('getent', ['passwd', name], { encoding: 'utf8' });
  const f = res.status === 0 ? res.stdout.trim().split(':') : [];
  return f.length >= 7 ? { name, uid: Number(f[2]), gid: Number(f[3]), home: f[5]! } : null;
}

/** The environment of a newcomer's shell: none of the shop's settings, none of a parent npm's. */
function cleanEnv(user: User | null): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  const dropped = new Set([...SHOP_ENV_DROPPED, 'DATA_DIR', 'PORT', 'HOST', 'NODE_ENV', 'NODE_OPTIONS', 'INIT_CWD']);
  for (const [key, value] of Object.entries(process.env)) if (!dropped.has(key) && !/^npm_/i.test(key)) env[key] = value;
  if (user) Object.assign(env, { HOME: user.home, USER: user.name, LOGNAME: user.name });
  return env;
}

function seconds(ms: number): string {
  return `${fmt(ms / 1000, 1)} s`;
}

/** Runs a command to its end, its output kept; throws with the output's tail when it fails. */
function run(command: string, argv: string[], options: SpawnOptions): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    const keepLog = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-8000));
    child.stdout?.on('data', keepLog);
    child.stderr?.on('data', keepLog);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(Date.now() - started) : reject(new Error(`${command} ${argv.join(' ')} failed (${code}):\n${log}`)),
    );
  });
}

function chownTree(dir: string, user: User): void {
  lchownSync(dir, user.uid, user.gid);
  for (const entry of readdirSync(dir, { recursive: true }) as string[]) lchownSync(path.join(dir, entry), user.uid, user.gid);
}

async function startAndTime(clone: string, user: User | null) {
  const port = await freePort();
  const env = { ...cleanEnv(user), PORT: String(port) };
  // Its own process group, stopped as a terminal's Ctrl-C would: npm passes SIGTERM to `sh -c`, which does not pass it on.
  const as = user ? { uid: user.uid, gid: user.gid } : {};
  const child = spawn('npm', ['start'], { cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...as });
  let log = '';
  const keepLog = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keepLog);
  child.stderr?.on('data', keepLog);
  const spawnedAt = Date.now();
  try {
    const readyMs = await waitFor(`http://127.0.0.1:${port}/api/products`, child, () => log, 600_000, spawnedAt);
    const serverPid =
      listenerPid(
        port,
        processTree(child.pid!).map((p) => p.pid),
      ) ?? child.pid!;
    return { readyMs, memory: treeMemory(child.pid!, serverPid) };
  } finally {
    const killed = await stopTree(child, { group: true });
    if (killed.length > 0) console.log(`  the shop did not stop within 15 s of SIGTERM; its output:\n${log.slice(-3000)}`);
  }
}

async function main(): Promise<number> {
  let user: User | null = null;
  if (asUser) {
    if (process.getuid?.() !== 0) {
      console.error(`--as-user needs root (this is uid ${process.getuid?.()}): run it as root, or as ${asUser} without --as-user.`);
      return 2;
    }
    user = lookUpUser(asUser);
    if (!user) {
      console.error(`No OS user '${asUser}'. Create one first (as root): useradd -m ${asUser}   (-m: a home for npm's cache)`);
      return 2;
    }
  }
  const rev = spawnSync('git', ['-C', repo, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  if (!rev) throw new Error(`${repo} is not a git repository with a HEAD`);
  const who = user ? `as ${user.name}` : `as ${os.userInfo().username}`;
  console.log(`Fresh clone of ${repo} at ${rev}, installed and started ${who}; node ${process.version}, ${os.cpus().length} CPUs\n`);

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'gayaku-first-start-'));
  const clone = path.join(tmp, 'shop');
  try {
    // --no-hardlinks: the clone gets its own object files, so giving it to another user leaves DIR's alone.
    const cloneMs = await run('git', ['clone', '--quiet', '--no-hardlinks', repo, clone], {});
    await run('git', ['-C', clone, 'checkout', '--quiet', '--detach', rev], {});
    if (user) chownTree(tmp, user);
    console.log(`  git clone            ${seconds(cloneMs)}`);
    const as = user ? { uid: user.uid, gid: user.gid } : {};
    const installMs = await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: clone, env: cleanEnv(user), ...as });
    console.log(`  npm install          ${seconds(installMs)} (not in the budget)`);
    const { readyMs, memory } = await startAndTime(clone, user);
    console.log(`  npm start → first 200 of /api/products ${seconds(readyMs)} (building and seeding included)`);
    console.log(
      `  then: ${memory.processes} processes, Node RSS ${fmt(memory.nodeRssKb / 1024, 1)} MB, total RSS ${fmt(memory.totalRssKb / 1024, 1)} MB` +
        `${memory.totalPssKb === null ? '' : `, total PSS ${fmt(memory.totalPssKb / 1024, 1)} MB`}`,
    );
    const ok = readyMs <= MEMORY_BUDGETS.freshCloneS * 1000;
    console.log(
      `\nFirst start on a fresh clone ${seconds(readyMs)} (budget ≤ ${MEMORY_BUDGETS.freshCloneS} s, install excluded) → ${ok ? 'pass' : 'FAIL'}`,
    );
    return ok ? 0 : 1;
  } finally {
    if (keep) console.log(`\nkept: ${clone}`);
    else {
      removeDataDir(path.join(clone, 'data'));
      rmSync(tmp, { recursive: true, force: true });
    }
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
