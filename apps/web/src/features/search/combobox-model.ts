/**
 * The header search's suggestion list as the WAI-ARIA combobox pattern moves through it, free of
 * React: which option the arrow keys make active, and where Enter goes.
 */

/** One suggestion: a product (its page) or a category (the list filtered by it). */
export interface SuggestionOption {
  /** Unique among the options, used in the element ids. */
  key: string;
  kind: 'product' | 'category';
  label: string;
  /** Where picking it goes. */
  path: string;
}

/**
 * The active option after a key: ArrowDown from none (or the last) goes to the first, ArrowUp
 * from none (or the first) to the last; Home and End to the ends. Null when there is none to
 * make active; `undefined` when the key is not one of these (the caller lets it through).
 */
export function nextActive(active: number | null, count: number, key: string): number | null | undefined {
  if (count === 0) return key === 'ArrowDown' || key === 'ArrowUp' ? null : undefined;
  switch (key) {
    case 'ArrowDown':
      return active === null || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active === null || active <= 0 ? count - 1 : active - 1;
    default:
      return undefined;
  }
}

/** The path for a search, or null when the text is blank (spec section 5). */
export function searchPath(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? `/products?search=${encodeURIComponent(trimmed)}` : null;
}

/** The path of the list filtered by one category. */
export const categoryPath = (name: string): string => `/products?category=${encodeURIComponent(name)}`;

/** Where Enter goes: the active option's path, else the search of the text (null: nowhere). */
export function enterPath(options: readonly SuggestionOption[], active: number | null, text: string): string | null {
  const option = active === null ? undefined : options[active];
  return option ? option.path : searchPath(text);
}

/** Suggestions are asked for from this many characters (trimmed) on: the API refuses fewer. */
const SUGGEST_MIN_CHARS = 2;

/** The text to ask suggestions for, or null when it is too short. */
export function suggestText(text: string): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed.length >= SUGGEST_MIN_CHARS ? trimmed.slice(0, 100) : null;
}
