/**
 * Process chores for the embedded PostgreSQL: running its programs (as the `postgres` OS user
 * when the shop runs as root) and shutting down a server that a killed shop left running, found
 * through the cluster's `postmaster.pid`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { RunAs } from './postgres-user.ts';

export function runProgram(file: string, args: string[], who: RunAs | null, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(who ?? {}) });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${name} gagal (${code ?? signal}):\n${output}`));
    });
  });
}

function isPostmasterOf(pid: number, dir: string): boolean {
  try {
    if (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z')) return false; // a zombie nobody reaped
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return path.basename(cmdline[0] ?? '') === 'postgres' && cmdline.includes(dir);
  } catch {
    return false;
  }
}

function gone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

async function waitGone(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (gone(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return gone(pid);
}

/**
 * Backends of a postmaster that was killed outright (kill -9, OOM): PostgreSQL processes whose
 * working folder is this cluster. While one lives, the shared memory stays in use and a new
 * server refuses to start; they are stopped (SIGKILL: their server is gone, nothing to hand back).
 */
async function stopOrphanBackends(dir: string): Promise<void> {
  const real = realpathSync(dir);
  const orphans = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
    .map(Number)
    .filter((pid) => {
      try {
        return path.basename(readlinkSync(`/proc/${pid}/exe`)) === 'postgres' && readlinkSync(`/proc/${pid}/cwd`) === real;
      } catch {
        return false;
      }
    });
  for (const pid of orphans) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  await Promise.all(orphans.map((pid) => waitGone(pid, 5_000)));
}

/**
 * Stops the postmaster recorded in `dir/postmaster.pid` if it is still running on this cluster:
 * fast shutdown first (SIGINT), then immediate (SIGQUIT), then SIGKILL; then any backend a killed
 * postmaster left behind. A stale file (its process gone, a zombie not yet reaped, or the pid
 * reused by another program) is removed: PostgreSQL would refuse to start while that pid exists.
 * The caller holds the DATA_DIR lock, so no other shop is using this cluster.
 */
export async function stopPostmaster(dir: string): Promise<void> {
  const file = path.join(dir, 'postmaster.pid');
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostmasterOf(pid, dir)) {
    await stopOrphanBackends(dir);
    rmSync(file, { force: true });
    return;
  }
  for (const [signal, ms] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitGone(pid, ms)) return stopOrphanBackends(dir);
  }
  throw new Error(`PostgreSQL lama (pid ${pid}) di ${dir} tidak mau berhenti.`);
}
