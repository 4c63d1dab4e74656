/**
 * The admin lists' common parts (docs/shop-rules.md, "Admin lists"): the ORDER BY of a page (the
 * chosen column, then id in the same direction, so every row has one place), the text search
 * (`ilike` over the list's text columns, `%` and `_` taken literally; trigram indexes serve it on
 * the large tables), and the answer with its X-Total-Count.
 */
import type { AdminListPage, SortOrder } from '@gayaku/contract';
import { asc, desc, ilike, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';

/** A page of rows and how many rows match over all pages. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** `q` as an ilike pattern matching it anywhere, with `\`, `%` and `_` escaped. */
export const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Any of `columns` contains `q` (any case). */
export function textMatch(q: string, columns: readonly SQLWrapper[]): SQL {
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column as AnyColumn, pattern))) ?? sql`false`;
}

/** ORDER BY the page's sort column (else `fallback`) and then the id, both in the page's order. */
export function pageOrder<K extends string>(
  page: AdminListPage<K>,
  columns: Readonly<Record<K, SQLWrapper>>,
  id: SQLWrapper,
  fallback: { sort: K; order: SortOrder },
): SQL[] {
  const key = page.sort ?? fallback.sort;
  const direction = page.order ?? (page.sort ? 'asc' : fallback.order);
  const by = direction === 'desc' ? desc : asc;
  const column = columns[key];
  return column === id ? [by(id as AnyColumn)] : [by(column as AnyColumn), by(id as AnyColumn)];
}

/** Answers a page: its rows, with the number of matches in X-Total-Count. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header('X-Total-Count', String(page.total));
  return page.rows;
}

/** Whether the request carried a query string (the storefront's plain list calls carry none). */
export const hasQuery = (url: string): boolean => /\?./.test(url);
