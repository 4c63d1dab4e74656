/**
 * Memory and start-up of the shop's processes and their budgets (issue "embedded PostgreSQL"):
 * the server node's RSS ≤ 150 MB after the mixed load, on either database; the total of every
 * process of the shop (launcher, server, PostgreSQL) ≤ 250 MB on the embedded default, judged on
 * PSS when it could be read (RSS counts PostgreSQL's shared memory once per backend), else on RSS;
 * the Node RSS growth of the first version of this benchmark (≤ × 1.5 from warm-up to the end of
 * the load); a restart on an existing DATA_DIR answering /api/products within 3 s. The first start
 * on a fresh DATA_DIR (seeding) is shown too; its 60 s budget is for a fresh clone, measured by
 * first-start.ts.
 */
import type { TreeMemory } from '../lib/processes.ts';
import { fmt, markdownTable, median } from '../lib/stats.ts';
import type { RunResult } from './report.ts';

export const MEMORY_BUDGETS = { nodeRssMb: 150, totalMb: 250, growth: 1.5, coldStartMs: 3000, freshCloneS: 60 };

export const mb = (kb: number | null) => (kb === null ? '–' : fmt(kb / 1024, 1));

/** The figure the total budget is judged on: PSS when every process's could be read, else RSS. */
function totalOf(m: TreeMemory): { kb: number; kind: 'PSS' | 'RSS' } {
  return m.totalPssKb === null ? { kb: m.totalRssKb, kind: 'RSS' } : { kb: m.totalPssKb, kind: 'PSS' };
}

/** Per figure, the median over the runs (the PSS only when every run could read it). */
function medianMemory(list: TreeMemory[]): TreeMemory {
  const pss = list.map((m) => m.totalPssKb);
  return {
    nodeRssKb: median(list.map((m) => m.nodeRssKb)),
    totalRssKb: median(list.map((m) => m.totalRssKb)),
    totalPssKb: pss.every((p): p is number => p !== null) ? median(pss) : null,
    processes: median(list.map((m) => m.processes)),
  };
}

export interface MemorySummary {
  idle: TreeMemory;
  warm: TreeMemory | null;
  after: TreeMemory | null;
  peak: TreeMemory;
  growth: number;
  mixedRps: number;
  mixedNon2xx: number;
  firstStartMs: number;
  coldStartMs: number;
}

export function summariseMemory(runs: RunResult[]): MemorySummary {
  const phases = runs.map((r) => r.memory).filter((m) => m !== null);
  const some = phases.length > 0;
  return {
    idle: medianMemory(runs.map((r) => r.idle)),
    warm: some ? medianMemory(phases.map((m) => m.warm)) : null,
    after: some ? medianMemory(phases.map((m) => m.after)) : null,
    peak: medianMemory(runs.map((r) => r.peak)),
    growth: median(phases.map((m) => m.afterRssKb / m.warmRssKb)),
    mixedRps: median(phases.map((m) => m.mixedRps)),
    mixedNon2xx: phases.reduce((sum, m) => sum + m.mixedNon2xx, 0),
    firstStartMs: median(runs.map((r) => r.start.firstMs)),
    coldStartMs: median(runs.map((r) => r.start.coldMs)),
  };
}

/** One line of a run's progress output: Node RSS / total RSS / total PSS in MB. */
export function memoryBrief(m: TreeMemory): string {
  return `${mb(m.nodeRssKb)} / ${mb(m.totalRssKb)} / ${mb(m.totalPssKb)} MB (${m.processes} processes)`;
}

function verdict(ok: boolean, enforce: boolean): string {
  return ok ? 'pass' : enforce ? 'FAIL' : 'miss';
}

/**
 * The memory table and the budget lines. `embedded`: the shop ran on its embedded default, whose
 * database server is one of the shop's processes (the total budget applies only then).
 */
export function memoryReport(
  runs: RunResult[],
  options: { embedded: boolean; memoryS: number; enforce: boolean },
): { text: string; failures: number } {
  const s = summariseMemory(runs);
  const row = (when: string, m: TreeMemory | null) =>
    m ? [[when, mb(m.nodeRssKb), mb(m.totalRssKb), mb(m.totalPssKb), fmt(m.processes)]] : [];
  const lines = [
    `Memory of the shop's processes (MB${runs.length > 1 ? `, medians of ${runs.length} runs` : ''}; Node: the server process; total: every process of the shop):\n`,
    markdownTable(
      ['when', '>Node RSS', '>total RSS', '>total PSS', '>processes'],
      [
        ...row('idle (after the start)', s.idle),
        ...row('after the mixed warm-up (10 s)', s.warm),
        ...row(`after the mixed load (${options.memoryS} s)`, s.after),
        ...row('peak (RSS every 250 ms, PSS every 1 s; scenarios and memory phase)', s.peak),
      ],
    ),
    '',
  ];
  let failures = 0;
  const judge = (ok: boolean) => {
    if (!ok) failures++;
    return verdict(ok, options.enforce);
  };
  if (s.after && s.warm) {
    const nodeOk = s.after.nodeRssKb <= MEMORY_BUDGETS.nodeRssMb * 1024;
    lines.push(`- Node RSS after the mixed load ${mb(s.after.nodeRssKb)} MB (budget ≤ ${MEMORY_BUDGETS.nodeRssMb} MB) → ${judge(nodeOk)}`);
    const total = totalOf(s.after);
    const unread = total.kind === 'RSS' ? " (PSS unreadable: reading another user's /proc/PID/smaps_rollup needs root)" : '';
    if (options.embedded)
      lines.push(
        `- total ${total.kind} after the mixed load ${mb(total.kb)} MB${unread} (budget ≤ ${MEMORY_BUDGETS.totalMb} MB) → ` +
          judge(total.kb <= MEMORY_BUDGETS.totalMb * 1024),
      );
    else lines.push(`- total ${total.kind} ${mb(total.kb)} MB: no budget on PostgreSQL (its server is not one of the shop's processes)`);
    const growthOk = s.growth <= MEMORY_BUDGETS.growth && s.mixedNon2xx === 0;
    lines.push(
      `- Node RSS growth from warm-up to the end of the load × ${fmt(s.growth, 2)} (budget ≤ × ${MEMORY_BUDGETS.growth}); ` +
        `mixed load ${fmt(s.mixedRps)} req/s, ${s.mixedNon2xx} non-2xx → ${judge(growthOk)}`,
    );
  } else lines.push('- memory phase skipped (--memory 0 or --only): the memory budgets are not judged');
  lines.push(
    `- first start on fresh data (seeding; building too if the build was stale) ${fmt(s.firstStartMs / 1000, 2)} s ` +
      `(the ≤ ${MEMORY_BUDGETS.freshCloneS} s budget is for a fresh clone: bench/api/first-start.ts)`,
    `- cold start (restart on the seeded data, spawn to the first 200 of /api/products) ${fmt(s.coldStartMs / 1000, 2)} s ` +
      `(budget ≤ ${MEMORY_BUDGETS.coldStartMs / 1000} s) → ${judge(s.coldStartMs <= MEMORY_BUDGETS.coldStartMs)}`,
  );
  return { text: lines.join('\n'), failures };
}
