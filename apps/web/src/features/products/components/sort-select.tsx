import type { ProductListFilters } from '@gayaku/contract';
import { useEffect, useEffectEvent, useRef } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { SORT_OPTIONS } from '../product-filters.ts';

type Sort = ProductListFilters['sort'];
const isSort = (value: string): value is Sort => SORT_OPTIONS.some((o) => o.value === value);

/**
 * The sort select is uncontrolled, and this keeps it showing the URL's sort (Back, Forward,
 * 'Tampilkan Semua Produk'). A choice made on the page the server drew, before the app has taken
 * it over, changes the select without React seeing a change event (React takes the select over
 * as it finds it): on its first run this applies such a choice instead of undoing it.
 */
function useSortSelect(sort: Sort, choose: (sort: Sort) => void) {
  const select = useRef<HTMLSelectElement>(null);
  const firstRun = useRef(true);
  const chooseEarly = useEffectEvent(choose);
  useEffect(() => {
    const element = select.current;
    if (!element) return;
    const chosenEarly = firstRun.current && element.value !== sort && isSort(element.value);
    firstRun.current = false;
    if (chosenEarly) chooseEarly(element.value as Sort);
    else element.value = sort;
  }, [sort]);
  return select;
}

/** 'Urutkan': the spec's five sort options. */
export function SortSelect({ sort, onChange }: { sort: Sort; onChange: (sort: Sort) => void }) {
  const select = useSortSelect(sort, onChange);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="sort" className="text-sm font-medium text-ink-soft">
        Urutkan
      </label>
      <div className="relative">
        <select
          id="sort"
          name="sort"
          ref={select}
          defaultValue={sort}
          onChange={(e) => onChange(e.target.value as Sort)}
          className="h-10 appearance-none rounded-full border border-line bg-surface pr-9 pl-4 text-sm text-ink focus:border-ink focus:outline-none"
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" />
      </div>
    </div>
  );
}
