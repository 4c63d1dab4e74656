/**
 * The home page's ad banners: public reads (through the catalogue read cache), admin writes (each
 * with its audit row, then the cache emptied). A banner uploaded through POST /api/ads/image is
 * deleted from storage once no ad shows it any more (after an update that replaced it, or a
 * delete); demo, external and product images are never touched. An ad can only be given an
 * uploaded banner that is still stored (one left unsaved for a day is swept: banner-sweep.ts).
 */
import { AD_MESSAGES, ADMIN_LIST, type Ad, type AdInput, type AdminListPage } from '@gayaku/contract';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ads } from '../../db/schema.ts';
import { pageOrder, textMatch, type Page } from '../../lib/admin-list.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { catalogueCache, thenInvalidateCatalogue } from '../../lib/catalogue-cache.ts';
import { isUploadedBanner, removeImage } from '../uploads/images.ts';
import type { ImageStorage } from '../uploads/storage.ts';

export interface AdWriteDeps {
  db: Db;
  storage: ImageStorage;
  warn: (err: unknown, msg: string) => void;
}

const adFields = { id: ads.id, title: ads.title, image_url: ads.imageUrl };

/** The home carousel's list (no parameters): by id, at most 100, cached with the count of all. */
export function listAds(db: Db): Promise<Page<Ad>> {
  return catalogueCache(db).get('ads:all', () => listAdPage(db, { limit: ADMIN_LIST.maxLimit, offset: 0 }));
}

/** The admin's page of ads: by id unless sorted by title, `q` searching the title. */
export async function listAdPage(db: Db, page: AdminListPage<'id' | 'title'>): Promise<Page<Ad>> {
  const where = page.q ? textMatch(page.q, [ads.title]) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(adFields)
      .from(ads)
      .where(where)
      .orderBy(...pageOrder(page, { id: ads.id, title: ads.title }, ads.id, { sort: 'id', order: 'asc' }))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(ads).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

async function findAd(db: Db | Tx, id: number, lock = false): Promise<Ad> {
  const query = db.select(adFields).from(ads).where(eq(ads.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(AD_MESSAGES.adNotFound);
  return row;
}

export function getAd(db: Db, id: number): Promise<Ad> {
  return catalogueCache(db).get(`ads:${id}`, () => findAd(db, id));
}

/** Deletes an uploaded banner's files when no ad other than `exceptId` shows it; a failure only logs (the ad write stands). */
async function releaseBanner({ db, storage, warn }: AdWriteDeps, url: string, exceptId: number): Promise<void> {
  if (!isUploadedBanner(url)) return;
  try {
    const [other] = await db
      .select({ id: ads.id })
      .from(ads)
      .where(and(eq(ads.imageUrl, url), ne(ads.id, exceptId)))
      .limit(1);
    if (!other) await removeImage(storage, url);
  } catch (err) {
    warn(err, 'could not remove a banner no ad shows any more');
  }
}

/** Refuses an uploaded banner's URL whose file is not stored (swept, or never uploaded). */
async function requireStoredBanner(storage: ImageStorage, url: string): Promise<void> {
  if (isUploadedBanner(url) && !(await storage.exists(url))) throw badRequest(AD_MESSAGES.bannerMissing);
}

export async function createAd({ db, storage }: AdWriteDeps, input: AdInput, actorId: number): Promise<Ad> {
  await requireStoredBanner(storage, input.image_url);
  const write = db.transaction(async (tx) => {
    const [row] = await tx.insert(ads).values({ title: input.title, imageUrl: input.image_url }).returning(adFields);
    if (!row) throw new Error('ad insert returned no row');
    await recordAudit(tx, { actorId, action: 'create', entity: 'ad', entityId: row.id, after: row });
    return row;
  });
  return thenInvalidateCatalogue(db, write);
}

export async function updateAd(deps: AdWriteDeps, id: number, input: AdInput, actorId: number): Promise<Ad> {
  const { db } = deps;
  const write = db.transaction(async (tx) => {
    const before = await findAd(tx, id, true);
    if (input.image_url !== before.image_url) await requireStoredBanner(deps.storage, input.image_url);
    const [after] = await tx.update(ads).set({ title: input.title, imageUrl: input.image_url }).where(eq(ads.id, id)).returning(adFields);
    await recordAudit(tx, { actorId, action: 'update', entity: 'ad', entityId: id, before, after });
    return { before, after: after ?? before };
  });
  const { before, after } = await thenInvalidateCatalogue(db, write);
  if (before.image_url !== after.image_url) await releaseBanner(deps, before.image_url, id);
  return after;
}

export async function deleteAd(deps: AdWriteDeps, id: number, actorId: number): Promise<{ message: string }> {
  const { db } = deps;
  const write = db.transaction(async (tx) => {
    const before = await findAd(tx, id, true);
    await tx.delete(ads).where(eq(ads.id, id));
    await recordAudit(tx, { actorId, action: 'delete', entity: 'ad', entityId: id, before });
    return before;
  });
  const before = await thenInvalidateCatalogue(db, write);
  await releaseBanner(deps, before.image_url, id);
  return { message: AD_MESSAGES.adDeleted };
}
