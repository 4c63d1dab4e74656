/** The synonyms screen's rules, free of React: how the typed list is read and how a page is told. */
import { LIMITS, SEARCH_MESSAGES } from '@gayaku/contract';
import { pageOfRank, pageText, pageWindow, rangeText } from '../admin/index.ts';

/** 'T-Shirt, tshirt,  tee ,,' → ['t-shirt', 'tshirt', 'tee']: trimmed, lower-cased, each once. */
export function parseSynonyms(text: string): string[] {
  const words = text
    .split(/[,\n]/)
    .map((w) => w.trim().replace(/\s+/g, ' ').toLowerCase())
    .filter(Boolean);
  return [...new Set(words)];
}

/** The first problem with the form as typed, or null. */
export function synonymFormProblem(term: string, synonyms: readonly string[]): string | null {
  if (!term.trim()) return SEARCH_MESSAGES.termRequired;
  if (synonyms.length === 0) return SEARCH_MESSAGES.synonymsRequired;
  if (synonyms.includes(term.trim().toLowerCase())) return 'Sinonim tidak boleh sama dengan katanya';
  return null;
}

/** Rows per page, as the other admin tables. */
export const SYNONYM_PAGE_SIZE = LIMITS.adminPageSize;

/** 'Menampilkan 11–20 dari 23 data' and 'Halaman 2 dari 3', for a page starting at `offset`. */
export function pageTexts(offset: number, shown: number, total: number, pageSize = SYNONYM_PAGE_SIZE): { range: string; page: string } {
  // The admin tables' page window, ending at the last row this page actually shows.
  const window = { ...pageWindow(total, pageOfRank(offset, pageSize), pageSize), to: offset + shown };
  return { range: rangeText(window), page: pageText(window) };
}
