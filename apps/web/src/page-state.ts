/**
 * The page the server rendered hands its data to the browser in one JSON <script> beside the
 * HTML (entry-server.tsx writes it, main.tsx reads it), so the first render in the browser shows
 * exactly what the HTML shows without asking the API again.
 */
import type { DehydratedState } from '@tanstack/react-query';

export const PAGE_STATE_ID = 'gayaku-page-state';

/**
 * JSON that cannot end its <script> element early: every `<` (as in `</script>` or `<!--` inside a
 * product name or a search term) is written as \u003c, and the JavaScript line separators escaped.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The rendered page's data, or null when this page was not rendered by the server. Its queries
 * count as answered `now`, not when the page was drawn: the server keeps a drawn page only until
 * the catalogue changes (its read cache), so a page it answers with is as current as the API's
 * own answer would be, however long ago it was drawn. Otherwise a page kept for longer than a
 * query's staleTime would have the browser ask for the same data again as soon as it took over.
 */
export function readPageState(doc: Document, now: number = Date.now()): DehydratedState | null {
  const script = doc.getElementById(PAGE_STATE_ID);
  if (!script?.textContent) return null;
  let state: DehydratedState;
  try {
    state = JSON.parse(script.textContent) as DehydratedState;
  } catch {
    return null;
  }
  for (const query of state.queries) {
    if (query.state.status === 'success') query.state.dataUpdatedAt = now;
  }
  return state;
}
