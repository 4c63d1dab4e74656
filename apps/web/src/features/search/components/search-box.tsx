/**
 * The header's search (spec section 5): the only search input in the DOM, a WAI-ARIA combobox.
 * Typing asks for suggestions (debounced) and lists products and categories; ArrowDown/ArrowUp
 * move through them, Enter picks the active one, Escape closes the list. Enter with no active
 * option searches the text (/products?search=…); ✕ clears.
 */
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons.tsx';
import { useSuggestions } from '../api/queries.ts';
import { enterPath, nextActive, suggestText } from '../combobox-model.ts';
import { useDebounced } from '../use-debounced.ts';
import { optionId, SuggestionList, type ShownOption } from './suggestion-list.tsx';

/** How long typing must pause before suggestions are asked for. */
const SUGGEST_DELAY_MS = 200;

/** The text in the box: the URL's search on /products, following it (back/forward, 'Tampilkan Semua Produk'). */
function useSearchText() {
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === '/products' ? (params.get('search') ?? '') : '';
  const [text, setText] = useState(current);
  const [followed, setFollowed] = useState(current);
  if (current !== followed) {
    setFollowed(current);
    setText(current);
  }
  return [text, setText] as const;
}

export function SearchBox({ className = '', onSearched }: { className?: string; onSearched?: () => void }) {
  const [text, setText] = useSearchText();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const listId = useId();
  const wanted = useDebounced(suggestText(text), SUGGEST_DELAY_MS);
  const options = useSuggestions(open ? wanted : null);
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active !== null && active < options.length ? active : null;

  const close = () => {
    setOpen(false);
    setActive(null);
  };
  const go = (path: string, clear: boolean) => {
    close();
    if (clear) setText('');
    inputRef.current?.blur();
    onSearched?.();
    void navigate(path);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = enterPath(expanded ? options : [], activeIndex, text);
    if (path) go(path, activeIndex !== null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // Closes the list; the search input's own Escape (which empties it) only when there is none.
      if (expanded) event.preventDefault();
      close();
      return;
    }
    if (!expanded && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      // A closed list opens, its first option active (once the suggestions are there).
      event.preventDefault();
      setOpen(true);
      setActive(0);
      return;
    }
    const next = nextActive(activeIndex, expanded ? options.length : 0, event.key);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  };

  const active_ = activeIndex === null ? undefined : options[activeIndex];
  return (
    // action/method: before the app has taken over a page the server drew, Enter still searches.
    <form role="search" action="/products" method="get" onSubmit={submit} className={`relative ${className}`}>
      <label htmlFor="site-search" className="sr-only">
        Cari produk
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-[1.1rem] -translate-y-1/2 text-muted" />
      <input
        ref={inputRef}
        id="site-search"
        name="search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={active_ ? optionId(listId, active_) : undefined}
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Cari kemeja, jaket, celana..."
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-full border border-line bg-surface pr-11 pl-10 text-[0.9375rem] text-ink placeholder:text-muted/80 focus:border-ink focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          aria-label="Hapus pencarian"
          onClick={() => {
            setText('');
            inputRef.current?.focus();
          }}
          className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink"
        >
          <CloseIcon className="size-4" />
        </button>
      ) : null}
      <SuggestionList
        id={listId}
        options={expanded ? options : []}
        active={activeIndex}
        onPick={(option: ShownOption) => go(option.path, true)}
      />
    </form>
  );
}
