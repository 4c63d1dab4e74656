/**
 * The generic admin table's logic (spec section 2, "Admin generic table"), free of React: the
 * columns a table shows with their Indonesian headers, the sort a header click asks the server
 * for, the page window and its texts, and the page of a record just saved.
 */
import { LIMITS } from '@gayaku/contract';

export type TableRow = { id: number } & Record<string, unknown>;
type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

/** Initial order: by id, ascending. */
export const INITIAL_SORT: SortState = { key: 'id', direction: 'asc' };
export const PAGE_SIZE = LIMITS.adminPageSize;

/** A column of an admin table: the record's field, its Indonesian header, and whether the server sorts by it. */
interface Column {
  key: string;
  label: string;
  sortable?: boolean;
}

/** The columns a table shows in order: every header Indonesian, the spec's labels kept. */
export type Columns = readonly Column[];

/** Name-like text of a nested record (categories, colours, sizes): `name`, `color_name`, `size_name`, `title`. */
export function nestedName(value: unknown): string {
  if (value === null || typeof value !== 'object') return value === null || value === undefined ? '' : String(value);
  const record = value as Record<string, unknown>;
  for (const key of ['name', 'color_name', 'size_name', 'title', 'username']) {
    if (typeof record[key] === 'string') return record[key];
  }
  return '';
}

/** Arrays of records are shown as their comma-joined names. */
export function joinNames(value: readonly unknown[]): string {
  return value.map(nestedName).filter(Boolean).join(', ');
}

/** A click on a header: a new column sorts ascending, the same column flips to descending and back. */
export function nextSort(current: SortState, key: string): SortState {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

export interface PageWindow {
  /** 1-based page, clamped to the available pages. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown (0 when empty). */
  from: number;
  to: number;
  total: number;
}

export function pageWindow(total: number, page: number, pageSize: number = PAGE_SIZE): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);
  return { page: current, pageCount, from, to, total };
}

/** 'Menampilkan 1–10 dari 23 data' (an en dash). */
export const rangeText = (w: PageWindow): string => `Menampilkan ${w.from}–${w.to} dari ${w.total} data`;
export const pageText = (w: PageWindow): string => `Halaman ${w.page} dari ${w.pageCount}`;
export const EMPTY_TEXT = 'Tidak ada data untuk ditampilkan';
export const TABLE_TITLE = 'Tabel Pendataan';

/** What a row is called in labels and the delete dialog: its name, title or username, else `#id`. */
export function rowLabel(row: TableRow): string {
  for (const key of ['name', 'title', 'color_name', 'size_name', 'username']) {
    const value = row[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return `#${row.id}`;
}

/** The page (1-based) of the record at 0-based position `rank` of the sorted list. */
export const pageOfRank = (rank: number, pageSize: number = PAGE_SIZE): number => Math.floor(Math.max(0, rank) / pageSize) + 1;

/** The 0-based offset of page `page` (1-based). */
export const offsetOf = (page: number, pageSize: number = PAGE_SIZE): number => (Math.max(1, page) - 1) * pageSize;

/**
 * Where record `id` stands in a list sorted by id ascending of `total` records, asking the server
 * for the id at an offset (`idAt`): the newest first (a record just created is last), else a
 * binary search (about 17 small reads at 100,000 records). -1 when it is not in the list.
 */
export async function rankById(id: number, total: number, idAt: (offset: number) => Promise<number | undefined>): Promise<number> {
  if (total === 0) return -1;
  if ((await idAt(total - 1)) === id) return total - 1;
  let low = 0;
  let high = total - 1;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const found = await idAt(middle);
    if (found === undefined || found >= id) high = middle;
    else low = middle + 1;
  }
  return (await idAt(low)) === id ? low : -1;
}
