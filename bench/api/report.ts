/** The API benchmark's budgets (docs/performance.md) and its tables. */
import { fmt, markdownTable, median } from '../lib/stats.ts';
import type { Measured } from './load.ts';

export const CEILING = 'ceiling (bare node:http)';

export interface MemoryFigures {
  warmRssKb: number;
  afterRssKb: number;
  mixedRps: number;
  mixedNon2xx: number;
}

export interface RunResult {
  measured: Measured[];
  ceilingRps: number;
  memory: MemoryFigures | null;
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
  { scenario: 'order creation', maxP99: 150 },
  { scenario: 'notification (settlement)', maxP99: 50 },
];
const MAX_RSS_GROWTH = 1.5;

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

export function memoryLine(runs: RunResult[]): { text: string; ok: boolean } {
  const figures = runs.map((r) => r.memory).filter((m): m is MemoryFigures => m !== null);
  if (figures.length === 0) return { text: 'memory phase skipped', ok: true };
  const warm = median(figures.map((m) => m.warmRssKb));
  const after = median(figures.map((m) => m.afterRssKb));
  const growth = median(figures.map((m) => m.afterRssKb / m.warmRssKb));
  const non2xx = figures.reduce((sum, m) => sum + m.mixedNon2xx, 0);
  const ok = growth <= MAX_RSS_GROWTH && non2xx === 0;
  const text =
    `shop RSS after warm-up ${fmt(warm / 1024, 1)} MB, after the mixed load ${fmt(after / 1024, 1)} MB: ` +
    `× ${fmt(growth, 2)} (budget ≤ × ${MAX_RSS_GROWTH}); mixed load ${fmt(median(figures.map((m) => m.mixedRps)))} req/s, ${non2xx} non-2xx → ${ok ? 'pass' : 'FAIL'}`;
  return { text, ok };
}
