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

/** The rendered page's data, or null when this page was not rendered by the server. */
export function readPageState(doc: Document): DehydratedState | null {
  const script = doc.getElementById(PAGE_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as DehydratedState;
  } catch {
    return null;
  }
}
