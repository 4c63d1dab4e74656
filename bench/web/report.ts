/** What the web benchmark reads out of a Lighthouse result. */
import { gzipSync } from 'node:zlib';
import type { Result as LighthouseResult } from 'lighthouse';

export interface PageResult {
  name: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsFiles: number;
  /** As sent over the wire (the server answers br to Chromium). */
  jsTransferKb: number;
  /** The same files gzipped (level 9): what the budget counts. */
  jsGzipKb: number;
  jsRawKb: number;
  opportunities: string[];
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  resourceSize?: number;
}

export interface JavaScript {
  files: number;
  transferBytes: number;
  gzipBytes: number;
  rawBytes: number;
}

function scripts(lhr: LighthouseResult): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  return (details?.items ?? []).filter((r) => r.resourceType === 'Script' || /javascript/.test(r.mimeType ?? ''));
}

/** Every script the page loaded during the audit, fetched again to weigh it gzipped. */
export async function javascriptOf(lhr: LighthouseResult): Promise<JavaScript> {
  const total: JavaScript = { files: 0, transferBytes: 0, gzipBytes: 0, rawBytes: 0 };
  for (const request of scripts(lhr)) {
    const body = Buffer.from(await (await fetch(request.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    total.files += 1;
    total.transferBytes += request.transferSize ?? 0;
    total.rawBytes += body.length;
    total.gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

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

export function summarise(name: string, lhr: LighthouseResult, js: JavaScript): PageResult {
  return {
    name,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsFiles: js.files,
    jsTransferKb: js.transferBytes / 1024,
    jsGzipKb: js.gzipBytes / 1024,
    jsRawKb: js.rawBytes / 1024,
    opportunities: opportunities(lhr),
  };
}
