/**
 * One scale run of one checkout: a fresh copy of the seeded large shop (bench/scale/target.ts), the
 * shop started on it (ready once /api/health answers: an old shop's whole product list takes
 * seconds), the admin signed in, then every scenario: first plain calls (no compression; status,
 * size and time), then, if one call answers 2xx within `probeLimitMs`, the load at 32
 * connections. A shop that died under a scenario is started again for the next one. The memory of
 * every process of the shop is read after the last scenario and sampled for the peak.
 * The "one call" is the median of up to three (see probe()).
 */
import pg from 'pg';
import { runningEmbeddedUrl } from '../../apps/api/src/db/embedded-postgres.ts';
import { processTree, rssKb, sampleMemory, type TreeMemory } from '../lib/processes.ts';
import { startShop, type RunningShop } from '../lib/shop.ts';
import { fmt, loadAverage, sleep } from '../lib/stats.ts';
import { copyForRun, type RunCopy, type ScaleTarget } from '../scale/target.ts';
import { login } from './client.ts';
import { runScenario, type LoadSettings, type Measured } from './load.ts';
import { headersOf, loadOf, scaleScenarios, type ScaleContext, type ScaleScenario } from './scale-scenarios.ts';

interface Probe {
  status: number;
  /** Decoded body size in bytes. */
  bytes: number;
  ms: number;
  /** Why the load was not run (null: it was). */
  skipped: string | null;
}

export interface ScaleRow {
  name: string;
  probe: Probe;
  load: Measured | null;
  /** The shop died during this scenario (and was started again). */
  died: boolean;
}

export interface ScaleRunResult {
  root: string;
  rows: ScaleRow[];
  after: TreeMemory;
  peak: TreeMemory;
  /** RSS in MB per kind of process (node, postgres), after the last scenario. */
  processes: string;
  coldMs: number;
}

export interface ScaleSettings extends LoadSettings {
  only: string[] | null;
  probeLimitMs: number;
}

async function oneCall(url: string, sc: ScaleScenario, ctx: ScaleContext): Promise<Omit<Probe, 'skipped'> & { error?: string }> {
  const started = performance.now();
  try {
    const res = await fetch(url + sc.paths[0], { headers: headersOf(sc, ctx, false), signal: AbortSignal.timeout(120_000) });
    const bytes = (await res.arrayBuffer()).byteLength;
    return { status: res.status, bytes, ms: performance.now() - started };
  } catch (err) {
    return { status: 0, bytes: 0, ms: performance.now() - started, error: (err as Error).message };
  }
}

/**
 * Up to three plain calls one after another (the first may pay for a cold cache or the JIT), the
 * median one reported; a call that fails, answers non-2xx or takes over five times the limit ends it.
 */
async function probe(url: string, sc: ScaleScenario, ctx: ScaleContext, limitMs: number): Promise<Probe> {
  const calls: Awaited<ReturnType<typeof oneCall>>[] = [];
  for (let i = 0; i < 3; i++) {
    const call = await oneCall(url, sc, ctx);
    calls.push(call);
    if (call.error || call.status < 200 || call.status > 299 || call.ms > 5 * limitMs) break;
  }
  const last = calls.at(-1)!;
  if (last.error) return { status: 0, bytes: 0, ms: last.ms, skipped: `no answer (${last.error})` };
  if (last.status < 200 || last.status > 299) return { ...last, skipped: `answers ${last.status}` };
  const ms = calls.map((c) => c.ms).sort((a, b) => a - b)[Math.floor((calls.length - 1) / 2)]!;
  return { status: last.status, bytes: last.bytes, ms, skipped: ms > limitMs ? 'one call too slow to load' : null };
}

async function alive(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) })).ok;
  } catch {
    return false;
  }
}

