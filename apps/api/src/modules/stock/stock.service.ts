/**
 * Stock per variant (product × one of its sizes × one of its colours), for the admin: read a
 * product's variants, set their on-hand stock absolutely, list those running low. A combination
 * without a product_variants row has stock 0, nothing held and no SKU; a row is made when its stock
 * is first set. Rows of sizes or colours the product no longer has are kept but never shown.
 */
import { MESSAGES, PRODUCT_MESSAGES, type LowStock, type ProductStock, type StockUpdateInput, type VariantStock } from '@gayaku/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { recordAudit } from '../../lib/audit.ts';
import { SQLSTATE, sqlViolation } from '../../lib/db-errors.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { invalidateCatalogue } from '../../lib/catalogue-cache.ts';

/** The current combinations of the products `p`, each with its variant row `v` if it has one. */
const COMBINATIONS = sql`products p join product_sizes ps on ps.product_id = p.id join sizes s on s.id = ps.size_id
  join product_colors pc on pc.product_id = p.id join colors co on co.id = pc.color_id
  left join product_variants v on v.product_id = p.id and v.size_id = s.id and v.color_id = co.id`;

const VARIANT_COLUMNS = sql`s.size_name, co.color_name, v.sku, coalesce(v.stock, 0)::int as stock, coalesce(v.held, 0)::int as held,
  greatest(coalesce(v.stock - v.held, 0), 0)::int as available`;

interface CombinationRow extends Record<string, unknown> {
  size_id: number;
  color_id: number;
  size_name: string;
  color_name: string;
  variant_id: number | null;
  stock: number;
  held: number;
  sku: string | null;
}

async function variantsOf(db: Db | Tx, productId: number): Promise<VariantStock[]> {
  return selectRows<VariantStock & Record<string, unknown>>(
    db,
    sql`select ${VARIANT_COLUMNS} from ${COMBINATIONS} where p.id = ${productId} order by s.id, co.id`,
  );
}

async function productExists(db: Db | Tx, productId: number, lock: SQL = sql``): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(db, sql`select id from products where id = ${productId} ${lock}`);
  return rows.length > 0;
}

/** GET /api/products/{id}/stock: every size × colour of the product, by size id then colour id. */
export async function getProductStock(db: Db | Tx, productId: number): Promise<ProductStock> {
  const variants = await variantsOf(db, productId);
  if (variants.length === 0 && !(await productExists(db, productId))) throw notFound(PRODUCT_MESSAGES.productNotFound);
  return { product_id: productId, variants };
}

interface Target {
  combination: CombinationRow;
  stock: number;
  /** undefined: keep the SKU the variant has. */
  sku: string | null | undefined;
}

/** Each listed variant matched to one of the product's combinations (names case-insensitive), or a 400. */
function resolveTargets(combinations: CombinationRow[], input: StockUpdateInput): Target[] {
  const key = (size: string, color: string) => `${size.toLowerCase()}\u0000${color.toLowerCase()}`;
  const byName = new Map(combinations.map((c) => [key(c.size_name, c.color_name), c]));
  const issues: { path: string; message: string }[] = [];
  const targets = input.variants.flatMap((v, i) => {
    const combination = byName.get(key(v.size_name, v.color_name));
    if (!combination) issues.push({ path: `body.variants.${i}`, message: MESSAGES.variantUnknown });
    return combination ? [{ combination, stock: v.stock, sku: v.sku }] : [];
  });
  if (issues.length > 0) throw new AppError('VALIDATION', MESSAGES.variantUnknown, issues);
  // One order for every writer of these rows (size id, colour id), so two updates never deadlock.
  return targets.sort((a, b) => a.combination.size_id - b.combination.size_id || a.combination.color_id - b.combination.color_id);
}

/** The product's combinations with their variant rows, the rows locked (in id order) until commit. */
async function lockedCombinations(tx: Tx, productId: number): Promise<CombinationRow[]> {
  await tx.execute(sql`select id from product_variants where product_id = ${productId} order by id for no key update`);
  return selectRows<CombinationRow>(
    tx,
    sql`select s.id as size_id, co.id as color_id, s.size_name, co.color_name, v.id as variant_id,
      coalesce(v.stock, 0)::int as stock, coalesce(v.held, 0)::int as held, v.sku
      from ${COMBINATIONS} where p.id = ${productId} order by s.id, co.id`,
  );
}

