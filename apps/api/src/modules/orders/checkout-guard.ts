/**
 * The check that lets checkout price an order from the catalogue read cache (checkout-catalogue.ts):
 * the order's statement first compares every line's product (name, price, weight) and variant (still
 * the product's, in a size and colour the product still has: a product that loses a size keeps
 * that size's variant rows) with the tables, and fails with SQLSTATE GK001 (migration 0016) before
 * anything is written when one differs or is gone. Checkout then reads the catalogue fresh and
 * prices the order again. A few key lookups per line, in the statement that writes anyway: no
 * round trip of its own.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { productColors, products, productSizes, productVariants } from '../../db/schema.ts';
import { hasSqlState, SQLSTATE } from '../../lib/db-errors.ts';

/**
 * CTE `catalogue_checked`: one row, `ok` true, or the statement fails (GK001). `items` is the
 * order's lines as JSON (`product_id`, `name`, `price`, `weight`, `variant_id` of each are read).
 * A statement must read it (`(select ok from catalogue_checked)`) for it to run.
 */
export function catalogueCheckCte(items: Placeholder | string): SQL {
  return sql`catalogue_checked as materialized (
      select case when bool_and(
          exists (select 1 from ${products} p where p.id = l.product_id and p.name = l.name and p.price = l.price and p.weight_grams = l.weight)
          and exists (select 1 from ${productVariants} v
            join ${productSizes} ps on ps.product_id = v.product_id and ps.size_id = v.size_id
            join ${productColors} pc on pc.product_id = v.product_id and pc.color_id = v.color_id
            where v.id = l.variant_id and v.product_id = l.product_id))
        then true else checkout_catalogue_changed() end as ok
      from json_to_recordset(${items}::json) as l(product_id int, name text, price int, weight int, variant_id int))`;
}

/** True when `err` is the statement refused because the catalogue changed since it was read. */
export function isCatalogueChanged(err: unknown): boolean {
  return hasSqlState(err, SQLSTATE.catalogueChanged);
}
