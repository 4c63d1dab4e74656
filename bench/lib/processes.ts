/**
 * The shop as a tree of processes, read from /proc (Linux): `npm start` is a launcher node
 * (scripts/start.mjs), the server node, and, on the embedded default, PostgreSQL's postmaster and
 * backends below the server (possibly running as another OS user). The benchmark measures them
 * all: every process whose chain of parents (/proc/PID/stat's ppid) leads to the top process.
 *
 * Memory is read three ways: VmRSS of the server node (the Node budget), the tree's summed RSS,
 * and its summed PSS (/proc/PID/smaps_rollup): RSS counts PostgreSQL's shared buffers once per
 * backend that touched them, PSS shares them out, so PSS is the honest total. Reading another
 * user's smaps_rollup needs root; without it the total PSS is null and reports fall back to RSS.
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { sleep } from './stats.ts';

/** Linux's USER_HZ: /proc/PID/stat counts CPU time in ticks of 10 ms. */
const TICK_MS = 10;

export interface ProcInfo {
  pid: number;
  ppid: number;
  comm: string;
  state: string;
  /** Start time in ticks after boot: with the pid, it tells a process from a later one reusing its pid. */
  startTime: number;
  /** utime + stime + cutime + cstime (the last two: its children that have exited and were reaped), in ms. */
  cpuMs: number;
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function procInfo(pid: number): ProcInfo | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  const close = stat.lastIndexOf(')');
  const f = stat.slice(close + 2).split(' ');
  return {
    pid,
    ppid: Number(f[1]),
    comm: stat.slice(stat.indexOf('(') + 1, close),
    state: f[0]!,
    startTime: Number(f[19]),
    cpuMs: (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * TICK_MS,
  };
}

/** The top process and all its descendants, parents before children (empty when the top is gone). */
export function processTree(top: number): ProcInfo[] {
  const children = new Map<number, ProcInfo[]>();
  let root: ProcInfo | null = null;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const info = procInfo(Number(name));
    if (!info) continue;
    if (info.pid === top) root = info;
    children.set(info.ppid, [...(children.get(info.ppid) ?? []), info]);
  }
  if (!root) return [];
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!.pid) ?? []));
  return tree;
}

/** CPU time (ms) of the whole tree so far; differences of two readings are what a phase cost. */
export function treeCpuMs(top: number): number {
  return processTree(top).reduce((sum, p) => sum + p.cpuMs, 0);
}

function statusKb(pid: number, field: string, file = 'status'): number | null {
  const text = readText(`/proc/${pid}/${file}`);
  const match = text && new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) : null;
}

/** VmRSS in kB (NaN when the process is gone or a zombie). */
export function rssKb(pid: number): number {
  return statusKb(pid, 'VmRSS') ?? Number.NaN;
}

export interface TreeMemory {
  /** VmRSS of the server's node process. */
  nodeRssKb: number;
  totalRssKb: number;
  /** null when some process's smaps_rollup could not be read (another user's, without root). */
  totalPssKb: number | null;
  processes: number;
}

/** The memory of these processes; PSS only when `withPss` (reading smaps_rollup is the costly part), else null. */
export function memoryOf(pids: readonly number[], serverPid: number, withPss = true): TreeMemory {
  let totalRssKb = 0;
  let totalPssKb: number | null = withPss ? 0 : null;
  let processes = 0;
  for (const pid of pids) {
    const rss = statusKb(pid, 'VmRSS');
    if (rss === null) continue; // a zombie, or gone meanwhile
    processes++;
    totalRssKb += rss;
    if (!withPss) continue;
    const pss = statusKb(pid, 'Pss', 'smaps_rollup');
    totalPssKb = totalPssKb === null || pss === null ? null : totalPssKb + pss;
  }
  return { nodeRssKb: rssKb(serverPid), totalRssKb, totalPssKb, processes };
}

export function treeMemory(top: number, serverPid: number): TreeMemory {
  return memoryOf(
    processTree(top).map((p) => p.pid),
    serverPid,
  );
}

/** Where sampleMemory() keeps its peaks (kB, Int32 in shared memory): node RSS, total RSS, total PSS (-1: unreadable), processes. */
const PEAK_FIELDS = 4;

/** peaks[i] = max(peaks[i], value), safe against the other thread doing the same; -1 stays (an unreadable PSS). */
function atomicMax(peaks: Int32Array, i: number, value: number): void {
  let current = Atomics.load(peaks, i);
  while (current !== -1 && value > current) {
    const seen = Atomics.compareExchange(peaks, i, current, value);
    if (seen === current) return;
    current = seen;
  }
}

