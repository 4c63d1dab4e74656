/**
 * Reading reviews: one statement per page, each row with its author's username, its product's name
 * and its photos (json_agg, oldest first), and the total the filters match (a window count; a page
 * past the end counts again). The public review, the author's rating and the admin's row are views
 * of the same row.
 */
import { maskReviewer, type AdminReview, type Fit, type Rating, type Review } from '@gayaku/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

export interface ReviewRow extends Record<string, unknown> {
  id: number;
  product_id: number;
  product_name: string;
  user_id: number;
  username: string;
  rating: number;
  comment: string | null;
  fit: Fit | null;
  verified_purchase: boolean;
  size: string | null;
  color: string | null;
  hidden: boolean;
  created_at: string;
  photos: string[];
  total: number;
}

export interface ReviewFilters {
  productId?: number;
  userId?: number;
  ratingId?: number;
  rating?: number;
  withPhotos?: boolean;
  /** false: only reviews shoppers see; undefined: both. */
  hidden?: boolean;
}

const HAS_PHOTOS = sql`exists (select 1 from rating_photos ph where ph.rating_id = r.id)`;

function whereOf(f: ReviewFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.productId !== undefined) parts.push(sql`r.product_id = ${f.productId}`);
  if (f.userId !== undefined) parts.push(sql`r.user_id = ${f.userId}`);
  if (f.ratingId !== undefined) parts.push(sql`r.id = ${f.ratingId}`);
  if (f.rating !== undefined) parts.push(sql`r.rating = ${f.rating}`);
  if (f.withPhotos !== undefined) parts.push(f.withPhotos ? HAS_PHOTOS : sql`not ${HAS_PHOTOS}`);
  if (f.hidden !== undefined) parts.push(f.hidden ? sql`r.hidden` : sql`not r.hidden`);
  return sql.join(parts, sql` and `);
}

export const REVIEW_ORDERS = {
  newest: sql`r.created_at desc, r.id desc`,
  rating_high: sql`r.rating desc, r.created_at desc, r.id desc`,
  rating_low: sql`r.rating asc, r.created_at desc, r.id desc`,
} as const;

export interface ReviewPage {
  filters: ReviewFilters;
  order: keyof typeof REVIEW_ORDERS;
  limit: number;
  offset: number;
}

function statement(page: ReviewPage): SQL {
  return sql`select r.id, r.product_id, p.name as product_name, r.user_id, u.username, r.rating, r.comment, r.fit,
      r.verified_purchase, r.size, r.color, r.hidden,
      to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      coalesce((select json_agg(ph.url order by ph.id) from rating_photos ph where ph.rating_id = r.id), '[]'::json) as photos,
      count(*) over ()::int as total
    from ratings r join users u on u.id = r.user_id join products p on p.id = r.product_id
    where ${whereOf(page.filters)}
    order by ${REVIEW_ORDERS[page.order]}
    limit ${page.limit} offset ${page.offset}`;
}

/** One page of reviews and how many the filters match. */
export async function selectReviewPage(db: Db | Tx, page: ReviewPage): Promise<{ rows: ReviewRow[]; total: number }> {
  const rows = await selectRows<ReviewRow>(db, statement(page));
  if (rows.length > 0 || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [counted] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from ratings r where ${whereOf(page.filters)}`);
  return { rows, total: counted?.n ?? 0 };
}

/** The one review matching the filters (an id, or a user and a product), or null. */
export async function selectReview(db: Db | Tx, filters: ReviewFilters): Promise<ReviewRow | null> {
  const { rows } = await selectReviewPage(db, { filters, order: 'newest', limit: 1, offset: 0 });
  return rows[0] ?? null;
}

/** What every shopper sees: no ids of people, the author masked. */
export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    reviewer: maskReviewer(row.username),
    created_at: row.created_at,
    verified_purchase: row.verified_purchase,
    size: row.size,
    color: row.color,
    fit: row.fit,
    photos: row.photos,
  };
}

export function toRating(row: ReviewRow): Rating {
  return {
    id: row.id,
    product_id: row.product_id,
    user_id: row.user_id,
    rating: row.rating,
    comment: row.comment,
    created_at: row.created_at,
    fit: row.fit,
    verified_purchase: row.verified_purchase,
    size: row.size,
    color: row.color,
    photos: row.photos,
  };
}

export function toAdminReview(row: ReviewRow): AdminReview {
  return {
    ...toReview(row),
    product_id: row.product_id,
    product_name: row.product_name,
    user_id: row.user_id,
    username: row.username,
    hidden: row.hidden,
  };
}
