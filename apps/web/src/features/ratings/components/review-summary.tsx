import { FIT_LABELS, FITS, fitVerdict, type ReviewSummary } from '@gayaku/contract';
import { Stars } from '../../../components/ui/stars.tsx';
import { formatNumber } from '../../../lib/format.ts';

const share = (n: number, total: number) => (total === 0 ? 0 : Math.round((n / total) * 100));

/** Stars 5 to 1, each with its count as a bar. */
function Histogram({ summary }: { summary: ReviewSummary }) {
  return (
    <ul className="space-y-1.5" aria-label="Sebaran bintang">
      {([5, 4, 3, 2, 1] as const).map((stars) => {
        const n = summary.histogram[stars];
        return (
          <li key={stars} className="grid grid-cols-[2.25rem_1fr_2.5rem] items-center gap-2 text-xs text-ink-soft">
            <span className="whitespace-nowrap">{stars} ★</span>
            <span className="h-2 overflow-hidden rounded-full bg-sand" aria-hidden="true">
              <span className="block h-full rounded-full bg-star" style={{ width: `${share(n, summary.count)}%` }} />
            </span>
            <span className="text-right tabular-nums">
              <span className="sr-only">{stars} bintang: </span>
              {formatNumber(n)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** "72% bilang pas" with the three answers as one bar, or nothing before anyone answered. */
function FitBar({ summary }: { summary: ReviewSummary }) {
  const verdict = fitVerdict(summary.fit);
  if (!verdict) return null;
  const total = FITS.reduce((sum, f) => sum + summary.fit[f], 0);
  const tone = { kekecilan: 'bg-accent/60', pas: 'bg-success', kebesaran: 'bg-ink/40' } as const;
  return (
    <div className="mt-5 border-t border-line pt-4">
      <p className="text-sm font-semibold text-ink">Kecocokan ukuran: {verdict.text}</p>
      <div className="mt-2 flex h-2 overflow-hidden rounded-full bg-sand" aria-hidden="true">
        {FITS.map((f) => (
          <span key={f} className={tone[f]} style={{ width: `${share(summary.fit[f], total)}%` }} />
        ))}
      </div>
      <p className="mt-1.5 flex flex-wrap gap-x-3 text-xs text-muted">
        {FITS.map((f) => (
          <span key={f}>
            {FIT_LABELS[f]} {formatNumber(summary.fit[f])}
          </span>
        ))}
      </p>
    </div>
  );
}

/** The product's rating at a glance: average, count, stars histogram and how the size fits. */
export function ReviewSummaryCard({ summary }: { summary: ReviewSummary }) {
  if (summary.count === 0) {
    return (
      <div>
        <p className="text-lg font-semibold text-ink">Belum ada rating</p>
        <p className="mt-1 text-sm text-muted">Ulasan muncul di sini setelah pembeli menerima pesanannya.</p>
      </div>
    );
  }
  return (
    <div>
      <div className="mb-4 flex items-end gap-3">
        <p className="text-4xl leading-none font-semibold text-ink">
          {summary.average.toFixed(1).replace('.', ',')}
          <span className="text-base font-normal text-muted"> / 5</span>
        </p>
        <div>
          <Stars value={summary.average} className="size-4" />
          <p className="mt-0.5 text-xs text-muted">{formatNumber(summary.count)} ulasan</p>
        </div>
      </div>
      <Histogram summary={summary} />
      <FitBar summary={summary} />
    </div>
  );
}
