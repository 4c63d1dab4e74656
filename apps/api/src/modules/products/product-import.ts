/**
 * POST /api/admin/products/import: all or nothing, in one transaction. The file is read and
 * planned (product-import-rows.ts, product-import-plan.ts); any problem stops it with a 400 listing
 * every problem by row and column, and nothing is written. Otherwise products are created and
 * updated with a few set-based statements, their categories replaced, the file's sizes and colours
 * added to theirs, the variants' stock and SKU set, and one audit row written per product that
 * changed (the product with its variants, before and after). `dry_run` does all of it and rolls back.
 */
import { CSV_MESSAGES, MESSAGES, type ImportResult } from '@gayaku/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { SQLSTATE, sqlViolation } from '../../lib/db-errors.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { invalidateCatalogue } from '../../lib/catalogue-cache.ts';
import { planImport, type PlannedProduct } from './product-import-plan.ts';
import { readImportRows, type ImportProblem } from './product-import-rows.ts';
import { selectProducts } from './product-select.ts';

/** Problems listed in one answer; the message counts them all. */
const PROBLEMS_LISTED = 1000;

const ints = (values: (number | null | undefined)[]) => sql`${sql.param(values.map((v) => v ?? null))}::int[]`;
const texts = (values: (string | null | undefined)[]) => sql`${sql.param(values.map((v) => v ?? null))}::text[]`;

function rejected(problems: ImportProblem[]): AppError {
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  const issues = sorted.slice(0, PROBLEMS_LISTED).map((p) => ({
    path: `${p.row}.${p.column}`,
    message: CSV_MESSAGES.cell(p.row, p.column, p.message),
  }));
  return new AppError('VALIDATION', CSV_MESSAGES.rejected(problems.length), issues);
}

/** Each product with its variants (size, colour, stock, SKU): what the audit rows hold. */
async function snapshots(tx: Tx, ids: number[]): Promise<Map<number, unknown>> {
  if (ids.length === 0) return new Map();
  const products = await selectProducts(tx, { where: sql`p.id = any(${ints(ids)})`, orderBy: sql`p.id` });
  const variants = await selectRows<{ product_id: number; size_name: string; color_name: string; stock: number; sku: string | null }>(
    tx,
    sql`select v.product_id, s.size_name, co.color_name, v.stock, v.sku from product_variants v
      join sizes s on s.id = v.size_id join colors co on co.id = v.color_id
      where v.product_id = any(${ints(ids)}) order by v.product_id, s.id, co.id`,
  );
  const byProduct = new Map<number, unknown[]>();
  for (const { product_id, ...v } of variants) byProduct.set(product_id, [...(byProduct.get(product_id) ?? []), v]);
  return new Map(products.map((p) => [p.id, { ...p, variants: byProduct.get(p.id) ?? [] }]));
}

