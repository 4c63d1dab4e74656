/** The header search's suggestions (GET /api/search/suggest), as the options the combobox lists. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { categoryPath, suggestText, type SuggestionOption } from '../combobox-model.ts';
import type { ShownOption } from '../components/suggestion-list.tsx';

// Until the contract's search routes exist: the answer's shape.
interface Suggestions {
  products: { id: number; name: string; price: number; image_url: string }[];
  categories: { id: number; name: string }[];
  did_you_mean: string | null;
}

const SUGGEST_STALE = 60_000;

const suggestKeys = { all: ['search', 'suggest'] as const, of: (q: string) => ['search', 'suggest', q] as const };

const suggestQuery = (q: string) =>
  queryOptions({
    queryKey: suggestKeys.of(q),
    queryFn: async ({ signal }): Promise<Suggestions> => {
      const response = await fetch(`/api/search/suggest?q=${encodeURIComponent(q)}`, { signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as Suggestions;
    },
    staleTime: SUGGEST_STALE,
    retry: false,
  });

/** The options of an answer: its products, then its categories. */
function optionsOf(answer: Suggestions | undefined): ShownOption[] {
  if (!answer) return [];
  const products = answer.products.map(
    (p): ShownOption => ({ key: `p${p.id}`, kind: 'product', label: p.name, path: `/products/${p.id}`, price: p.price, imageUrl: p.image_url }),
  );
  const categories = answer.categories.map(
    (c): SuggestionOption => ({ key: `c${c.id}`, kind: 'category', label: c.name, path: categoryPath(c.name) }),
  );
  return [...products, ...categories];
}

/** The options for `q`, none while it is null (too short, or the box is closed); the last answer stays while the next loads. */
export function useSuggestions(q: string | null): ShownOption[] {
  const answer = useQuery({ ...suggestQuery(q ?? ''), enabled: q !== null, placeholderData: keepPreviousData });
  return q === null ? [] : optionsOf(answer.data);
}

/** The closest spelling of a search the shop knows (suggest's did_you_mean), or null. */
export function useDidYouMean(search: string): string | null {
  const q = suggestText(search);
  const answer = useQuery({ ...suggestQuery(q ?? ''), enabled: q !== null });
  return q === null ? null : (answer.data?.did_you_mean ?? null);
}
