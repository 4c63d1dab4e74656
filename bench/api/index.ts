/**
 * `npm run bench:api -- --scale [...]` (a flag, no number): the scale scenarios on the large shop of
 * `npm run seed:scale`, scale-bench.ts. Otherwise:
 *
 * `npm run bench:api [-- --runs 3 --scale 10 --duration 10 --warmup 3 --memory 60 --json out.json
 *                       --only name,name --cpu-prof dir --shop-root other-checkout --against before-checkout]`
 *
 * Starts the shop as production does (`node scripts/start.mjs` of the checkout measured, see
 * lib/shop.ts) on a fresh database (the embedded default in a temporary DATA_DIR, or a new
 * PostgreSQL database on BENCH_DATABASE_URL's server, dropped afterwards) and, beside it, a bare
 * node:http server answering a fixed product JSON: the machine's ceiling. Autocannon runs in this
 * process; the shop's processes and the ceiling share the same machine. Prints one table per run
 * and the medians, the memory of every process of the shop and the start-up times (run.ts,
 * memory-report.ts), and exits 1 when a budget is missed.
 *
 * `--against DIR` measures DIR's shop ("before") and this one (or --shop-root's, "after")
 * alternately in the same run, each run on its own fresh data, and compares them (compare.ts):
 * no scenario may lose more than 10 % of its throughput. `--cpu-prof dir` keeps one V8 profile of
 * the server process per run and side: Node refuses --cpu-prof in NODE_OPTIONS and start.mjs
 * passes no flags to the server, so the profile is taken by a preloaded module
 * (lib/cpu-profile.mjs, through NODE_OPTIONS=--import) in whatever node process serves.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/shop.ts';
import { loadAverage, parseArgs } from '../lib/stats.ts';
import { compare } from './compare.ts';
import { memoryReport } from './memory-report.ts';
import { CEILING, judge, medianRows, table, type RunResult } from './report.ts';
import { oneRun, type Settings } from './run.ts';
import { scaleBench } from './scale-bench.ts';

const args = parseArgs(process.argv.slice(2));
const settings: Settings = {
  runs: Number(args.get('runs') ?? 1),
  scale: Number(args.get('scale') ?? 1),
  durationS: Number(args.get('duration') ?? 10),
  warmupS: Number(args.get('warmup') ?? 3),
  memoryS: Number(args.get('memory') ?? 60),
  only: args.get('only')?.split(',') ?? null,
  json: args.get('json') ?? null,
  cpuProfDir: args.get('cpu-prof') ?? null,
  shopRoot: path.resolve(args.get('shop-root') ?? ROOT),
  against: args.get('against') ? path.resolve(args.get('against')!) : null,
};
const postgresUrl = process.env.BENCH_DATABASE_URL;
const enforce = settings.scale === 1;

/** The scenario table and the memory and start lines of one side; returns the budgets missed. */
function report(runs: RunResult[], heading: string) {
  const verdicts = judge(medianRows(runs));
  const memory = memoryReport(runs, { embedded: !postgresUrl, memoryS: settings.memoryS, enforce });
  console.log(
    `\n${heading} (${runs[0]!.engine}; ${runs.length > 1 ? `medians of ${runs.length} runs` : 'one run'}; load average now ${loadAverage()}):\n`,
  );
  console.log(table(verdicts, enforce));
  console.log(`\n${memory.text}`);
  const failures = verdicts.filter((v) => v.row.name !== CEILING && v.failures.length > 0).length + memory.failures;
  return { verdicts, failures };
}

function relative(dir: string): string {
  return dir === ROOT ? 'this checkout' : dir;
}

async function main(): Promise<number> {
  const sides = settings.against
    ? `${relative(settings.against)} and ${relative(settings.shopRoot)} alternately`
    : relative(settings.shopRoot);
  console.log(
    `Gayaku API benchmark of ${sides}: ${postgresUrl ? 'PostgreSQL' : 'embedded default'}, ` +
      `catalogue ×${settings.scale}, ${settings.runs} run(s), ` +
      `${settings.warmupS} s warm-up + ${settings.durationS} s per scenario; ${os.cpus().length} CPUs, node ${process.version}\n`,
  );
  const before: RunResult[] = [];
  const after: RunResult[] = [];
  for (let run = 1; run <= settings.runs; run++) {
    if (settings.against) before.push(await oneRun(settings.against, `run ${run}, before`, settings, postgresUrl));
    after.push(await oneRun(settings.shopRoot, settings.against ? `run ${run}, after` : `run ${run}`, settings, postgresUrl));
  }

  let failed = 0;
  let json: Record<string, unknown> = { settings, driver: postgresUrl ? 'postgres' : 'embedded' };
  if (settings.against) {
    const old = report(before, `Before: ${relative(settings.against)}, its own budgets for reference only`);
    const now = report(after, `After: ${relative(settings.shopRoot)}`);
    const comparison = compare(before, after, { before: relative(settings.against), after: relative(settings.shopRoot) });
    console.log(`\n${comparison.text}`);
    failed = now.failures + comparison.failures;
    json = {
      ...json,
      before: { root: settings.against, runs: before, verdicts: old.verdicts },
      after: { root: settings.shopRoot, runs: after, verdicts: now.verdicts },
      comparison,
    };
  } else {
    const now = report(after, settings.runs > 1 ? `Medians of ${settings.runs} runs` : 'Results');
    failed = now.failures;
    json = { ...json, runs: after, verdicts: now.verdicts };
  }
  if (settings.json) writeFileSync(settings.json, JSON.stringify(json, null, 2));
  if (!enforce) {
    console.log('\nBudgets are enforced on the demo catalogue (--scale 1) only; at this scale they are shown for comparison.');
    return 0;
  }
  console.log(failed === 0 ? '\nEvery budget met.' : `\n${failed} budget(s) missed.`);
  return failed === 0 ? 0 : 1;
}

(args.get('scale') === 'true' ? scaleBench(args) : main()).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