/** Folds one reading into the shared peaks; its PSS only when it was read (`withPss`). */
export function foldPeak(peaks: Int32Array, m: TreeMemory, withPss = true): void {
  if (Number.isFinite(m.nodeRssKb)) atomicMax(peaks, 0, m.nodeRssKb);
  atomicMax(peaks, 1, m.totalRssKb);
  if (withPss && m.totalPssKb === null) Atomics.store(peaks, 2, -1);
  else if (withPss && m.totalPssKb !== null) atomicMax(peaks, 2, m.totalPssKb);
  atomicMax(peaks, 3, m.processes);
}

/**
 * The largest value of every figure seen, sampled every `everyMs` until stop(), in a worker thread
 * (memory-sampler.ts): a reading of the embedded default's ~20 processes takes ~20 ms of CPU (most of
 * it the kernel walking page tables for smaps_rollup), which on the load generator's own thread
 * held back the responses it was timing. The worker reads RSS every tick and PSS every fourth.
 */
export function sampleMemory(target: { pid: number; serverPid: number }, everyMs = 250): { stop(): TreeMemory } {
  const peaks = new Int32Array(new SharedArrayBuffer(PEAK_FIELDS * Int32Array.BYTES_PER_ELEMENT));
  foldPeak(peaks, treeMemory(target.pid, target.serverPid));
  const workerData = { pid: target.pid, serverPid: target.serverPid, everyMs, peaks };
  const worker = new Worker(new URL('./memory-sampler.mjs', import.meta.url), { workerData });
  // A sampler that fails leaves the readings at the phases' edges; the run goes on, and says so.
  worker.on('error', (err) => console.warn(`  memory sampler stopped: ${err.message}`));
  worker.unref();
  let result: TreeMemory | null = null;
  return {
    stop: () => {
      if (!result) {
        void worker.terminate();
        foldPeak(peaks, treeMemory(target.pid, target.serverPid));
        const pss = Atomics.load(peaks, 2);
        result = {
          nodeRssKb: Atomics.load(peaks, 0),
          totalRssKb: Atomics.load(peaks, 1),
          totalPssKb: pss === -1 ? null : pss,
          processes: Atomics.load(peaks, 3),
        };
      }
      return result;
    },
  };
}

/** The process among `pids` that holds the socket listening on TCP `port` (null if none is found). */
export function listenerPid(port: number, pids: number[]): number | null {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of (readText(table) ?? '').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] === '0A' && parseInt(cols[1]?.split(':')[1] ?? '', 16) === port) inodes.add(cols[9]!);
    }
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // another user's process, without root
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (target.startsWith('socket:[') && inodes.has(target.slice(8, -1))) return pid;
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

const alive = (p: ProcInfo) => {
  const now = procInfo(p.pid);
  return now !== null && now.startTime === p.startTime && now.state !== 'Z';
};

/**
 * SIGTERM to the top process (`group`: to its process group, as a terminal's Ctrl-C does; the
 * child must have been spawned `detached`), then waits until every process of its tree has exited
 * (re-read meanwhile, so processes started during the shutdown count too). After `graceMs` the
 * leftovers get SIGKILL, and a line says which. Resolves once the top process has been reaped.
 */
export async function stopTree(child: ChildProcess, { graceMs = 15_000, group = false } = {}): Promise<string[]> {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const known = new Map<string, ProcInfo>();
  const track = (list: ProcInfo[]) => list.forEach((p) => known.set(`${p.pid}:${p.startTime}`, p));
  if (child.pid !== undefined) track(processTree(child.pid));
  if (group && child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  else child.kill('SIGTERM');
  const deadline = Date.now() + graceMs;
  let left = [...known.values()].filter(alive);
  while (left.length > 0 && Date.now() < deadline) {
    await sleep(100);
    for (const p of left) track(processTree(p.pid));
    left = [...known.values()].filter(alive);
  }
  const killed = left.map((p) => `${p.pid} (${p.comm})`);
  if (killed.length > 0) {
    console.warn(`  ${killed.length} process(es) still running ${graceMs / 1000} s after SIGTERM, sent SIGKILL: ${killed.join(', ')}`);
    for (const p of left) {
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {
        // exited in between
      }
    }
    const until = Date.now() + 5000;
    while (left.some(alive) && Date.now() < until) await sleep(100);
  }
  await exited;
  return killed;
}
