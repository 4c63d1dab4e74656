import { useEffect, useEffectEvent, useRef } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { sortOptions, type ListSort as Sort } from '../product-filters.ts';

type Options = ReturnType<typeof sortOptions>;

/**
 * The sort select is uncontrolled, and this keeps it showing the URL's sort (Back, Forward,
 * 'Tampilkan Semua Produk'). A choice made on the page the server drew, before the app has taken
 * it over, changes the select without React seeing a change event (React takes the select over
 * as it finds it): on its first run this applies such a choice instead of undoing it.
 */
function useSortSelect(sort: Sort, options: Options, choose: (sort: Sort) => void) {
  const select = useRef<HTMLSelectElement>(null);
  const firstRun = useRef(true);
  const chooseEarly = useEffectEvent(choose);
  useEffect(() => {
    const element = select.current;
    if (!element) return;
    const chosenEarly = firstRun.current && element.value !== sort && options.some((o) => o.value === element.value);
    firstRun.current = false;
    if (chosenEarly) chooseEarly(element.value as Sort);
    else element.value = sort;
    // The options only change with the search, which the server drew too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sort]);
  return select;
}

/** 'Urutkan': the spec's five sort options, and 'Paling Sesuai' first for a search. */
export function SortSelect({ sort, search, onChange }: { sort: Sort; search: string; onChange: (sort: Sort) => void }) {
  const options = sortOptions(search);
  const select = useSortSelect(sort, options, onChange);
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
          {options.map((o) => (
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
