/**
 * `--against DIR`: the shop of another checkout ("before") and this one ("after") measured in the
 * same benchmark, alternately run by run, and compared here: per scenario the medians of req/s and
 * p99 of both and the ratio after/before. No scenario may lose more than 10 % of its throughput
 * (ratio ≥ 0.90). The ceiling row shows how much the machine itself moved between the two sides'
 * runs, and the "of ceiling" column repeats the ratio with each side's throughput taken as a share
 * of its own ceiling (that drift taken out; shown, not judged). Memory and start-up figures follow.
 */
import { fmt, markdownTable } from '../lib/stats.ts';
import { mb, summariseMemory, type MemorySummary } from './memory-report.ts';
import { CEILING, medianRows, type RunResult } from './report.ts';

const MIN_THROUGHPUT_RATIO = 0.9;

interface ComparedScenario {
  name: string;
  beforeRps: number;
  afterRps: number;
  ratio: number;
  /** after/before of each side's share of its own ceiling. */
  ceilingShareRatio: number;
  beforeP99: number;
  afterP99: number;
  pass: boolean;
}

export interface Comparison {
  scenarios: ComparedScenario[];
  memory: { before: MemorySummary; after: MemorySummary };
  failures: number;
  text: string;
}

function verdict(r: ComparedScenario): string {
  if (r.name === CEILING) return '(the machine)';
  return r.pass ? 'pass' : `FAIL: ${fmt((1 - r.ratio) * 100, 1)} % lost (≥ ${MIN_THROUGHPUT_RATIO} needed)`;
}

function scenarioTable(rows: ComparedScenario[]): string {
  return markdownTable(
    ['scenario', '>before req/s', '>after req/s', '>after/before', '>of ceiling', '>before p99 ms', '>after p99 ms', 'verdict'],
    rows.map((r) => [
      r.name,
      fmt(r.beforeRps),
      fmt(r.afterRps),
      fmt(r.ratio, 2),
      r.name === CEILING ? '' : fmt(r.ceilingShareRatio, 2),
      fmt(r.beforeP99),
      fmt(r.afterP99),
      verdict(r),
    ]),
  );
}

type Pick = (m: MemorySummary) => number | null | undefined;

function memoryTable(b: MemorySummary, a: MemorySummary): string {
  const row = (figure: string, pick: Pick, show: (v: number | null) => string, ratio = true) => {
    const [x, y] = [pick(b) ?? null, pick(a) ?? null];
    return [figure, show(x), show(y), ratio && x !== null && y !== null ? fmt(y / x, 2) : ''];
  };
  const seconds = (ms: number | null) => (ms === null ? '–' : fmt(ms / 1000, 2));
  const count = (v: number | null) => fmt(v ?? Number.NaN);
  return markdownTable(
    ['figure', '>before', '>after', '>after/before'],
    [
      row('Node RSS idle (MB)', (m) => m.idle.nodeRssKb, mb),
      row('Node RSS after the mixed load (MB)', (m) => m.after?.nodeRssKb, mb),
      row('Node RSS peak (MB)', (m) => m.peak.nodeRssKb, mb),
      row('total RSS after the mixed load (MB)', (m) => m.after?.totalRssKb, mb),
      row('total PSS after the mixed load (MB)', (m) => m.after?.totalPssKb, mb),
      row('total RSS peak (MB)', (m) => m.peak.totalRssKb, mb),
      row('total PSS peak (MB)', (m) => m.peak.totalPssKb, mb),
      row('processes at peak', (m) => m.peak.processes, count, false),
      row('first start, fresh data (s)', (m) => m.firstStartMs, seconds),
      row('cold start, existing data (s)', (m) => m.coldStartMs, seconds),
    ],
  );
}

export function compare(before: RunResult[], after: RunResult[], labels: { before: string; after: string }): Comparison {
  const b = medianRows(before);
  const scenarios = medianRows(after).flatMap((a): ComparedScenario[] => {
    const old = b.find((r) => r.name === a.name);
    if (!old) return [];
    const ratio = a.rps / old.rps;
    const ceilingShareRatio = a.ratio / old.ratio;
    return [
      {
        name: a.name,
        beforeRps: old.rps,
        afterRps: a.rps,
        ratio,
        ceilingShareRatio,
        beforeP99: old.p99,
        afterP99: a.p99,
        pass: ratio >= MIN_THROUGHPUT_RATIO,
      },
    ];
  });
  const memory = { before: summariseMemory(before), after: summariseMemory(after) };
  const failures = scenarios.filter((s) => s.name !== CEILING && !s.pass).length;
  const text = [
    `Before (${labels.before}) and after (${labels.after}), ${before.length} run(s) each, alternately${before.length > 1 ? '; medians' : ''}:\n`,
    scenarioTable(scenarios),
    '',
    memoryTable(memory.before, memory.after),
    '',
    failures === 0
      ? `Every scenario keeps ≥ ${MIN_THROUGHPUT_RATIO * 100} % of its throughput.`
      : `${failures} scenario(s) lost more than ${fmt((1 - MIN_THROUGHPUT_RATIO) * 100)} % of their throughput.`,
  ].join('\n');
  return { scenarios, memory, failures, text };
}
