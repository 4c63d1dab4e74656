/**
 * `npm run bench:api -- --scale [--data-dir DIR] [--runs 3] [--against <checkout>] [--only name,name]
 *                                [--duration 10] [--warmup 3] [--probe-limit 1000] [--json out.json]`
 *
 * The scale scenarios (scale-scenarios.ts) on the large shop `npm run seed:scale` built: its
 * embedded cluster in DIR (by default data/scale), or, with BENCH_DATABASE_URL, the seeded database
 * that URL names (its uploads in data/scale-<database>). Each run starts the shop on a fresh copy of
 * the seeded data (scale-run.ts). `--against DIR` runs that checkout ("before") and this one
 * ("after") alternately, each on its own copy of the same seeded data, and prints both and
 * before → after. A scenario whose one plain call answers non-2xx or takes longer than
 * `--probe-limit` ms (an old shop sending its whole list) is reported with that call, not loaded.
 * Exits 1 when "after" (or the only side) misses a budget.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/shop.ts';
import { fmt, loadAverage } from '../lib/stats.ts';
import { describe, scaleTarget } from '../scale/target.ts';
import { comparisonTable, memoryLines, sideTable, summariseSide } from './scale-report.ts';
import { scaleRun, type ScaleRunResult, type ScaleSettings } from './scale-run.ts';

const relative = (dir: string) => (dir === ROOT ? 'this checkout' : dir);

function side(runs: ScaleRunResult[], heading: string, enforce: boolean) {
  const summaries = summariseSide(runs);
  const memory = memoryLines(runs, !process.env.BENCH_DATABASE_URL, enforce);
  const runsText = runs.length > 1 ? `medians of ${runs.length} runs` : 'one run';
  console.log(`\n${heading} (${runsText}; load average now ${loadAverage()}):\n\n${sideTable(summaries, enforce)}\n\n${memory.text}`);
  return { summaries, failures: summaries.filter((s) => s.failures.length > 0).length + memory.failures };
}

export async function scaleBench(args: Map<string, string>): Promise<number> {
  const target = scaleTarget(args.get('data-dir'), process.env.BENCH_DATABASE_URL);
  const settings: ScaleSettings = {
    durationS: Number(args.get('duration') ?? 10),
    warmupS: Number(args.get('warmup') ?? 3),
    only: args.get('only')?.split(',') ?? null,
    probeLimitMs: Number(args.get('probe-limit') ?? 1000),
  };
  const runs = Number(args.get('runs') ?? 1);
  const shopRoot = path.resolve(args.get('shop-root') ?? ROOT);
  const against = args.get('against') ? path.resolve(args.get('against')!) : null;
  console.log(
    `Gayaku scale benchmark of ${against ? `${against} and ${relative(shopRoot)} alternately` : relative(shopRoot)} on ${describe(target)}: ` +
      `${runs} run(s), ${settings.warmupS} s warm-up + ${settings.durationS} s per scenario at 32 connections; ` +
      `${os.cpus().length} CPUs, node ${process.version}\n`,
  );
  const before: ScaleRunResult[] = [];
  const after: ScaleRunResult[] = [];
  for (let run = 1; run <= runs; run++) {
    if (against) before.push(await scaleRun(against, `run ${run}, before`, target, settings));
    after.push(await scaleRun(shopRoot, against ? `run ${run}, after` : `run ${run}`, target, settings));
  }
  const old = against ? side(before, `Before: ${against}, budgets for reference only`, false) : null;
  const now = side(after, against ? `After: ${relative(shopRoot)}` : 'Results', true);
  const json: Record<string, unknown> = { target, settings, after: { root: shopRoot, runs: after, summaries: now.summaries } };
  if (old) {
    console.log(`\nBefore → after:\n\n${comparisonTable(old.summaries, now.summaries)}`);
    json.before = { root: against, runs: before, summaries: old.summaries };
  }
  if (args.get('json')) writeFileSync(args.get('json')!, JSON.stringify(json, null, 2));
  console.log(now.failures === 0 ? '\nEvery budget met.' : `\n${fmt(now.failures)} budget(s) missed.`);
  return now.failures === 0 ? 0 : 1;
}
