import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { formatNumber } from '../../../lib/format.ts';

/**
 * A collapsible group of toggle chips (spec section 2: 'Kategori', 'Warna'). `counts`: how many
 * products each choice would give with the other filters as they are (a chip keeps its name as its
 * accessible name; its count is its description).
 */
export function FilterGroup({
  title,
  options,
  selected,
  onToggle,
  defaultOpen,
  loading,
  counts,
}: {
  title: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  defaultOpen: boolean;
  loading?: boolean;
  counts?: ReadonlyMap<string, number>;
}) {
  // Until the shopper opens or closes it, the group follows defaultOpen (which can change, e.g.
  // once the browser has taken over a page the server rendered for an unknown screen width).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? defaultOpen;
  const panelId = useId();
  return (
    <div className="border-b border-line py-4 first:pt-0 lg:first:pt-4">
      <h2 className="font-sans">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setChosen(!open)}
          className="flex min-h-11 w-full items-center justify-between gap-2 text-left text-sm font-semibold text-ink"
        >
          <span>
            {title}
            {selected.length > 0 ? (
              <span className="ml-2 rounded-full bg-ink px-2 py-0.5 text-2xs text-paper">{selected.length}</span>
            ) : null}
          </span>
          <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="pt-3">
        {loading ? (
          <p className="text-sm text-muted">Memuat...</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {options.map((option, index) => {
              const on = selected.includes(option);
              const count = counts ? (counts.get(option) ?? 0) : undefined;
              const countId = `${panelId}-${index}`;
              const off = count === 0 ? 'text-muted' : 'text-ink';
              return (
                <li key={option}>
                  <button
                    type="button"
                    aria-pressed={on}
                    aria-describedby={count === undefined ? undefined : countId}
                    onClick={() => onToggle(option)}
                    className={`inline-flex h-11 items-center gap-1.5 rounded-full border px-4 md:h-9 md:px-3.5 text-sm transition-colors ${
                      on ? 'border-ink bg-ink text-paper' : `border-line bg-surface ${off} hover:border-ink/50`
                    }`}
                  >
                    {option}
                    {count === undefined ? null : (
                      <span aria-hidden="true" className={`text-xs tabular-nums ${on ? 'text-paper/75' : 'text-muted'}`}>
                        {formatNumber(count)}
                      </span>
                    )}
                  </button>
                  {count === undefined ? null : (
                    <span id={countId} hidden>
                      {formatNumber(count)} hasil
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
