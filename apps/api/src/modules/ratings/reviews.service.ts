/**
 * The reviews every shopper reads on a product page, and their summary: hidden reviews never
 * appear and count for nothing (the product's average and count leave them out the same way,
 * products/product-select.ts). Both are catalogue reads: cached until a rating, a photo, a product
 * or a user's review changes (lib/read-cache.ts).
 */
import { MESSAGES, type Review, type ReviewSummary } from '@gayaku/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { notFound } from '../../lib/errors.ts';
import { catalogueCache } from '../../lib/catalogue-cache.ts';
import type { REVIEW_ORDERS } from './review-rows.ts';
import { selectReviewPage, toReview } from './review-rows.ts';

export interface ReviewListParams {
  limit: number;
  offset: number;
  sort: keyof typeof REVIEW_ORDERS;
  rating?: number | undefined;
  with_photos?: boolean | undefined;
}

interface SummaryRow extends Record<string, unknown> {
  average: number;
  count: number;
  s1: number;
  s2: number;
  s3: number;
  s4: number;
  s5: number;
  kekecilan: number;
  pas: number;
  kebesaran: number;
}

/** Average (one decimal, as the product's average_rating), count, stars histogram and fit answers of the visible reviews. */
export function reviewSummary(db: Db, productId: number): Promise<ReviewSummary> {
  return catalogueCache(db).get(`review-summary:${productId}`, async () => {
    const [row] = await selectRows<SummaryRow>(
      db,
      sql`select s.* from products p cross join lateral (
        select coalesce(round(avg(r.rating)::numeric, 1), 0)::float8 as average, count(*)::int as count,
          count(*) filter (where r.rating = 1)::int as s1, count(*) filter (where r.rating = 2)::int as s2,
          count(*) filter (where r.rating = 3)::int as s3, count(*) filter (where r.rating = 4)::int as s4,
          count(*) filter (where r.rating = 5)::int as s5,
          count(*) filter (where r.fit = 'kekecilan')::int as kekecilan, count(*) filter (where r.fit = 'pas')::int as pas,
          count(*) filter (where r.fit = 'kebesaran')::int as kebesaran
        from ratings r where r.product_id = p.id and not r.hidden) s
      where p.id = ${productId}`,
    );
    if (!row) throw notFound(MESSAGES.ratingProductNotFound);
    return {
      average: Number(row.average),
      count: row.count,
      histogram: { 1: row.s1, 2: row.s2, 3: row.s3, 4: row.s4, 5: row.s5 },
      fit: { kekecilan: row.kekecilan, pas: row.pas, kebesaran: row.kebesaran },
    };
  });
}

/** One page of a product's visible reviews and how many match (for X-Total-Count); 404 for an unknown product. */
export function productReviews(db: Db, productId: number, q: ReviewListParams): Promise<{ reviews: Review[]; total: number }> {
  const key = `reviews:${productId}:${q.sort}:${q.rating ?? ''}:${q.with_photos ?? ''}:${q.limit}:${q.offset}`;
  return catalogueCache(db).get(key, async () => {
    const [product] = await selectRows<{ id: number }>(db, sql`select id from products where id = ${productId}`);
    if (!product) throw notFound(MESSAGES.ratingProductNotFound);
    const filters = { productId, hidden: false, rating: q.rating, withPhotos: q.with_photos };
    const { rows, total } = await selectReviewPage(db, { filters, order: q.sort, limit: q.limit, offset: q.offset });
    return { reviews: rows.map(toReview), total };
  });
}