/** Writes the targets in one statement; a row whose held grew above its new stock is not written. */
async function upsertTargets(tx: Tx, productId: number, targets: Target[]): Promise<number> {
  const values = sql.join(
    targets.map(
      (t) =>
        sql`(${t.combination.size_id}::int, ${t.combination.color_id}::int, ${t.stock}::int, ${t.sku === undefined ? t.combination.sku : t.sku}::varchar)`,
    ),
    sql`, `,
  );
  const written = await selectRows<{ id: number }>(
    tx,
    sql`insert into product_variants as pv (product_id, size_id, color_id, stock, sku)
      select ${productId}, x.size_id, x.color_id, x.stock, x.sku from (values ${values}) as x(size_id, color_id, stock, sku)
      on conflict (product_id, size_id, color_id) do update set stock = excluded.stock, sku = excluded.sku, updated_at = now()
      where pv.held <= excluded.stock
      returning pv.id`,
  );
  return written.length;
}

const snapshotOf = (productId: number, c: { size_name: string; color_name: string; stock: number; held: number; sku: string | null }) => ({
  product_id: productId,
  size_name: c.size_name,
  color_name: c.color_name,
  stock: c.stock,
  held: c.held,
  sku: c.sku,
});

/** One audit row per variant whose stock or SKU changed, with the variant before and after. */
async function auditChanges(tx: Tx, actorId: number, productId: number, targets: Target[]): Promise<void> {
  const rows = await selectRows<{ id: number; size_id: number; color_id: number; stock: number; held: number; sku: string | null }>(
    tx,
    sql`select id, size_id, color_id, stock, held, sku from product_variants where product_id = ${productId}`,
  );
  for (const { combination: c } of targets) {
    const row = rows.find((r) => r.size_id === c.size_id && r.color_id === c.color_id);
    if (!row || (row.stock === c.stock && row.sku === c.sku && c.variant_id !== null)) continue;
    const before = c.variant_id === null ? null : snapshotOf(productId, c);
    const after = snapshotOf(productId, { ...c, stock: row.stock, held: row.held, sku: row.sku });
    await recordAudit(tx, { actorId, action: before ? 'update' : 'create', entity: 'product_variant', entityId: row.id, before, after });
  }
}

/**
 * PUT /api/products/{id}/stock. The product row is locked against edits of its sizes and colours
 * (no key update: order lines may still reference it), then its variant rows in id order, so no
 * checkout hold slips between the held check and the write.
 */
export async function setProductStock(db: Db, actorId: number, productId: number, input: StockUpdateInput): Promise<ProductStock> {
  try {
    const answer = await db.transaction(async (tx) => {
      if (!(await productExists(tx, productId, sql`for no key update`))) throw notFound(PRODUCT_MESSAGES.productNotFound);
      const targets = resolveTargets(await lockedCombinations(tx, productId), input);
      const short = targets.find((t) => t.stock < t.combination.held);
      if (short) throw conflict(MESSAGES.stockBelowHeld(short.combination.held));
      if ((await upsertTargets(tx, productId, targets)) !== targets.length) throw new Error('a locked variant changed its held count');
      await auditChanges(tx, actorId, productId, targets);
      return getProductStock(tx, productId);
    });
    invalidateCatalogue(db);
    return answer;
  } catch (err) {
    const violation = sqlViolation(err);
    if (violation?.code === SQLSTATE.uniqueViolation && violation.constraint === 'product_variants_sku_unique')
      throw conflict(MESSAGES.skuTaken);
    throw err;
  }
}

/** GET /api/stock/low: current combinations with at most `threshold` available, fewest first, then by product name. */
export async function listLowStock(db: Db, threshold: number): Promise<LowStock> {
  const variants = await selectRows<LowStock['variants'][number] & Record<string, unknown>>(
    db,
    sql`select p.id as product_id, p.name as product_name, ${VARIANT_COLUMNS} from ${COMBINATIONS}
      where greatest(coalesce(v.stock - v.held, 0), 0) <= ${threshold}
      order by available, p.name, p.id, s.id, co.id`,
  );
  return { threshold, variants };
}
