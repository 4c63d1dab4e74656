/**
 * The generic admin table's logic (spec section 2, "Admin generic table"), free of React:
 * which columns a list shows, their Indonesian headers, sorting and paging.
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
const PAGE_SIZE = LIMITS.adminPageSize;

const HEADER_LABELS: Record<string, string> = {
  name: 'Nama',
  price: 'Harga',
  email: 'Email',
  image_url: 'Gambar',
  description: 'Deskripsi',
  sold_count: 'Total Terjual',
  average_rating: 'Penilaian Produk',
  title: 'Judul',
  city: 'Kota',
  address: 'Alamat',
  total_price: 'Total Pembayaran',
  created_at: 'Tanggal',
  in_stock: 'Ada Stok',
  available: 'Stok Tersedia',
  stock_short: 'Stok Kurang',
  weight_grams: 'Berat (gram)',
};

/** `midtrans_order_id` → `Midtrans Order Id`. */
export function titleCase(key: string): string {
  return key
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The Indonesian header of a field; `overrides` first (products call `name` 'Nama Produk'). */
export function headerLabel(key: string, overrides: Readonly<Record<string, string>> = {}): string {
  return overrides[key] ?? HEADER_LABELS[key] ?? titleCase(key);
}

/** Every field of the records except id, in the order they first appear. */
export function columnKeys(rows: readonly TableRow[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) if (key !== 'id') keys.add(key);
  return [...keys];
}

/** Name-like text of a nested record (categories, colours, sizes): `name`, `color_name`, `size_name`, `title`. */
export function nestedName(value: unknown): string {
  if (value === null || typeof value !== 'object') return value === null || value === undefined ? '' : String(value);
  const record = value as Record<string, unknown>;
  for (const key of ['name', 'color_name', 'size_name', 'title', 'username']) {
    if (typeof record[key] === 'string') return record[key];
  }
  return '';
}

/** Arrays of records are shown (and sorted) as their comma-joined names. */
export function joinNames(value: readonly unknown[]): string {
  return value.map(nestedName).filter(Boolean).join(', ');
}

type Comparable = number | string | null;

function comparable(value: unknown): Comparable {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Array.isArray(value)) return joinNames(value) || null;
  if (typeof value === 'object') return nestedName(value) || null;
  return String(value);
}

const collator = new Intl.Collator('id', { numeric: true, sensitivity: 'base' });

/** Ascending comparison; empty values always sort last. */
export function compareValues(a: unknown, b: unknown): number {
  const x = comparable(a);
  const y = comparable(b);
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return collator.compare(String(x), String(y));
}

/** A sorted copy; ties keep id order so the result is stable and predictable. */
export function sortRows<T extends TableRow>(rows: readonly T[], sort: SortState): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const byKey = compareValues(a[sort.key], b[sort.key]);
    if (byKey !== 0) {
      // empty values stay last in both directions
      const aEmpty = comparable(a[sort.key]) === null;
      const bEmpty = comparable(b[sort.key]) === null;
      return aEmpty || bEmpty ? byKey : sign * byKey;
    }
    return a.id - b.id;
  });
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

/** The page (1-based) on which record `id` stands in `sorted`; 1 when absent. */
export function pageOfRecord(sorted: readonly TableRow[], id: number | undefined): number {
  const index = id === undefined ? -1 : sorted.findIndex((row) => row.id === id);
  return index < 0 ? 1 : Math.floor(index / PAGE_SIZE) + 1;
}
