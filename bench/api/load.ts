/**
 * One measured scenario: autocannon (as a library, in this process) against one base URL, first a
 * warm-up run whose figures are thrown away, then the measured run.
 */
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';

export interface Scenario {
  name: string;
  /** Which server: the shop or the bare node:http ceiling. */
  target: 'shop' | 'ceiling';
  connections: number;
  /** One request template, or several (autocannon cycles through them per connection). */
  requests: AutocannonRequest[];
  /** Fixed numbers of requests instead of durations (each notification may be sent only once). */
  amount?: { warmup: () => number; measured: () => number };
  /** Seconds of warm-up this scenario needs at least, whatever `--warmup` says (order creation: scenarios.ts). */
  minWarmupS?: number;
}

export interface Measured {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  /** Count per non-2xx status code, e.g. { '503': 2 }. */
  statuses: Record<string, number>;
  bytesPerRequest: number;
  /** CPU time the server spent per answered request (µs), every process of its tree (the shop: launcher, node, PostgreSQL), from /proc: unaffected by other load. */
  cpuUsPerRequest: number;
}

export interface LoadSettings {
  durationS: number;
  warmupS: number;
}

function summarise(name: string, connections: number, result: AutocannonResult, cpuMs = Number.NaN): Measured {
  const answered = result['2xx'] + result.non2xx;
  return {
    name,
    connections,
    requests: answered,
    rps: answered / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => [code, count]),
    ),
    bytesPerRequest: result['2xx'] > 0 ? result.throughput.total / result['2xx'] : 0,
    cpuUsPerRequest: answered > 0 ? (cpuMs * 1000) / answered : Number.NaN,
  };
}

/** Runs `measure` and returns its result with the server's CPU time (ms) it took. */
async function withCpu(cpuMs: () => number, measure: () => Promise<AutocannonResult>): Promise<[AutocannonResult, number]> {
  const before = cpuMs();
  const result = await measure();
  return [result, cpuMs() - before];
}

export async function runScenario(base: string, scenario: Scenario, settings: LoadSettings, cpuMs: () => number): Promise<Measured> {
  const common = { url: base, connections: scenario.connections, requests: scenario.requests, timeout: 10 };
  if (scenario.amount) {
    const warmup = scenario.amount.warmup();
    const measured = scenario.amount.measured();
    // autocannon needs at least one request per connection.
    const connections = Math.min(scenario.connections, measured);
    if (connections < 1) throw new Error(`${scenario.name}: nothing to measure`);
    if (warmup >= connections) await autocannon({ ...common, connections, amount: warmup });
    const [result, cpu] = await withCpu(cpuMs, () => autocannon({ ...common, connections, amount: measured }));
    return summarise(scenario.name, connections, result, cpu);
  }
  const warmupS = Math.max(settings.warmupS, scenario.minWarmupS ?? 0);
  if (warmupS > 0) await autocannon({ ...common, duration: warmupS });
  const [result, cpu] = await withCpu(cpuMs, () => autocannon({ ...common, duration: settings.durationS }));
  return summarise(scenario.name, scenario.connections, result, cpu);
}

/** A plain duration run (used by the memory phase), figures summarised the same way. */
export async function runFor(
  base: string,
  name: string,
  connections: number,
  requests: AutocannonRequest[],
  seconds: number,
): Promise<Measured> {
  const result = await autocannon({ url: base, connections, requests, duration: seconds, timeout: 10 });
  return summarise(name, connections, result);
}