async function createProducts(tx: Tx, plan: PlannedProduct[]): Promise<void> {
  const fresh = plan.filter((p) => p.id === null);
  if (fresh.length === 0) return;
  const ids = await selectRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('products', 'id'))::int as id from generate_series(1, ${fresh.length}::int)`,
  );
  fresh.forEach((p, i) => (p.id = ids[i]!.id));
  const f = fresh.map((p) => p.first);
  await tx.execute(sql`insert into products (id, name, description, price, image_url, sold_count, weight_grams)
    select id, name, description, price, image_url, coalesce(sold_count, 0), coalesce(weight_grams, 300)
    from unnest(${ints(fresh.map((p) => p.id))}, ${texts(f.map((r) => r.name))}, ${texts(f.map((r) => r.description))},
      ${ints(f.map((r) => r.price))}, ${texts(f.map((r) => r.image_url))}, ${ints(f.map((r) => r.sold_count))},
      ${ints(f.map((r) => r.weight_grams))}) as x(id, name, description, price, image_url, sold_count, weight_grams)`);
}

async function updateProducts(tx: Tx, plan: PlannedProduct[]): Promise<void> {
  const f = plan.map((p) => p.first);
  await tx.execute(sql`update products p set name = x.name, price = x.price, description = coalesce(x.description, p.description),
      image_url = coalesce(x.image_url, p.image_url), sold_count = coalesce(x.sold_count, p.sold_count),
      weight_grams = coalesce(x.weight_grams, p.weight_grams), updated_at = now()
    from unnest(${ints(plan.map((p) => p.id))}, ${texts(f.map((r) => r.name))}, ${texts(f.map((r) => r.description))},
      ${ints(f.map((r) => r.price))}, ${texts(f.map((r) => r.image_url))}, ${ints(f.map((r) => r.sold_count))},
      ${ints(f.map((r) => r.weight_grams))}) as x(id, name, description, price, image_url, sold_count, weight_grams)
    where p.id = x.id and (p.name, p.price, p.description, p.image_url, p.sold_count, p.weight_grams) is distinct from
      (x.name, x.price, coalesce(x.description, p.description), coalesce(x.image_url, p.image_url),
       coalesce(x.sold_count, p.sold_count), coalesce(x.weight_grams, p.weight_grams))`);
}

async function writeLinks(tx: Tx, plan: PlannedProduct[]): Promise<void> {
  const ids = plan.map((p) => p.id);
  const cats = plan.flatMap((p) => p.categoryIds.map((c) => [p.id, c] as const));
  await tx.execute(sql`delete from product_categories where product_id = any(${ints(ids)})`);
  await tx.execute(sql`insert into product_categories (product_id, category_id)
    select * from unnest(${ints(cats.map((c) => c[0]))}, ${ints(cats.map((c) => c[1]))}) on conflict do nothing`);
  const variants = plan.flatMap((p) => p.variants.map((v) => ({ ...v, productId: p.id })));
  const productIds = ints(variants.map((v) => v.productId));
  await tx.execute(sql`insert into product_sizes (product_id, size_id)
    select * from unnest(${productIds}, ${ints(variants.map((v) => v.sizeId))}) on conflict do nothing`);
  await tx.execute(sql`insert into product_colors (product_id, color_id)
    select * from unnest(${productIds}, ${ints(variants.map((v) => v.colorId))}) on conflict do nothing`);
  const columns = sql`${productIds}, ${ints(variants.map((v) => v.sizeId))}, ${ints(variants.map((v) => v.colorId))},
    ${ints(variants.map((v) => v.row.stock))}, ${texts(variants.map((v) => v.row.sku))}`;
  // A SKU that moves to another size × colour leaves its old variant first (SKUs are unique).
  await tx.execute(sql`update product_variants v set sku = null, updated_at = now()
    from unnest(${columns}) as x(product_id, size_id, color_id, stock, sku)
    where x.sku is not null and lower(v.sku) = lower(x.sku) and (v.product_id, v.size_id, v.color_id) <> (x.product_id, x.size_id, x.color_id)`);
  await tx.execute(sql`insert into product_variants as pv (product_id, size_id, color_id, stock, sku)
    select * from unnest(${columns}) as x(product_id, size_id, color_id, stock, sku)
    -- a combination never stocked stays without a row while it is given none (as the export writes it)
    where x.stock > 0 or x.sku is not null or exists (select 1 from product_variants v
      where v.product_id = x.product_id and v.size_id = x.size_id and v.color_id = x.color_id)
    on conflict (product_id, size_id, color_id) do update set stock = excluded.stock, sku = coalesce(excluded.sku, pv.sku), updated_at = now()
    where (pv.stock, pv.sku) is distinct from (excluded.stock, coalesce(excluded.sku, pv.sku))`);
}

async function audit(tx: Tx, actorId: number, ids: number[], before: Map<number, unknown>): Promise<number> {
  const after = await snapshots(tx, ids);
  const changed = ids.filter((id) => JSON.stringify(before.get(id) ?? null) !== JSON.stringify(after.get(id)));
  const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));
  await tx.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, before, after)
    select ${actorId}::int, case when b is null then 'create' else 'update' end, 'product', id, b::jsonb, a::jsonb
    from unnest(${ints(changed)}, ${texts(changed.map((id) => json(before.get(id))))}, ${texts(changed.map((id) => json(after.get(id))))}) as x(id, b, a)`);
  return changed.filter((id) => before.has(id)).length;
}

class DryRun extends Error {
  constructor(readonly result: ImportResult) {
    super('dry run');
  }
}

export async function importProducts(db: Db, actorId: number, file: Buffer, dryRun: boolean): Promise<ImportResult> {
  const { rows, problems } = readImportRows(file);
  try {
    const result = await db.transaction(async (tx) => {
      const plan = await planImport(tx, rows, problems);
      if (problems.length > 0) throw rejected(problems);
      const existing = plan.flatMap((p) => (p.id === null ? [] : [p.id]));
      const before = await snapshots(tx, existing);
      await updateProducts(
        tx,
        plan.filter((p) => p.id !== null),
      );
      await createProducts(tx, plan);
      await writeLinks(tx, plan);
      const updated = await audit(
        tx,
        actorId,
        plan.map((p) => p.id!),
        before,
      );
      const created = plan.length - existing.length;
      const counts = { dry_run: dryRun, rows: rows.length, created, updated, unchanged: existing.length - updated };
      if (dryRun) throw new DryRun({ ...counts, message: CSV_MESSAGES.checked(rows.length) });
      return { ...counts, message: CSV_MESSAGES.imported(created, updated) };
    });
    invalidateCatalogue(db);
    return result;
  } catch (err) {
    if (err instanceof DryRun) return err.result;
    const violation = sqlViolation(err);
    if (violation?.code === SQLSTATE.uniqueViolation && violation.constraint === 'product_variants_sku_unique')
      throw conflict(MESSAGES.skuTaken);
    throw err;
  }
}
