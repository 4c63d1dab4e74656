/**
 * The scale benchmark's tables: per side, every scenario with its one plain call (status, decoded
 * size, time) and its load at 32 connections (req/s, p50, p99, medians over the runs), judged on its
 * budgets; the memory of the shop's processes after the run; and, with --against, before → after.
 */
import type { TreeMemory } from '../lib/processes.ts';
import { fmt, markdownTable, median } from '../lib/stats.ts';
import { MEMORY_BUDGETS, mb } from './memory-report.ts';
import type { ScaleRow, ScaleRunResult } from './scale-run.ts';
import { MAX_ANSWER_BYTES, scaleScenarios } from './scale-scenarios.ts';

export interface ScaleSummary {
  name: string;
  status: string;
  kb: number;
  callMs: number;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  loaded: boolean;
  note: string;
  maxP99: number | undefined;
  failures: string[];
}

const BUDGETS = new Map(scaleScenarios({ productIds: [1], adminToken: '' }).map((s) => [s.name, s.maxP99]));

function summarise(name: string, rows: ScaleRow[]): ScaleSummary {
  const loads = rows.map((r) => r.load).filter((l) => l !== null);
  const statuses = [...new Set(rows.map((r) => (r.probe.status === 0 ? 'none' : String(r.probe.status))))].join('/');
  const pick = (f: (l: NonNullable<ScaleRow['load']>) => number) => (loads.length > 0 ? median(loads.map(f)) : Number.NaN);
  const s: ScaleSummary = {
    name,
    status: statuses,
    kb: median(rows.map((r) => r.probe.bytes / 1024)),
    callMs: median(rows.map((r) => r.probe.ms)),
    rps: pick((l) => l.rps),
    p50: pick((l) => l.p50),
    p99: pick((l) => l.p99),
    failed: loads.reduce((sum, l) => sum + l.non2xx + l.errors, 0),
    loaded: loads.length === rows.length,
    note: [...new Set(rows.flatMap((r) => [r.probe.skipped ?? '', r.died ? 'the shop died' : '']).filter(Boolean))].join('; '),
    maxP99: BUDGETS.get(name),
    failures: [],
  };
  if (!s.loaded) s.failures.push(s.note || 'not loaded');
  if (loads.some((l) => l.requests === 0)) s.failures.push('no answer completed within the run');
  if (s.failed > 0) s.failures.push(`${s.failed} non-2xx/errors`);
  if (s.kb * 1024 > MAX_ANSWER_BYTES) s.failures.push(`answer ${fmt(s.kb)} kB > 200 kB`);
  if (s.maxP99 !== undefined && s.p99 > s.maxP99) s.failures.push(`p99 ${s.p99} ms > ${s.maxP99} ms`);
  return s;
}

export function summariseSide(runs: ScaleRunResult[]): ScaleSummary[] {
  const names = runs[0]?.rows.map((r) => r.name) ?? [];
  return names.map((name) =>
    summarise(
      name,
      runs.map((run) => run.rows.find((r) => r.name === name)!),
    ),
  );
}

const size = (kb: number) => (kb >= 1024 ? `${fmt(kb / 1024, 1)} MB` : `${fmt(kb, 1)} kB`);

export function sideTable(summaries: ScaleSummary[], enforce: boolean): string {
  return markdownTable(
    ['scenario', 'status', '>answer', '>one call ms', '>req/s', '>p50 ms', '>p99 ms', 'budget', 'verdict'],
    summaries.map((s) => [
      s.name,
      s.status,
      size(s.kb),
      fmt(s.callMs),
      fmt(s.rps),
      fmt(s.p50),
      fmt(s.p99),
      [s.maxP99 !== undefined ? `p99 ≤ ${s.maxP99} ms` : '', '≤ 200 kB'].filter(Boolean).join(', '),
      s.failures.length === 0 ? 'pass' : `${enforce ? 'FAIL' : 'miss'}: ${s.failures.join('; ')}`,
    ]),
  );
}

function medianMemory(list: TreeMemory[]): string {
  const pss = list.map((m) => m.totalPssKb);
  const totalPss = pss.every((p): p is number => p !== null) ? median(pss) : null;
  return `Node RSS ${mb(median(list.map((m) => m.nodeRssKb)))} MB, every process RSS ${mb(median(list.map((m) => m.totalRssKb)))} MB / PSS ${mb(totalPss)} MB (${fmt(median(list.map((m) => m.processes)))} processes)`;
}

/** The memory lines, judged on the engine's budgets: Node RSS ≤ 150 MB; on the embedded default every process ≤ 250 MB (PSS, else RSS). */
export function memoryLines(runs: ScaleRunResult[], embedded: boolean, enforce: boolean): { text: string; failures: number } {
  const after = runs.map((r) => r.after);
  const node = median(after.map((m) => m.nodeRssKb));
  const pss = after.map((m) => m.totalPssKb);
  const total = pss.every((p): p is number => p !== null) ? median(pss) : median(after.map((m) => m.totalRssKb));
  const verdict = (ok: boolean) => (ok ? 'pass' : enforce ? 'FAIL' : 'miss');
  const nodeOk = node <= MEMORY_BUDGETS.nodeRssMb * 1024;
  const totalOk = !embedded || total <= MEMORY_BUDGETS.totalMb * 1024;
  const text = [
    `- after the last scenario: ${medianMemory(after)}`,
    `- peak (RSS every 250 ms, PSS every 1 s, during the scenarios): ${medianMemory(runs.map((r) => r.peak))}`,
    ...runs.map((r, i) => `- run ${i + 1}, RSS per process after the run: ${r.processes}`),
    `- start on the copy of the seeded shop (migrations included), spawn to /api/health: ${fmt(median(runs.map((r) => r.coldMs)) / 1000, 2)} s`,
    `- Node RSS after the last scenario ${mb(node)} MB (budget ≤ ${MEMORY_BUDGETS.nodeRssMb} MB) → ${verdict(nodeOk)}`,
    embedded
      ? `- every process of the shop after the last scenario ${mb(total)} MB (budget ≤ ${MEMORY_BUDGETS.totalMb} MB) → ${verdict(totalOk)}`
      : "- every process: no budget on a PostgreSQL server (it is not one of the shop's processes)",
  ].join('\n');
  return { text, failures: (nodeOk ? 0 : 1) + (totalOk ? 0 : 1) };
}

const answered = (s: ScaleSummary) =>
  s.loaded ? `${size(s.kb)}, p99 ${fmt(s.p99)} ms, ${fmt(s.rps)} req/s` : `${s.status}, ${size(s.kb)}, one call ${fmt(s.callMs)} ms`;

export function comparisonTable(before: ScaleSummary[], after: ScaleSummary[]): string {
  return markdownTable(
    ['scenario', 'before', 'after'],
    after.map((a) => {
      const b = before.find((x) => x.name === a.name);
      return [a.name, b ? answered(b) : '–', answered(a)];
    }),
  );
}
