/**
 * Query parameters that arrive as text: a page (`limit`, `offset` as canonical decimal digits) and
 * a yes/no flag (`true`/`false`, `1`/`0`). Anything else, a repeated key included, is a 400.
 */
import { z } from 'zod';

const digits = (max: number, message: string) =>
  z
    .union([z.number().int(), z.string().regex(/^(0|[1-9][0-9]{0,8})$/, message)], { error: message })
    .transform(Number)
    .pipe(z.number().min(0, message).max(max, message));

/** `limit` (1..max, `size` when left out) and `offset` (0..100,000, 0 when left out). */
export function pageQuery(size: number, max: number) {
  const limitMessage = `limit harus bilangan bulat 1 sampai ${max}`;
  const offsetMessage = 'offset harus bilangan bulat 0 sampai 100.000';
  return {
    limit: digits(max, limitMessage)
      .refine((n) => n >= 1, limitMessage)
      .default(size),
    offset: digits(100_000, offsetMessage).default(0),
  };
}

/** A yes/no filter ('true'/'false', '1'/'0' as the URL carries it; a boolean is taken as well); left out: no filter. */
export const booleanQuery = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: "Nilai harus 'true' atau 'false'" })
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional();

/** The admin lists' page: at most 100 rows, from any of up to 10,000,000 (200,000 orders and more). */
export const ADMIN_LIST = { maxLimit: 100, maxOffset: 10_000_000, maxQuery: 100 } as const;
export type SortOrder = 'asc' | 'desc';

export const LIST_MESSAGES = {
  limitRange: `limit harus bilangan bulat 1 sampai ${ADMIN_LIST.maxLimit}`,
  offsetRange: 'offset harus bilangan bulat 0 sampai 10.000.000',
  orderInvalid: "order harus 'asc' atau 'desc'",
  queryTooLong: `Kata pencarian maksimal ${ADMIN_LIST.maxQuery} karakter`,
  sortInvalid: (keys: readonly string[]) => `sort harus salah satu dari: ${keys.join(', ')}`,
} as const;

/**
 * The query of an admin list (GET /api/order, /api/user/users, /api/ads, the attributes):
 * `limit` 1–100 (100 when left out), `offset` 0–10,000,000, `sort` one of the list's column keys,
 * `order` asc or desc, and `q`, a text searched in the list's text columns (blank: no search).
 */
export function adminListQuery<const K extends string>(sortKeys: readonly [K, ...K[]]) {
  return z.object({
    limit: digits(ADMIN_LIST.maxLimit, LIST_MESSAGES.limitRange)
      .refine((n) => n >= 1, LIST_MESSAGES.limitRange)
      .default(ADMIN_LIST.maxLimit),
    offset: digits(ADMIN_LIST.maxOffset, LIST_MESSAGES.offsetRange).default(0),
    sort: z.enum(sortKeys, { error: LIST_MESSAGES.sortInvalid(sortKeys) }).optional(),
    order: z.enum(['asc', 'desc'], { error: LIST_MESSAGES.orderInvalid }).optional(),
    q: z
      .string({ error: LIST_MESSAGES.queryTooLong })
      .max(ADMIN_LIST.maxQuery, LIST_MESSAGES.queryTooLong)
      .transform((text) => text.trim() || undefined)
      .optional(),
  });
}
/** What an admin list's query holds once checked. */
export interface AdminListPage<K extends string = string> {
  limit: number;
  offset: number;
  sort?: K;
  order?: SortOrder;
  q?: string;
}
