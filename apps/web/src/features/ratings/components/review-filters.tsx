import { REVIEW_SORTS, type ReviewSort } from '@gayaku/contract';
import { useId } from 'react';
import type { ReviewFilters } from '../api/queries.ts';

const SORT_LABELS: Record<ReviewSort, string> = { newest: 'Terbaru', rating_high: 'Rating tertinggi', rating_low: 'Rating terendah' };
const STAR_CHOICES = [undefined, 5, 4, 3, 2, 1] as const;

const CHIP =
  'inline-flex h-9 min-w-11 cursor-pointer items-center justify-center rounded-full border border-line bg-surface px-3 text-sm text-ink transition-colors peer-checked:border-ink peer-checked:bg-ink peer-checked:text-paper peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent hover:border-ink/40';

/** The reviews' filters: stars (native radios), with photos only (a checkbox), and the order (a native select). */
export function ReviewFilterBar({ filters, onChange }: { filters: ReviewFilters; onChange: (filters: ReviewFilters) => void }) {
  const sortId = useId();
  const name = useId();
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <fieldset className="min-w-0">
        <legend className="sr-only">Saring ulasan</legend>
        <div className="flex flex-wrap gap-2">
          {STAR_CHOICES.map((stars) => (
            <label key={stars ?? 'all'}>
              <input
                type="radio"
                name={name}
                className="peer sr-only"
                checked={filters.rating === stars}
                onChange={() => onChange({ ...filters, rating: stars })}
              />
              <span className={CHIP}>{stars === undefined ? 'Semua' : `${stars} ★`}</span>
            </label>
          ))}
          <label>
            <input
              type="checkbox"
              className="peer sr-only"
              checked={filters.withPhotos === true}
              onChange={(e) => onChange({ ...filters, withPhotos: e.target.checked ? true : undefined })}
            />
            <span className={CHIP}>Dengan Foto</span>
          </label>
        </div>
      </fieldset>
      <div className="flex shrink-0 items-center gap-2">
        <label htmlFor={sortId} className="text-sm text-muted">
          Urutkan
        </label>
        <select
          id={sortId}
          className="field-input w-auto py-2"
          value={filters.sort}
          onChange={(e) => onChange({ ...filters, sort: e.target.value as ReviewSort })}
        >
          {REVIEW_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