async function productIds(copy: RunCopy): Promise<number[]> {
  const client = new pg.Client({ connectionString: copy.database.url ?? runningEmbeddedUrl(copy.dataDir)! });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>('select id from products where id % 250 = 7 order by id');
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/** RSS per process name: "node 2 × 120 MB, postgres 12 × 180 MB". */
function byProcess(top: number): string {
  const groups = new Map<string, number[]>();
  for (const p of processTree(top)) {
    const kb = rssKb(p.pid);
    if (Number.isFinite(kb)) groups.set(p.comm, [...(groups.get(p.comm) ?? []), kb]);
  }
  return [...groups].map(([comm, list]) => `${comm} ${list.length} × (${list.map((kb) => fmt(kb / 1024)).join(', ')}) MB`).join('; ');
}

/** Why a shop died: V8's fatal error if it wrote one, else the end of its output. */
function lastWords(output: string): string {
  return /FATAL ERROR[^\n]*/.exec(output)?.[0] ?? /JavaScript heap out of memory/.exec(output)?.[0] ?? output.slice(-300);
}

/** The largest figures of several shops started one after another (one died, the next took over). */
function highest(list: TreeMemory[]): TreeMemory {
  const max = (f: (m: TreeMemory) => number) => Math.max(...list.map(f));
  const pss = list.map((m) => m.totalPssKb);
  return {
    nodeRssKb: max((m) => m.nodeRssKb),
    totalRssKb: max((m) => m.totalRssKb),
    totalPssKb: pss.every((p): p is number => p !== null) ? Math.max(...pss) : null,
    processes: max((m) => m.processes),
  };
}

export async function scaleRun(root: string, label: string, target: ScaleTarget, settings: ScaleSettings): Promise<ScaleRunResult> {
  console.log(`${label}: ${root}`);
  const copy = await copyForRun(target);
  const start = () => startShop({ dataDir: copy.dataDir, database: copy.database, root, readyPath: '/api/health' });
  let shop: RunningShop | null = null;
  try {
    shop = await start();
    const coldMs = shop.readyMs;
    const adminToken = (await login(shop.url, 'admin@gayaku.test', 'gayaku-admin-dev')).token;
    const ctx: ScaleContext = { productIds: await productIds(copy), adminToken };
    console.log(`  started in ${fmt(coldMs / 1000, 1)} s (migrations on the copy included); load average ${loadAverage()}`);
    let sampler = sampleMemory(shop);
    const peaks: TreeMemory[] = [];
    const rows: ScaleRow[] = [];
    for (const sc of scaleScenarios(ctx)) {
      if (settings.only && !settings.only.some((o) => sc.name.includes(o))) continue;
      const p = await probe(shop.url, sc, ctx, settings.probeLimitMs);
      const load = p.skipped ? null : await runScenario(shop.url, loadOf(sc, ctx), settings, shop.cpuMs);
      const died = !(await alive(shop.url));
      rows.push({ name: sc.name, probe: p, load, died });
      console.log(
        `  ${sc.name.padEnd(34)} ${String(p.status).padStart(3)} ${fmt(p.bytes / 1024, 1).padStart(9)} kB ${fmt(p.ms).padStart(6)} ms` +
          (load
            ? `  ${fmt(load.rps).padStart(6)} req/s p50 ${load.p50} p99 ${load.p99} ms non-2xx+err ${load.non2xx + load.errors}`
            : `  ${p.skipped}`) +
          (died ? '  THE SHOP DIED: started again' : ''),
      );
      if (died) {
        console.log(`    its last words: ${lastWords(shop.output())}`);
        peaks.push(sampler.stop());
        await shop.stop().catch(() => {});
        shop = await start();
        sampler = sampleMemory(shop);
      }
    }
    await sleep(1000);
    const after = shop.memory();
    peaks.push(sampler.stop());
    return { root, rows, after, peak: highest(peaks), processes: byProcess(shop.pid), coldMs };
  } finally {
    await shop?.stop().catch(() => {});
    await copy.remove().catch((err: unknown) => console.error('could not remove the copy', err));
  }
}
