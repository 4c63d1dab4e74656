import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';

/** A collapsible group of toggle chips (spec section 2: 'Kategori', 'Warna'). */
export function FilterGroup({
  title,
  options,
  selected,
  onToggle,
  defaultOpen,
  loading,
}: {
  title: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  defaultOpen: boolean;
  loading?: boolean;
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
            {options.map((option) => {
              const on = selected.includes(option);
              return (
                <li key={option}>
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => onToggle(option)}
                    className={`inline-flex h-11 items-center rounded-full border px-4 md:h-9 md:px-3.5 text-sm transition-colors ${
                      on ? 'border-ink bg-ink text-paper' : 'border-line bg-surface text-ink hover:border-ink/50'
                    }`}
                  >
                    {option}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
