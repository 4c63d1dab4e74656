/** Star ratings: one per user and product, enforced by the unique index (race-safe). */
import type { Rating, RatingCheck } from '@gayaku/contract';
import { MESSAGES } from '@gayaku/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ratings } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { sqlViolation, SQLSTATE } from '../../lib/db-errors.ts';
import { invalidateCatalogue } from '../../lib/read-cache.ts';

export interface NewRating {
  userId: number;
  productId: number;
  rating: number;
  comment: string | null;
}

/**
 * Inserts straight away: an unknown product fails the foreign key (404) and a second rating the
 * unique index (409), so concurrent requests cannot slip between a check and the insert.
 */
export async function createRating(db: Db, input: NewRating): Promise<Rating> {
  try {
    const [row] = await db.insert(ratings).values(input).returning();
    if (!row) throw new Error('rating not inserted');
    invalidateCatalogue(db); // average_rating and total_reviews of the product change
    return {
      id: row.id,
      product_id: row.productId,
      user_id: row.userId,
      rating: row.rating,
      comment: row.comment,
      created_at: row.createdAt.toISOString(),
    };
  } catch (err) {
    const violation = sqlViolation(err);
    if (violation?.code === SQLSTATE.foreignKeyViolation && violation.constraint === 'ratings_product_id_products_id_fk') {
      throw notFound(MESSAGES.ratingProductNotFound);
    }
    if (violation?.code === SQLSTATE.uniqueViolation) throw conflict(MESSAGES.ratingExists);
    throw err;
  }
}

/** The user's own rating of a product, or nulls when there is none (an unknown product has none). */
export async function findUserRating(db: Db, userId: number, productId: number): Promise<RatingCheck> {
  const [row] = await db
    .select({ rating: ratings.rating, comment: ratings.comment })
    .from(ratings)
    .where(and(eq(ratings.userId, userId), eq(ratings.productId, productId)))
    .limit(1);
  return row ?? { rating: null, comment: null };
}
