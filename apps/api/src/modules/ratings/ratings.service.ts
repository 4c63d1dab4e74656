/**
 * A shopper's own rating (docs/shop-rules.md, "Ratings and reviews"): only a buyer who received the
 * product may write one, once per product (the unique index settles races); its size and colour
 * come from that order line (a verified purchase). The author may change it for 30 days.
 */
import { MESSAGES, RATING_MESSAGES, reviewEditableUntil, type Fit, type Rating, type RatingCheck } from '@gayaku/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { products, ratings } from '../../db/schema.ts';
import { sqlViolation, SQLSTATE } from '../../lib/db-errors.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { invalidateCatalogue } from '../../lib/catalogue-cache.ts';
import { selectReview, toRating } from './review-rows.ts';

export interface RatingInput {
  rating: number;
  comment: string | null;
  fit: Fit | null;
}

export interface NewRating extends RatingInput {
  userId: number;
  productId: number;
}

/** The size and colour of the user's latest received (delivered or completed) order line of the product, or null. */
async function receivedLine(db: Db | Tx, userId: number, productId: number): Promise<{ size: string | null; color: string | null } | null> {
  const [line] = await selectRows<{ size: string | null; color: string | null }>(
    db,
    sql`select oi.size, oi.color from order_items oi join orders o on o.id = oi.order_id
      where o.user_id = ${userId} and oi.product_id = ${productId} and o.status in ('delivered', 'completed')
      order by o.delivered_at desc nulls last, oi.id desc limit 1`,
  );
  return line ?? null;
}

async function ratingOf(db: Db | Tx, id: number): Promise<Rating> {
  const row = await selectReview(db, { ratingId: id });
  if (!row) throw new Error(`rating ${id} not found after writing it`);
  return toRating(row);
}

/** 404 for an unknown product, 403 for someone who has not received it, 409 for a second rating. */
export async function createRating(db: Db, input: NewRating): Promise<Rating> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, input.productId));
  if (!product) throw notFound(MESSAGES.ratingProductNotFound);
  const line = await receivedLine(db, input.userId, input.productId);
  if (!line) throw forbidden(RATING_MESSAGES.notBuyer);
  try {
    const [row] = await db
      .insert(ratings)
      .values({ ...input, verifiedPurchase: true, size: line.size, color: line.color })
      .returning({ id: ratings.id });
    if (!row) throw new Error('rating not inserted');
    invalidateCatalogue(db); // average_rating and total_reviews of the product change
    return await ratingOf(db, row.id);
  } catch (err) {
    const violation = sqlViolation(err);
    if (violation?.code === SQLSTATE.foreignKeyViolation && violation.constraint === 'ratings_product_id_products_id_fk') {
      throw notFound(MESSAGES.ratingProductNotFound);
    }
    if (violation?.code === SQLSTATE.uniqueViolation) throw conflict(MESSAGES.ratingExists);
    throw err;
  }
}

/**
 * The author's rating, locked for the rest of the transaction: 404 unknown, 403 someone else's,
 * 409 once the editing window has passed.
 */
export async function lockEditableRating(tx: Tx, userId: number, id: number, now = new Date()): Promise<{ id: number }> {
  const [row] = await tx
    .select({ id: ratings.id, userId: ratings.userId, createdAt: ratings.createdAt })
    .from(ratings)
    .where(eq(ratings.id, id))
    .for('update');
  if (!row) throw notFound(RATING_MESSAGES.ratingNotFound);
  if (row.userId !== userId) throw forbidden(MESSAGES.forbidden);
  if (reviewEditableUntil(row.createdAt) <= now) throw conflict(RATING_MESSAGES.editWindowPassed);
  return { id: row.id };
}

/** PUT /api/ratings/{id}: the stars, comment and fit as the author now writes them. */
export async function updateRating(db: Db, userId: number, id: number, input: RatingInput): Promise<Rating> {
  const rating = await db.transaction(async (tx) => {
    await lockEditableRating(tx, userId, id);
    await tx
      .update(ratings)
      .set({ rating: input.rating, comment: input.comment, fit: input.fit, updatedAt: new Date() })
      .where(eq(ratings.id, id));
    return ratingOf(tx, id);
  });
  invalidateCatalogue(db);
  return rating;
}

/** The specification's `{ rating, comment }` with the whole review, its editing window and whether the user may review now. */
export async function findUserRating(db: Db, userId: number, productId: number): Promise<RatingCheck> {
  const row = await selectReview(db, { userId, productId });
  if (row) {
    const until = reviewEditableUntil(row.created_at);
    return {
      rating: row.rating,
      comment: row.comment,
      review: toRating(row),
      editable_until: until > new Date() ? until.toISOString() : null,
      can_review: false,
    };
  }
  const line = await receivedLine(db, userId, productId);
  return { rating: null, comment: null, review: null, editable_until: null, can_review: line !== null };
}
