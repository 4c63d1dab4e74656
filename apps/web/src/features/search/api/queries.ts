/** The header search's suggestions (GET /api/search/suggest), as the options the combobox lists. */
import type { SuggestResponse } from '@gayaku/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { categoryPath, suggestText, type SuggestionOption } from '../combobox-model.ts';
import type { ShownOption } from '../components/suggestion-list.tsx';
import { searchApi } from './client.ts';

const SUGGEST_STALE = 60_000;

const suggestQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', 'suggest', q] as const,
    queryFn: ({ signal }) => searchApi.suggestSearch({ query: { q }, signal }),
    staleTime: SUGGEST_STALE,
    retry: false,
  });

/** The options of an answer: its products, then its categories. */
function optionsOf(answer: SuggestResponse | undefined): ShownOption[] {
  if (!answer) return [];
  const products = answer.products.map((p): ShownOption => ({
    key: `p${p.id}`,
    kind: 'product',
    label: p.name,
    path: `/products/${p.id}`,
    price: p.price,
    imageUrl: p.image_url,
  }));
  const categories = answer.categories.map((c): SuggestionOption => ({
    key: `c${c.id}`,
    kind: 'category',
    label: c.name,
    path: categoryPath(c.name),
  }));
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
