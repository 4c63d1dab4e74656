/**
 * One run of the API benchmark against one checkout's shop, on its own fresh DATA_DIR (or fresh
 * PostgreSQL database): the first start (seeding, timed), a stop, the restart on the same data
 * (the cold start, timed; the shop measured is this second one), the idle memory, every scenario
 * beside the bare node:http ceiling, then the memory phase (10 s of mixed warm-up, `--memory` s of
 * mixed load). The memory of every process of the shop is sampled from the idle reading to the end,
 * for the peak, in a thread of its own (RSS every 250 ms, PSS every second: lib/processes.ts).
 */
import { sampleMemory } from '../lib/processes.ts';
import { createBenchDatabase, removeDataDir, tempDataDir, type BenchDatabase } from '../lib/data.ts';
import { startCeiling, startShop, type RunningShop } from '../lib/shop.ts';
import { fmt, loadAverage, sleep } from '../lib/stats.ts';
import { runFor, runScenario, type Measured } from './load.ts';
import { memoryBrief } from './memory-report.ts';
import { CEILING, type MemoryFigures, type RunResult } from './report.ts';
import { embeddedEngine, scaleUp, scalesWhileRunning } from './scale.ts';
import { mixedLoad, prepare, READ_CONNECTIONS, scenarios, type RunContext } from './scenarios.ts';

export interface Settings {
  runs: number;
  scale: number;
  durationS: number;
  warmupS: number;
  memoryS: number;
  only: string[] | null;
  json: string | null;
  /** Write a V8 CPU profile of the shop's server process (one per run and side) into this folder. */
  cpuProfDir: string | null;
  /** The checkout measured ("after" in paired mode): this one unless --shop-root says another. */
  shopRoot: string;
  /** Paired mode: this other checkout is "before", run alternately with shopRoot. */
  against: string | null;
}

async function memoryPhase(shop: RunningShop, ctx: RunContext, memoryS: number): Promise<MemoryFigures> {
  await runFor(shop.url, 'mixed warm-up', READ_CONNECTIONS, mixedLoad(shop.url, ctx), 10);
  await sleep(1000);
  const warm = shop.memory();
  const mixed = await runFor(shop.url, 'mixed', READ_CONNECTIONS, mixedLoad(shop.url, ctx), memoryS);
  await sleep(1000);
  const after = shop.memory();
  if (mixed.non2xx + mixed.errors > 0) console.log(`  mixed load: non-2xx ${JSON.stringify(mixed.statuses)}, errors ${mixed.errors}`);
  return {
    warmRssKb: warm.nodeRssKb,
    afterRssKb: after.nodeRssKb,
    warm,
    after,
    mixedRps: mixed.rps,
    mixedNon2xx: mixed.non2xx + mixed.errors,
  };
}

async function scale(database: BenchDatabase, dataDir: string, factor: number): Promise<void> {
  const size = await scaleUp(database, dataDir, factor);
  console.log(`  scaled ×${factor}: ${size.products} products, ${size.orders} orders`);
}

/** First start (seeds), stop, scale if asked, start again on the same data: the shop measured. */
async function startTwice(root: string, dataDir: string, database: BenchDatabase, settings: Settings) {
  const first = await startShop({ dataDir, database, root });
  const engine = embeddedEngine(database, dataDir) ?? 'PostgreSQL';
  const whileRunning = scalesWhileRunning(database, dataDir);
  try {
    if (settings.scale > 1 && whileRunning) await scale(database, dataDir, settings.scale);
  } finally {
    await first.stop();
  }
  if (settings.scale > 1 && !whileRunning) await scale(database, dataDir, settings.scale);
  const shop = await startShop({ dataDir, database, root, cpuProfDir: settings.cpuProfDir ?? undefined });
  console.log(`  ${engine}: first start ${fmt(first.readyMs / 1000, 2)} s, cold start ${fmt(shop.readyMs / 1000, 2)} s`);
  return { shop, engine, firstMs: first.readyMs };
}

export async function oneRun(root: string, label: string, settings: Settings, postgresUrl: string | undefined): Promise<RunResult> {
  const database = await createBenchDatabase(postgresUrl);
  const dataDir = tempDataDir('gayaku-bench-');
  const stops: (() => Promise<void>)[] = [];
  console.log(`${label}: ${root}`);
  try {
    const { shop, engine, firstMs } = await startTwice(root, dataDir, database, settings);
    stops.push(shop.stop);
    await sleep(1000);
    const idle = shop.memory();
    const sampler = sampleMemory(shop);
    stops.push(async () => void sampler.stop());
    const ctx = await prepare(shop.url);
    const detail = await (await fetch(`${shop.url}/api/products/${ctx.products[0]!.id}`)).text();
    const ceiling = await startCeiling(detail);
    stops.push(ceiling.stop);
    console.log(`  ${ctx.products.length} products, load average ${loadAverage()}`);
    const all = scenarios(shop.url, ctx);

    // One short pass over every read first, so the first scenario measured is not the one that pays for the JIT.
    for (const scenario of all.filter((sc) => sc.target === 'shop' && !sc.amount && sc.name !== 'order creation')) {
      await runScenario(shop.url, scenario, { durationS: 1, warmupS: 0 }, shop.cpuMs);
    }
    const measured: Measured[] = [];
    const ceilings: Measured[] = [];
    // The ceiling is measured first and last; its mean is what the shop is compared with.
    for (const scenario of [...all, all[0]!]) {
      if (scenario.name !== CEILING && settings.only && !settings.only.some((o) => scenario.name.includes(o))) continue;
      const server = scenario.target === 'ceiling' ? ceiling : shop;
      const m = await runScenario(server.url, scenario, settings, server.cpuMs);
      if (scenario.name === CEILING) ceilings.push(m);
      else measured.push(m);
      console.log(
        `  ${m.name.padEnd(28)} ${fmt(m.rps).padStart(7)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms  ` +
          `CPU ${fmt(m.cpuUsPerRequest)} µs/req  non-2xx ${m.non2xx + m.errors}`,
      );
    }
    const ceilingRps = ceilings.reduce((a, b) => a + b.rps, 0) / ceilings.length;
    const ceilingRow: Measured = {
      ...ceilings[0]!,
      rps: ceilingRps,
      p50: Math.max(...ceilings.map((c) => c.p50)),
      p99: Math.max(...ceilings.map((c) => c.p99)),
    };
    const memory = settings.memoryS > 0 && !settings.only ? await memoryPhase(shop, ctx, settings.memoryS) : null;
    const peak = sampler.stop();
    console.log(`  memory, Node RSS / total RSS / total PSS: idle ${memoryBrief(idle)}`);
    if (memory) console.log(`    after warm-up ${memoryBrief(memory.warm)}; after the mixed load ${memoryBrief(memory.after)}`);
    console.log(`    peak ${memoryBrief(peak)}`);
    return { root, engine, measured: [ceilingRow, ...measured], ceilingRps, memory, idle, peak, start: { firstMs, coldMs: shop.readyMs } };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    await database.drop().catch((err: unknown) => console.error('could not drop the bench database', err));
    removeDataDir(dataDir);
  }
}
