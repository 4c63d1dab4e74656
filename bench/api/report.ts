/**
 * The API benchmark's budgets per scenario (docs/performance.md) and its table; the memory and
 * start-up figures are in memory-report.ts, the before/after comparison in compare.ts.
 */
import type { TreeMemory } from '../lib/processes.ts';
import { fmt, markdownTable, median } from '../lib/stats.ts';
import type { Measured } from './load.ts';

export const CEILING = 'ceiling (bare node:http)';

/** The memory phase: after its mixed warm-up, and after the measured mixed load. */
export interface MemoryFigures {
  /** The server node's RSS, as the first version of this benchmark reported it. */
  warmRssKb: number;
  afterRssKb: number;
  warm: TreeMemory;
  after: TreeMemory;
  mixedRps: number;
  mixedNon2xx: number;
}

export interface RunResult {
  /** The checkout whose shop was measured. */
  root: string;
  /** 'PGlite', 'embedded PostgreSQL' or 'PostgreSQL' (BENCH_DATABASE_URL). */
  engine: string;
  measured: Measured[];
  ceilingRps: number;
  memory: MemoryFigures | null;
  /** Right after the measured start, before any load. */
  idle: TreeMemory;
  /** The largest figures sampled (RSS every 250 ms, PSS every second) from then until the end of the memory phase. */
  peak: TreeMemory;
  /** ms from spawn to the first 200 of /api/products: on a fresh DATA_DIR (seeding), then restarted on it. */
  start: { firstMs: number; coldMs: number };
}

export interface Row extends Measured {
  /** Share of the ceiling measured in the same run (median over runs). */
  ratio: number;
}

interface Budget {
  scenario: string;
  minRatio?: number;
  maxP99?: number;
}

const BUDGETS: Budget[] = [
  { scenario: 'product detail', minRatio: 0.3, maxP99: 20 },
  { scenario: 'product list (default)', minRatio: 0.15 },
  { scenario: 'product list (filtered)', minRatio: 0.15 },
  { scenario: 'order creation', maxP99: 100 },
  { scenario: 'notification (settlement)', maxP99: 50 },
];

/** Per scenario, the median of every figure over the runs (ratios are taken per run first). */
export function medianRows(runs: RunResult[]): Row[] {
  const names = runs[0]?.measured.map((m) => m.name) ?? [];
  return names.map((name) => {
    const all = runs.map((r) => ({ m: r.measured.find((m) => m.name === name)!, ceiling: r.ceilingRps }));
    const pick = (f: (m: Measured) => number) => median(all.map(({ m }) => f(m)));
    return {
      name,
      connections: all[0]!.m.connections,
      requests: pick((m) => m.requests),
      rps: name === CEILING ? median(runs.map((r) => r.ceilingRps)) : pick((m) => m.rps),
      p50: pick((m) => m.p50),
      p99: pick((m) => m.p99),
      max: pick((m) => m.max),
      non2xx: all.reduce((sum, { m }) => sum + m.non2xx, 0),
      errors: all.reduce((sum, { m }) => sum + m.errors, 0),
      statuses: all.reduce<Record<string, number>>((acc, { m }) => {
        for (const [code, n] of Object.entries(m.statuses ?? {})) acc[code] = (acc[code] ?? 0) + n;
        return acc;
      }, {}),
      bytesPerRequest: pick((m) => m.bytesPerRequest),
      cpuUsPerRequest: pick((m) => m.cpuUsPerRequest),
      ratio: name === CEILING ? 1 : median(all.map(({ m, ceiling }) => m.rps / ceiling)),
    };
  });
}

function budgetText(b: Budget | undefined): string {
  if (!b) return 'no non-2xx';
  return [b.minRatio !== undefined ? `≥ ${b.minRatio * 100} %` : '', b.maxP99 !== undefined ? `p99 ≤ ${b.maxP99} ms` : '']
    .filter(Boolean)
    .join(', ');
}

export interface Verdict {
  row: Row;
  failures: string[];
}

export function judge(rows: Row[]): Verdict[] {
  return rows.map((row) => {
    const failures: string[] = [];
    const budget = BUDGETS.find((b) => b.scenario === row.name);
    if (row.non2xx > 0 || row.errors > 0) failures.push(`non-2xx ${JSON.stringify(row.statuses)}, ${row.errors} errors/timeouts`);
    if (budget?.minRatio !== undefined && row.ratio < budget.minRatio)
      failures.push(`${fmt(row.ratio * 100, 1)} % < ${budget.minRatio * 100} %`);
    if (budget?.maxP99 !== undefined && row.p99 > budget.maxP99) failures.push(`p99 ${row.p99} ms > ${budget.maxP99} ms`);
    return { row, failures };
  });
}

export function table(verdicts: Verdict[], enforce: boolean): string {
  const rows = verdicts.map(({ row, failures }) => {
    const budget = BUDGETS.find((b) => b.scenario === row.name);
    const verdict = row.name === CEILING ? '' : failures.length === 0 ? 'pass' : `${enforce ? 'FAIL' : 'miss'}: ${failures.join('; ')}`;
    return [
      row.name,
      String(row.connections),
      fmt(row.rps),
      row.name === CEILING ? '100 %' : `${fmt(row.ratio * 100, 1)} %`,
      fmt(row.p50),
      fmt(row.p99),
      fmt(row.bytesPerRequest / 1024, 1),
      fmt(row.cpuUsPerRequest),
      String(row.non2xx + row.errors),
      row.name === CEILING ? '' : budgetText(budget),
      verdict,
    ];
  });
  return markdownTable(
    ['scenario', '>conns', '>req/s', '>of ceiling', '>p50 ms', '>p99 ms', '>kB/resp', '>CPU µs/req', '>non-2xx+err', 'budget', 'verdict'],
    rows,
  );
}
