import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CloseIcon, SearchIcon } from '../../components/ui/icons.tsx';

/** The path for a search, or null when the text is blank (spec section 5). */
export function searchPath(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? `/products?search=${encodeURIComponent(trimmed)}` : null;
}

/** The header's search box: the only search input in the DOM. Enter searches; ✕ clears. */
export function SearchBox({ className = '', onSearched }: { className?: string; onSearched?: () => void }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === '/products' ? (params.get('search') ?? '') : '';
  const [text, setText] = useState(current);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  // Follow the URL (e.g. back/forward, 'Tampilkan Semua Produk'): a new search in it replaces the text.
  const [followed, setFollowed] = useState(current);
  if (current !== followed) {
    setFollowed(current);
    setText(current);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = searchPath(text);
    if (!path) return;
    inputRef.current?.blur();
    onSearched?.();
    void navigate(path);
  };

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
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Cari kemeja, jaket, celana..."
        value={text}
        onChange={(e) => setText(e.target.value)}
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
    </form>
  );
}
