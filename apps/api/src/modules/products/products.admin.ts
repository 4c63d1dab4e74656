/**
 * Admin writes on products: create, edit, delete. Each runs in one transaction with its audit row
 * (before/after = the full product). Image files are written before the transaction and removed
 * again if it fails; a replaced or deleted product's old image is removed after the commit unless
 * it is a demo image or still shown elsewhere (an order line, an ad, a category, another product).
 */
import { MESSAGES, PRODUCT_MESSAGES, type Product, type ProductEditForm, type ProductForm } from '@gayaku/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { invalidateCatalogue } from '../../lib/catalogue-cache.ts';
import { isRemovableImage, removeImage, storeImage, type ProcessedImage } from '../uploads/images.ts';
import type { ImageStorage } from '../uploads/storage.ts';
import { selectProduct } from './product-select.ts';
import { selectRows } from '../../db/rows.ts';

export interface ProductWriteDeps {
  db: Db;
  storage: ImageStorage;
  /** Reports a file clean-up failure (the write itself has succeeded). */
  warn(err: unknown, message: string): void;
}

type LinkKind = 'categories' | 'colors' | 'sizes';
const LINKS: Record<LinkKind, { table: string; nameColumn: string; joinTable: string; fk: string; label: string }> = {
  categories: {
    table: 'categories',
    nameColumn: 'name',
    joinTable: 'product_categories',
    fk: 'category_id',
    label: PRODUCT_MESSAGES.kindCategory,
  },
  colors: { table: 'colors', nameColumn: 'color_name', joinTable: 'product_colors', fk: 'color_id', label: PRODUCT_MESSAGES.kindColor },
  sizes: { table: 'sizes', nameColumn: 'size_name', joinTable: 'product_sizes', fk: 'size_id', label: PRODUCT_MESSAGES.kindSize },
};
const LINK_KINDS = Object.keys(LINKS) as LinkKind[];
type LinkNames = Partial<Record<LinkKind, string[]>>;

/** Names to ids (case-insensitive); any unknown name is a 400. Rows are key-share locked until commit. */
async function resolveIds(tx: Tx, kind: LinkKind, names: string[]): Promise<number[]> {
  const { table, nameColumn, label } = LINKS[kind];
  const column = sql.identifier(nameColumn);
  const list = sql.join(
    names.map((n) => sql`lower(${n})`),
    sql`, `,
  );
  const rows = await selectRows<{ id: number; name: string }>(
    tx,
    sql`select id, ${column} as name from ${sql.identifier(table)} where lower(${column}) in (${list}) order by id for key share`,
  );
  const known = new Set(rows.map((r) => r.name.toLowerCase()));
  const unknown = names.filter((n) => !known.has(n.toLowerCase()));
  if (unknown.length > 0) throw badRequest(MESSAGES.unknownNames(label, unknown));
  return rows.map((r) => r.id);
}

/** Replaces the product's links of every kind given; kinds left out keep their links. */
async function writeLinks(tx: Tx, productId: number, names: LinkNames): Promise<void> {
  const resolved: [LinkKind, number[]][] = [];
  for (const kind of LINK_KINDS) {
    const given = names[kind];
    if (given) resolved.push([kind, await resolveIds(tx, kind, given)]);
  }
  for (const [kind, ids] of resolved) {
    const { joinTable, fk } = LINKS[kind];
    await tx.execute(sql`delete from ${sql.identifier(joinTable)} where product_id = ${productId}`);
    const rows = sql.join(
      ids.map((id) => sql`(${productId}, ${id})`),
      sql`, `,
    );
    await tx.execute(
      sql`insert into ${sql.identifier(joinTable)} (product_id, ${sql.identifier(fk)}) values ${rows} on conflict do nothing`,
    );
  }
}

async function lockedProduct(tx: Tx, id: number): Promise<Product> {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
  const product = row ? await selectProduct(tx, id) : null;
  if (!product) throw notFound(PRODUCT_MESSAGES.productNotFound);
  return product;
}

