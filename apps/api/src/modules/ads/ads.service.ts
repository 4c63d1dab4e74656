/**
 * The home page's ad banners: public reads (through the catalogue read cache), admin writes (each
 * with its audit row, then the cache emptied).
 */
import { ATTRIBUTE_MESSAGES, type Ad, type AdInput } from '@gayaku/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ads } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { catalogueCache, thenInvalidateCatalogue } from '../../lib/read-cache.ts';

const adFields = { id: ads.id, title: ads.title, image_url: ads.imageUrl };

export function listAds(db: Db): Promise<Ad[]> {
  return catalogueCache(db).get('ads:all', () => db.select(adFields).from(ads).orderBy(asc(ads.id)));
}

async function findAd(db: Db | Tx, id: number, lock = false): Promise<Ad> {
  const query = db.select(adFields).from(ads).where(eq(ads.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(ATTRIBUTE_MESSAGES.adNotFound);
  return row;
}

export function getAd(db: Db, id: number): Promise<Ad> {
  return catalogueCache(db).get(`ads:${id}`, () => findAd(db, id));
}

export function createAd(db: Db, input: AdInput, actorId: number): Promise<Ad> {
  const write = db.transaction(async (tx) => {
    const [row] = await tx.insert(ads).values({ title: input.title, imageUrl: input.image_url }).returning(adFields);
    if (!row) throw new Error('ad insert returned no row');
    await recordAudit(tx, { actorId, action: 'create', entity: 'ad', entityId: row.id, after: row });
    return row;
  });
  return thenInvalidateCatalogue(db, write);
}

export function updateAd(db: Db, id: number, input: AdInput, actorId: number): Promise<Ad> {
  const write = db.transaction(async (tx) => {
    const before = await findAd(tx, id, true);
    const [after] = await tx.update(ads).set({ title: input.title, imageUrl: input.image_url }).where(eq(ads.id, id)).returning(adFields);
    await recordAudit(tx, { actorId, action: 'update', entity: 'ad', entityId: id, before, after });
    return after ?? before;
  });
  return thenInvalidateCatalogue(db, write);
}

export function deleteAd(db: Db, id: number, actorId: number): Promise<{ message: string }> {
  const write = db.transaction(async (tx) => {
    const before = await findAd(tx, id, true);
    await tx.delete(ads).where(eq(ads.id, id));
    await recordAudit(tx, { actorId, action: 'delete', entity: 'ad', entityId: id, before });
    return { message: ATTRIBUTE_MESSAGES.adDeleted };
  });
  return thenInvalidateCatalogue(db, write);
}
