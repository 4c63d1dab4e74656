/**
 * POST /api/ratings/{id}/photos: the author adds one photo at a time to a review they may still
 * change, at most REVIEW_LIMITS.photosPerReview in all. The rating is checked before a byte of the
 * form is read; the photo is re-encoded (uploads/images.ts, REVIEW_PHOTO: no metadata survives),
 * stored, and recorded under the rating's lock, which counts again: two uploads at once never make
 * a fourth photo, and a refused one leaves no file behind.
 */
import { RATING_MESSAGES, REVIEW_LIMITS } from '@gayaku/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ratingPhotos } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import { invalidateCatalogue } from '../../lib/catalogue-cache.ts';
import { removeImage, storeImage, type ProcessedImage } from '../uploads/images.ts';
import type { ImageStorage } from '../uploads/storage.ts';
import { lockEditableRating } from './ratings.service.ts';

async function photoCount(tx: Tx, ratingId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(ratingPhotos).where(eq(ratingPhotos.ratingId, ratingId));
  return row?.n ?? 0;
}

/** 404/403/409 (unknown, someone else's, too old, already full) before the upload is read. */
export async function checkPhotoSlot(db: Db, userId: number, ratingId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEditableRating(tx, userId, ratingId);
    if ((await photoCount(tx, ratingId)) >= REVIEW_LIMITS.photosPerReview) throw conflict(RATING_MESSAGES.tooManyPhotos);
  });
}

/** Stores the processed photo and records it; answers every photo of the review, oldest first. */
export async function addRatingPhoto(
  deps: { db: Db; storage: ImageStorage },
  userId: number,
  ratingId: number,
  photo: ProcessedImage,
): Promise<string[]> {
  const url = await storeImage(deps.storage, photo);
  try {
    const urls = await deps.db.transaction(async (tx) => {
      await lockEditableRating(tx, userId, ratingId);
      if ((await photoCount(tx, ratingId)) >= REVIEW_LIMITS.photosPerReview) throw conflict(RATING_MESSAGES.tooManyPhotos);
      await tx.insert(ratingPhotos).values({ ratingId, url });
      const rows = await tx
        .select({ url: ratingPhotos.url })
        .from(ratingPhotos)
        .where(eq(ratingPhotos.ratingId, ratingId))
        .orderBy(asc(ratingPhotos.id));
      return rows.map((r) => r.url);
    });
    invalidateCatalogue(deps.db);
    return urls;
  } catch (err) {
    await removeImage(deps.storage, url).catch(() => {});
    throw err;
  }
}
