/**
 * Seeding: reference data every shop needs (shipping rates) and the optional demo catalogue
 * (categories with their size charts, colours, sizes, 67 products with generated images and stock per
 * size × colour, demo shoppers, ratings, banners).
 * Everything is inserted in bulk inside one transaction.
 */
import { count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.ts';
import type { Db, Tx } from '../client.ts';
import {
  ads,
  categories,
  colors,
  productCategories,
  productColors,
  products,
  productSizes,
  ratings,
  shippingRates,
  sizes,
  users,
} from '../schema.ts';
import { PRODUCTS, SIZE_SETS } from './catalog-data.ts';
import { seedDemoStock } from './demo-stock.ts';
import { seedSizeCharts } from './size-charts.ts';
import { seedShippingServices } from './shipping-services.ts';
import { seedSearch } from './search-synonyms.ts';
import { adImageUrl, categoryImageUrl, productImageUrl, renderDemoImages, type RenderDemoImages } from './images.ts';
import {
  BANNERS,
  CATEGORIES,
  COLORS,
  COMMENTS,
  DEMO_PASSWORD,
  DEMO_USERS,
  demoEmail,
  RETIRED_BANNERS,
  SHIPPING_RATES,
  SIZE_NAMES,
  weightOf,
} from './reference-data.ts';
import { prng } from './prng.ts';

/** Serialises concurrent seeders (several API instances starting against one PostgreSQL). */
const SEED_LOCK_ID = 7_351_020_002;
const DAY_MS = 86_400_000;
const RATING_COUNT = 150;

/** The demo's own banners (its image URL) among RETIRED_BANNERS get the banner that replaced them; answers how many. */
async function replaceRetiredBanners(db: Db): Promise<number> {
  let replaced = 0;
  for (const [old, title] of Object.entries(RETIRED_BANNERS)) {
    const rows = await db
      .update(ads)
      .set({ title, imageUrl: adImageUrl(title) })
      .where(eq(ads.imageUrl, adImageUrl(old)))
      .returning({ id: ads.id });
    replaced += rows.length;
  }
  return replaced;
}

/**
 * Reference data every shop needs: shipping rates for >= 15 Indonesian cities and their courier
 * services. Each table is filled only while empty.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if ((await rowCount(tx, shippingRates)) === 0) {
      await tx
        .insert(shippingRates)
        .values(SHIPPING_RATES.map(([city, shippingCost]) => ({ city, shippingCost })))
        .onConflictDoNothing();
    }
    // The courier services came later: a shop seeded before them gets them at its next start.
    await seedShippingServices(tx);
    await seedSearch(tx);
  });
}

/**
 * The demo catalogue, run only when the products table is empty. Returns whether it seeded. On a
 * catalogue already there it only adds what the shop was seeded without: the demo images that are
 * missing (renditions added since, such as the banners' phone copies; existing files are kept), the
 * demo products' stock when no variant has any row yet, and the demo size charts when no chart exists.
 */
export interface SeedDemoOptions {
  uploadsDir: string;
  log?: (msg: string) => void;
  /** Draws the missing demo images; in this process unless the server passes its child-process renderer. */
  renderImages?: RenderDemoImages;
}

export async function seedDemo(db: Db, opts: SeedDemoOptions): Promise<{ seeded: boolean }> {
  const renderImages = opts.renderImages ?? renderDemoImages;
  if ((await rowCount(db, products)) > 0) {
    const images = await renderImages(opts.uploadsDir);
    if (images.rendered > 0) opts.log?.(`demo seed: ${images.rendered} missing demo images drawn; data already present`);
    const [variants, charts] = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      return [await seedDemoStock(tx), await seedSizeCharts(tx)];
    });
    if (variants > 0) opts.log?.(`demo seed: stock of ${variants} demo variants added; data already present`);
    if (charts > 0) opts.log?.(`demo seed: size charts of ${charts} demo categories added; data already present`);
    const banners = await replaceRetiredBanners(db);
    if (banners > 0) opts.log?.(`demo seed: ${banners} demo banners that promised what the shop never gives replaced`);
    return { seeded: false };
  }
  const started = performance.now();
  // Image rendering and the (deliberately slow) password hash run side by side, before the transaction.
  const [images, passwordHash] = await Promise.all([renderImages(opts.uploadsDir), hashPassword(DEMO_PASSWORD)]);
  const rendered = performance.now();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if ((await rowCount(tx, products)) > 0) return false;
    await insertDemo(tx, passwordHash, new Date());
    return true;
  });
  const done = performance.now();
  opts.log?.(
    `demo seed: images ${images.rendered} rendered, ${images.cached} cached in ${Math.round(rendered - started)} ms; ` +
      `data ${seeded ? `inserted (${PRODUCTS.length} products)` : 'skipped (catalogue already present)'} in ${Math.round(done - rendered)} ms`,
  );
  return { seeded };
}

