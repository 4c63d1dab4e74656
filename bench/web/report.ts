/** What the web benchmark reads out of a Lighthouse result. */
import { gzipSync } from 'node:zlib';
import type { Result as LighthouseResult } from 'lighthouse';

export interface JavaScript {
  files: number;
  /** As sent over the wire (the server answers br to Chromium). */
  transferBytes: number;
  /** The same files gzipped (level 9): what the budget counts. */
  gzipBytes: number;
  rawBytes: number;
}

export interface PageResult {
  name: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The scripts of the first render; see firstRouteScripts. */
  firstRouteJs: JavaScript;
  /** Every script loaded during the audit. */
  allJs: JavaScript;
  opportunities: string[];
  /** Runs that gave no result (Lighthouse's runtime error code, e.g. NO_FCP): left out of the median, and a missed budget. */
  failedRuns: string[];
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  mimeType?: string;
  rendererStartTime?: number;
  transferSize?: number;
  resourceSize?: number;
}

function scripts(lhr: LighthouseResult): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  return (details?.items ?? []).filter((r) => r.resourceType === 'Script' || /javascript/.test(r.mimeType ?? ''));
}

/**
 * First-route JavaScript: the scripts the page asked for before its first render was complete,
 * taken as the observed largest contentful paint of the same run (both times are counted from the
 * start of the navigation). On the home page that is the entry script, what it imports statically,
 * the home route's chunk and what that imports statically, i.e. the code the first screen cannot
 * be drawn without. Code that waits for the page to settle or for the shopper (the carousels'
 * Swiper, the service-worker registration, toasts) loads after that paint and is counted only in
 * the figure for every script of the audit.
 */
function firstRouteScripts(lhr: LighthouseResult, all: NetworkRequest[]): NetworkRequest[] {
  const metrics = lhr.audits['metrics']?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined;
  const lcp = metrics?.items?.[0]?.observedLargestContentfulPaint;
  if (lcp === undefined) throw new Error(`${lhr.finalDisplayedUrl}: Lighthouse reported no observed LCP`);
  return all.filter((r) => (r.rendererStartTime ?? Number.POSITIVE_INFINITY) < lcp);
}

/** Fetches each script again to weigh it gzipped. */
async function weigh(requests: NetworkRequest[]): Promise<JavaScript> {
  const total: JavaScript = { files: 0, transferBytes: 0, gzipBytes: 0, rawBytes: 0 };
  for (const request of requests) {
    const body = Buffer.from(await (await fetch(request.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    total.files += 1;
    total.transferBytes += request.transferSize ?? 0;
    total.rawBytes += body.length;
    total.gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

/** The page's first-route JavaScript and every script it loaded during the audit. */
export async function javascriptOf(lhr: LighthouseResult): Promise<{ firstRoute: JavaScript; all: JavaScript }> {
  const all = scripts(lhr);
  return { firstRoute: await weigh(firstRouteScripts(lhr, all)), all: await weigh(all) };
}

/** A category's score, 0–100. */
const scoreOf = (lhr: LighthouseResult, category: 'performance' | 'accessibility'): number =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

function numeric(lhr: LighthouseResult, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/** Lighthouse's own suggestions that would save time or bytes on this page. */
function opportunities(lhr: LighthouseResult): string[] {
  return Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && a.score !== null && a.score < 0.9)
    .map((a) => {
      const d = a.details as { overallSavingsMs?: number; overallSavingsBytes?: number };
      const saving = [
        d.overallSavingsMs ? `${Math.round(d.overallSavingsMs)} ms` : '',
        d.overallSavingsBytes ? `${Math.round(d.overallSavingsBytes / 1024)} kB` : '',
      ]
        .filter(Boolean)
        .join(', ');
      return `${a.id}${saving ? ` (${saving})` : ''}`;
    });
}

/** Why a run gave no result (Lighthouse's runtime error, or no first paint), or undefined when it did. */
export function runFailure(lhr: LighthouseResult): string | undefined {
  if (lhr.runtimeError) return lhr.runtimeError.code;
  return Number.isFinite(numeric(lhr, 'first-contentful-paint')) ? undefined : 'NO_FCP';
}

/**
 * One run in a line: its score and blocking time, and Lighthouse's benchmarkIndex (how fast it
 * found this machine's CPU; its simulation scales by it), or why the run gave no result.
 */
export function describeRun(lhr: LighthouseResult, failure: string | undefined): string {
  if (failure) return `no result (${failure}: ${lhr.runtimeError?.message ?? 'no first paint'})`;
  return `performance ${scoreOf(lhr, 'performance')}, TBT ${Math.round(numeric(lhr, 'total-blocking-time'))} ms, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`;
}

export function summarise(
  name: string,
  lhr: LighthouseResult,
  js: { firstRoute: JavaScript; all: JavaScript },
  failedRuns: string[] = [],
): PageResult {
  return {
    name,
    performance: scoreOf(lhr, 'performance'),
    accessibility: scoreOf(lhr, 'accessibility'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    firstRouteJs: js.firstRoute,
    allJs: js.all,
    opportunities: opportunities(lhr),
    failedRuns,
  };
}
