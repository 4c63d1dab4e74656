/**
 * Believable stock for the demo catalogue: one product_variants row per size × colour of each demo
 * product, most with 5–30 on hand, some with 1–3, a few sold out, each with the SKU
 * `GYK-<product id>-<size>-<colour>`. Drawn from a fixed seed in the order of product, size and
 * colour names, so every run gives the same figures. Only ever into an empty product_variants
 * table: stock an admin set is never overwritten.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { selectRows } from '../rows.ts';
import { productVariants } from '../schema.ts';
import { PRODUCTS } from './catalog-data.ts';
import { prng } from './prng.ts';

const STOCK_SEED = 20_251_125;

interface Combination extends Record<string, unknown> {
  product_id: number;
  size_id: number;
  color_id: number;
  size_name: string;
  color_name: string;
}

/** "Biru Muda" → "BIRUMUDA", "Abu-abu" → "ABUABU": letters and digits only. */
const skuPart = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '');
const demoSku = (productId: number, size: string, color: string) => `GYK-${productId}-${skuPart(size)}-${skuPart(color)}`;

/** Mostly 5–30, about one in six 1–3, about one in twelve 0. */
function demoStock(r: number, r2: number): number {
  if (r < 0.08) return 0;
  if (r < 0.25) return 1 + Math.floor(r2 * 3);
  return 5 + Math.floor(r2 * 26);
}

/** Seeds the demo products' variants when no variant row exists yet; returns how many rows it wrote. */
export async function seedDemoStock(tx: Tx): Promise<number> {
  const [existing] = await selectRows<{ any: boolean }>(tx, sql`select exists (select 1 from product_variants) as any`);
  if (existing?.any) return 0;
  const names = PRODUCTS.map((p) => p.name.toLowerCase());
  const combinations = await selectRows<Combination>(
    tx,
    sql`select p.id as product_id, s.id as size_id, co.id as color_id, s.size_name, co.color_name
      from products p join product_sizes ps on ps.product_id = p.id join sizes s on s.id = ps.size_id
      join product_colors pc on pc.product_id = p.id join colors co on co.id = pc.color_id
      where lower(p.name) in ${names}
      order by p.name, p.id, s.size_name, co.color_name`,
  );
  if (combinations.length === 0) return 0;
  const rand = prng(STOCK_SEED);
  const rows = combinations.map((c) => ({
    productId: c.product_id,
    sizeId: c.size_id,
    colorId: c.color_id,
    stock: demoStock(rand(), rand()),
    sku: demoSku(c.product_id, c.size_name, c.color_name),
  }));
  const written = await tx.insert(productVariants).values(rows).onConflictDoNothing().returning({ id: productVariants.id });
  return written.length;
}
