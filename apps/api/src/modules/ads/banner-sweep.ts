/**
 * Banners uploaded through POST /api/ads/image that no ad shows, a day after their upload: an
 * admin who uploaded a banner and then left the ad form, or uploaded another one instead, leaves
 * one behind. They are deleted with their phone copies (jobs/scheduler.ts runs this hourly).
 * Banners an ad shows, younger uploads (a form still being filled in), demo, external and product
 * images are never touched; an ad saved later with a swept banner's URL is refused
 * (ads.service.ts). Left open: an ad saved with a day-old upload in the moment between this
 * sweep's reading of the ads and its deleting would lose its banner.
 */
import { ads } from '../../db/schema.ts';
import { AD_BANNER, isUploadedBanner, removeImage } from '../uploads/images.ts';
import type { AdWriteDeps } from './ads.service.ts';

export const UNUSED_BANNER_AGE_MS = 24 * 60 * 60_000;

/** Deletes the unused banners older than UNUSED_BANNER_AGE_MS; answers how many. */
export async function sweepUnusedBanners({ db, storage }: Pick<AdWriteDeps, 'db' | 'storage'>, now = new Date()): Promise<number> {
  const cutoff = now.getTime() - UNUSED_BANNER_AGE_MS;
  // Phone copies are listed too; they go with their banner.
  const old = (await storage.list(AD_BANNER.namePrefix)).filter((o) => isUploadedBanner(o.url) && o.modifiedAt.getTime() < cutoff);
  if (old.length === 0) return 0;
  const shown = new Set((await db.select({ url: ads.imageUrl }).from(ads)).map((row) => row.url));
  const unused = old.filter((o) => !shown.has(o.url));
  for (const o of unused) await removeImage(storage, o.url);
  return unused.length;
}