async function mustSelect(tx: Tx, id: number): Promise<Product> {
  const product = await selectProduct(tx, id);
  if (!product) throw new Error(`product ${id} vanished inside its own transaction`);
  return product;
}

/** Stores the image, runs the write, and removes the new files again if the write fails. */
async function withNewImage<T>(
  deps: ProductWriteDeps,
  image: ProcessedImage | null,
  write: (url: string | null) => Promise<T>,
): Promise<T> {
  const url = image ? await storeImage(deps.storage, image) : null;
  try {
    return await write(url);
  } catch (err) {
    if (url) {
      await removeImage(deps.storage, url).catch((e: unknown) => deps.warn(e, 'could not remove the image of a failed product write'));
    }
    throw err;
  }
}

/** Deletes an image no longer used by the product, unless something else still shows it. */
async function releaseImage(deps: ProductWriteDeps, url: string): Promise<void> {
  if (!isRemovableImage(url)) return;
  try {
    const stillShown = sql`select (
        exists (select 1 from products where image_url = ${url})
        or exists (select 1 from order_items where image_url = ${url})
        or exists (select 1 from ads where image_url = ${url})
        or exists (select 1 from categories where image_url = ${url})
      ) as used`;
    const [check] = await selectRows<{ used: boolean }>(deps.db, stillShown);
    if (!check?.used) await removeImage(deps.storage, url);
  } catch (err) {
    deps.warn(err, 'could not remove a replaced product image');
  }
}

export async function createProduct(deps: ProductWriteDeps, actorId: number, form: ProductForm, image: ProcessedImage): Promise<Product> {
  const created = await withNewImage(deps, image, (url) =>
    deps.db.transaction(async (tx) => {
      const values = {
        name: form.name,
        price: form.price,
        description: form.description,
        soldCount: form.sold_count,
        imageUrl: url ?? '',
        ...(form.weight_grams !== undefined ? { weightGrams: form.weight_grams } : {}),
      };
      const [row] = await tx.insert(products).values(values).returning({ id: products.id });
      if (!row) throw new Error('product insert returned no row');
      await writeLinks(tx, row.id, form);
      const after = await mustSelect(tx, row.id);
      await recordAudit(tx, { actorId, action: 'create', entity: 'product', entityId: row.id, after });
      return after;
    }),
  );
  invalidateCatalogue(deps.db);
  return created;
}

export async function updateProduct(
  deps: ProductWriteDeps,
  actorId: number,
  id: number,
  form: ProductEditForm,
  image: ProcessedImage | null,
): Promise<Product> {
  const { before, after } = await withNewImage(deps, image, (url) =>
    deps.db.transaction(async (tx) => {
      const before = await lockedProduct(tx, id);
      await tx
        .update(products)
        .set({
          name: form.name,
          price: form.price,
          soldCount: form.sold_count,
          updatedAt: new Date(),
          ...(form.description !== undefined ? { description: form.description } : {}),
          ...(form.weight_grams !== undefined ? { weightGrams: form.weight_grams } : {}),
          ...(url ? { imageUrl: url } : {}),
        })
        .where(eq(products.id, id));
      await writeLinks(tx, id, form);
      const after = await mustSelect(tx, id);
      await recordAudit(tx, { actorId, action: 'update', entity: 'product', entityId: id, before, after });
      return { before, after };
    }),
  );
  invalidateCatalogue(deps.db);
  if (before.image_url !== after.image_url) await releaseImage(deps, before.image_url);
  return after;
}

export async function deleteProduct(deps: ProductWriteDeps, actorId: number, id: number): Promise<void> {
  const before = await deps.db.transaction(async (tx) => {
    const before = await lockedProduct(tx, id);
    // cart lines and ratings cascade; order lines keep their own copies (product_id set null)
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, { actorId, action: 'delete', entity: 'product', entityId: id, before });
    return before;
  });
  invalidateCatalogue(deps.db);
  await releaseImage(deps, before.image_url);
}
