import { useId } from 'react';
import { formatRating } from '../../lib/format.ts';

/**
 * Star display (spec section 2): full stars for the integer part, a half star when the fraction
 * is 0.5 or more, empty stars up to 5.
 */
const MAX_STARS = 5;
export type StarKind = 'full' | 'half' | 'empty';

export function starKinds(value: number, max: number = MAX_STARS): StarKind[] {
  const v = Number.isFinite(value) ? Math.min(Math.max(value, 0), max) : 0;
  const full = Math.floor(v);
  const half = v - full >= 0.5 ? 1 : 0;
  return Array.from({ length: max }, (_, i): StarKind => (i < full ? 'full' : i < full + half ? 'half' : 'empty'));
}

const STAR_PATH = 'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z';

/** The half star's left half, clipped; its own component so that only half stars need an id. */
function HalfStarPaths() {
  const id = `star-half-${useId().replace(/:/g, '')}`;
  return (
    <>
      <defs>
        <clipPath id={id}>
          <rect x="0" y="0" width="12" height="24" />
        </clipPath>
      </defs>
      <path d={STAR_PATH} fill="none" stroke="currentColor" strokeWidth="1.5" className="text-star/50" />
      <path d={STAR_PATH} fill="currentColor" clipPath={`url(#${id})`} className="text-star" />
    </>
  );
}

export function StarIcon({ kind, className = 'size-4' }: { kind: StarKind; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" data-star={kind}>
      {kind === 'half' ? (
        <HalfStarPaths />
      ) : (
        <path
          d={STAR_PATH}
          fill={kind === 'full' ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.5"
          className={kind === 'full' ? 'text-star' : 'text-star/50'}
        />
      )}
    </svg>
  );
}

/** Read-only stars with an accessible label like "Rating 4,5 dari 5". */
export function Stars({ value, className = 'size-4', label }: { value: number; className?: string; label?: string }) {
  return (
    <span role="img" aria-label={label ?? `Rating ${formatRating(value)} dari ${MAX_STARS}`} className="inline-flex items-center gap-0.5">
      {starKinds(value).map((kind, i) => (
        <StarIcon key={i} kind={kind} className={className} />
      ))}
    </span>
  );
}
