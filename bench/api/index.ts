/**
 * `npm run bench:api [-- --runs 3 --scale 10 --duration 10 --warmup 3 --memory 60 --json out.json
 *                       --only name,name --cpu-prof dir --shop-root other-checkout]`
 *
 * Starts the shop as a real process on a fresh database (PGlite in a temporary DATA_DIR, or a new
 * PostgreSQL database on BENCH_DATABASE_URL's server, dropped afterwards) and, beside it, a bare
 * node:http server answering a fixed product JSON: the machine's ceiling. Autocannon runs in this
 * process; the shop, PGlite and the ceiling share the same machine. Prints one table per run and
 * the medians, and exits 1 when a budget (report.ts) is missed.
 */
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase, startCeiling, startShop, tempDataDir, type RunningProcess } from '../lib/shop.ts';
import { fmt, loadAverage, parseArgs, sleep } from '../lib/stats.ts';
import { runFor, runScenario, type Measured } from './load.ts';
import { CEILING, judge, medianRows, memoryLine, table, type MemoryFigures, type RunResult } from './report.ts';
import { scaleUp } from './scale.ts';
import { mixedLoad, prepare, READ_CONNECTIONS, scenarios, type RunContext } from './scenarios.ts';

const args = parseArgs(process.argv.slice(2));
const settings = {
  runs: Number(args.get('runs') ?? 1),
  scale: Number(args.get('scale') ?? 1),
  durationS: Number(args.get('duration') ?? 10),
  warmupS: Number(args.get('warmup') ?? 3),
  memoryS: Number(args.get('memory') ?? 60),
  only: args.get('only')?.split(',') ?? null,
  json: args.get('json') ?? null,
  /** Write a V8 CPU profile of the shop process (one per run) into this folder. */
  cpuProfDir: args.get('cpu-prof') ?? null,
  /** Measure the shop of another checkout (an older commit, for "before" figures). */
  shopRoot: args.get('shop-root') ? path.resolve(args.get('shop-root')!) : undefined,
};
const postgresUrl = process.env.BENCH_DATABASE_URL;

async function memoryPhase(shop: RunningProcess, ctx: RunContext): Promise<MemoryFigures> {
  await runFor(shop.url, 'mixed warm-up', READ_CONNECTIONS, mixedLoad(shop.url, ctx), 10);
  await sleep(1000);
  const warmRssKb = shop.rssKb();
  const mixed = await runFor(shop.url, 'mixed', READ_CONNECTIONS, mixedLoad(shop.url, ctx), settings.memoryS);
  await sleep(1000);
  if (mixed.non2xx + mixed.errors > 0) console.log(`  mixed load: non-2xx ${JSON.stringify(mixed.statuses)}, errors ${mixed.errors}`);
  return { warmRssKb, afterRssKb: shop.rssKb(), mixedRps: mixed.rps, mixedNon2xx: mixed.non2xx + mixed.errors };
}

async function startScaledShop(dataDir: string, database: Awaited<ReturnType<typeof createBenchDatabase>>) {
  const root = settings.shopRoot;
  const seeded = await startShop({ dataDir, database, root });
  if (settings.scale === 1 && !settings.cpuProfDir) return seeded;
  // Scaling writes into the stopped shop's database; a CPU profile should hold the load, not the seeding.
  await seeded.stop();
  if (settings.scale > 1) {
    const size = await scaleUp(database, dataDir, settings.scale);
    console.log(`  scaled ×${settings.scale}: ${size.products} products, ${size.orders} orders`);
  }
  const nodeArgs = settings.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(settings.cpuProfDir)}`] : [];
  return startShop({ dataDir, database, nodeArgs, root });
}

async function oneRun(run: number): Promise<RunResult> {
  const database = await createBenchDatabase(postgresUrl);
  const dataDir = tempDataDir('gayaku-bench-');
  const stops: (() => Promise<void>)[] = [];
  try {
    const shop = await startScaledShop(dataDir, database);
    stops.push(shop.stop);
    const ctx = await prepare(shop.url);
    const detail = await (await fetch(`${shop.url}/api/products/${ctx.products[0]!.id}`)).text();
    const ceiling = await startCeiling(detail);
    stops.push(ceiling.stop);
    console.log(`run ${run}: ${database.driver}, ${ctx.products.length} products, load average ${loadAverage()}`);
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
    const memory = settings.memoryS > 0 && !settings.only ? await memoryPhase(shop, ctx) : null;
    if (memory) console.log(`  memory: ${fmt(memory.warmRssKb / 1024, 1)} MB → ${fmt(memory.afterRssKb / 1024, 1)} MB`);
    return { measured: [ceilingRow, ...measured], ceilingRps, memory };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    await database.drop().catch((err: unknown) => console.error('could not drop the bench database', err));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  console.log(
    `Gayaku API benchmark${settings.shopRoot ? ` of ${settings.shopRoot}` : ''}: ${postgresUrl ? 'PostgreSQL' : 'PGlite'}, ` +
      `catalogue ×${settings.scale}, ${settings.runs} run(s), ` +
      `${settings.warmupS} s warm-up + ${settings.durationS} s per scenario; ${os.cpus().length} CPUs, node ${process.version}\n`,
  );
  const runs: RunResult[] = [];
  for (let run = 1; run <= settings.runs; run++) runs.push(await oneRun(run));

  const verdicts = judge(medianRows(runs));
  const enforce = settings.scale === 1;
  const memory = memoryLine(runs);
  console.log(`\n${settings.runs > 1 ? `Medians of ${settings.runs} runs` : 'Results'} (load average now ${loadAverage()}):\n`);
  console.log(table(verdicts, enforce));
  console.log(`\n${memory.text}`);
  if (settings.json)
    writeFileSync(settings.json, JSON.stringify({ settings, driver: postgresUrl ? 'postgres' : 'pglite', runs, verdicts }, null, 2));
  const failed = verdicts.filter((v) => v.row.name !== CEILING && v.failures.length > 0).length + (memory.ok ? 0 : 1);
  if (!enforce) {
    console.log('\nBudgets are enforced on the demo catalogue (--scale 1) only; at this scale they are shown for comparison.');
    return 0;
  }
  console.log(failed === 0 ? '\nEvery budget met.' : `\n${failed} budget(s) missed.`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