async function rowCount(db: Db | Tx, table: typeof products | typeof shippingRates | typeof ads): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

const byName = (rows: readonly { id: number; name: string }[]): Map<string, number> =>
  new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
function idOf(map: Map<string, number>, name: string): number {
  const id = map.get(name.toLowerCase());
  if (id === undefined) throw new Error(`demo seed: no id for "${name}"`);
  return id;
}

async function insertDemo(tx: Tx, passwordHash: string, now: Date): Promise<void> {
  const rand = prng(20_240_817);
  const ago = (days: number): Date => new Date(now.getTime() - days * DAY_MS);

  // Lookup tables: existing rows (matched case-insensitively) are reused.
  await tx
    .insert(categories)
    .values(CATEGORIES.map((c) => ({ name: c.name, imageUrl: categoryImageUrl(c.name) })))
    .onConflictDoNothing();
  await tx
    .insert(colors)
    .values(Object.keys(COLORS).map((colorName) => ({ colorName })))
    .onConflictDoNothing();
  await tx
    .insert(sizes)
    .values(SIZE_NAMES.map((sizeName) => ({ sizeName })))
    .onConflictDoNothing();
  const categoryIds = byName(await tx.select({ id: categories.id, name: categories.name }).from(categories));
  const colorIds = byName(await tx.select({ id: colors.id, name: colors.colorName }).from(colors));
  const sizeIds = byName(await tx.select({ id: sizes.id, name: sizes.sizeName }).from(sizes));

  // Products: best sellers are older, slow movers and new arrivals recent (all within ~8 months).
  const created = PRODUCTS.map((p) => {
    const days = p.soldCount >= 800 ? 120 + rand() * 120 : p.soldCount >= 300 ? 40 + rand() * 140 : 1 + rand() * 45;
    return ago(days);
  });
  const inserted = await tx
    .insert(products)
    .values(
      PRODUCTS.map((p, i) => ({
        name: p.name,
        description: p.description,
        price: p.price,
        imageUrl: productImageUrl(p.name),
        soldCount: p.soldCount,
        weightGrams: weightOf(p.look.shape),
        createdAt: created[i],
        updatedAt: created[i],
      })),
    )
    .returning({ id: products.id, name: products.name });
  const productIds = byName(inserted);
  const pid = (i: number): number => idOf(productIds, PRODUCTS[i]!.name);

  await tx
    .insert(productCategories)
    .values(PRODUCTS.flatMap((p, i) => p.categories.map((c) => ({ productId: pid(i), categoryId: idOf(categoryIds, c) }))));
  await tx
    .insert(productColors)
    .values(PRODUCTS.flatMap((p, i) => p.colors.map((c) => ({ productId: pid(i), colorId: idOf(colorIds, c) }))));
  await tx
    .insert(productSizes)
    .values(PRODUCTS.flatMap((p, i) => SIZE_SETS[p.sizes].map((s) => ({ productId: pid(i), sizeId: idOf(sizeIds, s) }))));

  // Demo shoppers (an existing account with the same e-mail or username is left alone).
  await tx
    .insert(users)
    .values(
      DEMO_USERS.map((u, i) => ({
        username: u.username,
        email: demoEmail(u.username),
        passwordHash,
        role: 'user' as const,
        city: u.city,
        address: u.address,
        createdAt: ago(240 - i * 9),
        updatedAt: ago(240 - i * 9),
      })),
    )
    .onConflictDoNothing();
  const emails = DEMO_USERS.map((u) => demoEmail(u.username));
  const shoppers = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) in ${emails}`);

  // Ratings: one per shopper and product at most, best sellers reviewed more, mostly 4–5 stars.
  const pairs = shoppers.flatMap((u) => PRODUCTS.map((p, i) => ({ userId: u.id, index: i, weight: rand() * (p.soldCount + 150) })));
  pairs.sort((a, b) => b.weight - a.weight);
  const ratingRows = pairs.slice(0, RATING_COUNT).map(({ userId, index }) => {
    const r = rand();
    const rating = r < 0.55 ? 5 : r < 0.85 ? 4 : r < 0.94 ? 3 : r < 0.98 ? 2 : 1;
    const pool = COMMENTS[rating];
    const since = (now.getTime() - created[index]!.getTime()) / DAY_MS;
    return {
      userId,
      productId: pid(index),
      rating,
      comment: rand() < 0.6 ? (pool[Math.floor(rand() * pool.length)] ?? null) : null,
      createdAt: ago(since * rand() * 0.9),
    };
  });
  if (ratingRows.length > 0) await tx.insert(ratings).values(ratingRows).onConflictDoNothing();

  await seedDemoStock(tx);
  await seedSizeCharts(tx);

  if ((await rowCount(tx, ads)) === 0) {
    await tx.insert(ads).values(BANNERS.map((b, i) => ({ title: b.title, imageUrl: adImageUrl(b.title), createdAt: ago(20 - i * 5) })));
  }
}
