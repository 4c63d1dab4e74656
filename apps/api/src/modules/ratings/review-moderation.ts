/**
 * The admin's reviews: every review (hidden ones too) with its product and author, filtered and
 * paged, and hiding or showing one. A hidden review leaves the product page, its average and its
 * count; each change is written to the audit log with the flag before and after.
 */
import { RATING_MESSAGES, type AdminReview } from '@gayaku/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ratings } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { invalidateCatalogue } from '../../lib/catalogue-cache.ts';
import { selectReview, selectReviewPage, toAdminReview } from './review-rows.ts';

export interface AdminReviewParams {
  limit: number;
  offset: number;
  product_id?: number | undefined;
  rating?: number | undefined;
  with_photos?: boolean | undefined;
  hidden?: boolean | undefined;
}

export async function adminReviews(db: Db, q: AdminReviewParams): Promise<{ reviews: AdminReview[]; total: number }> {
  const filters = { productId: q.product_id, rating: q.rating, withPhotos: q.with_photos, hidden: q.hidden };
  const { rows, total } = await selectReviewPage(db, { filters, order: 'newest', limit: q.limit, offset: q.offset });
  return { reviews: rows.map(toAdminReview), total };
}

/** PUT /api/admin/reviews/{id}: 404 for an unknown review; setting the flag it already has changes nothing and logs nothing. */
export async function setReviewHidden(
  db: Db,
  actorId: number,
  id: number,
  hidden: boolean,
): Promise<{ message: string; review: AdminReview }> {
  const review = await db.transaction(async (tx) => {
    const [row] = await tx.select({ hidden: ratings.hidden }).from(ratings).where(eq(ratings.id, id)).for('update');
    if (!row) throw notFound(RATING_MESSAGES.ratingNotFound);
    if (row.hidden !== hidden) {
      await tx.update(ratings).set({ hidden, updatedAt: new Date() }).where(eq(ratings.id, id));
      await recordAudit(tx, {
        actorId,
        action: 'update',
        entity: 'rating',
        entityId: id,
        before: { hidden: row.hidden },
        after: { hidden },
      });
    }
    const read = await selectReview(tx, { ratingId: id });
    if (!read) throw notFound(RATING_MESSAGES.ratingNotFound);
    return toAdminReview(read);
  });
  invalidateCatalogue(db);
  return { message: hidden ? RATING_MESSAGES.reviewHidden : RATING_MESSAGES.reviewShown, review };
}
