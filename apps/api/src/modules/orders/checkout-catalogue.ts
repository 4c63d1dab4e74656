/**
 * What checkout knows of the ordered products: their names, prices, weights, sizes, colours and
 * variants (with what each had available). From the catalogue read cache when it is on, so that a
 * checkout sends PostgreSQL nothing before its one write; that write checks each line's product,
 * name, price, weight and variant against the tables (checkout-guard.ts), and checkout reads them
 * fresh and prices again when one changed. Whatever the cache makes checkout refuse (a product or
 * size it does not know, too little available: all of them may be another instance's news that has
 * not reached this one) is read fresh too before the shopper hears it (checkout.service.ts).
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { colors, productColors, products, productSizes, productVariants, sizes } from '../../db/schema.ts';
import { knownCatalogueCache } from '../../lib/catalogue-cache.ts';

interface CatalogueVariant {
  id: number;
  size: string;
  color: string;
  available: number;
}

export interface CatalogueProduct {
  id: number;
  name: string;
  description: string;
  price: number;
  imageUrl: string;
  weightGrams: number;
  sizes: string[];
  colors: string[];
  variants: CatalogueVariant[];
}

/**
 * SQL for one JSON value: the products whose ids `idsJson` lists (a JSON array, or a placeholder
 * for one) with the names of their sizes and colours, as an array of CatalogueProduct. The ids
 * travel as one JSON text rather than an int[]: PostgreSQL sizes an
 * array parameter from its value, so the statement was planned anew on every checkout (0.5 ms of
 * the server's CPU, more than running it); a JSON list is sized the same whatever it holds, and
 * the prepared statement keeps one generic plan.
 */
function catalogueJson(idsJson: Placeholder | string): SQL {
  return sql`coalesce((select json_agg(json_build_object(
      'id', p.id, 'name', p.name, 'description', p.description, 'price', p.price, 'imageUrl', p.image_url, 'weightGrams', p.weight_grams,
      'sizes', coalesce((select json_agg(s.size_name) from ${productSizes} ps join ${sizes} s on s.id = ps.size_id where ps.product_id = p.id), '[]'::json),
      'colors', coalesce((select json_agg(c.color_name) from ${productColors} pc join ${colors} c on c.id = pc.color_id where pc.product_id = p.id), '[]'::json),
      'variants', coalesce((select json_agg(json_build_object('id', v.id, 'size', s.size_name, 'color', c.color_name,
          'available', greatest(v.stock - v.held, 0)))
        from ${productVariants} v join ${sizes} s on s.id = v.size_id join ${colors} c on c.id = v.color_id
        where v.product_id = p.id), '[]'::json)))
    from ${products} p where p.id in (select value::int from json_array_elements_text(${idsJson}::json))), '[]'::json)`;
}

function catalogueById(rows: CatalogueProduct[]): Map<number, CatalogueProduct> {
  return new Map(rows.map((row) => [row.id, row]));
}

async function readProducts(db: Db, productIds: number[]): Promise<CatalogueProduct[]> {
  const statement = preparedSql(db, 'checkout_catalogue', () => sql`select ${catalogueJson(sql.placeholder('product_ids'))} as products`);
  const { rows } = await statement.execute({ product_ids: JSON.stringify(productIds) });
  return (rows[0] as { products: CatalogueProduct[] }).products;
}

/** The products as the tables hold them now, in one statement. */
export async function freshCatalogue(db: Db, productIds: number[]): Promise<Map<number, CatalogueProduct>> {
  return catalogueById(await readProducts(db, productIds));
}

/** A product id the catalogue does not have: such a load is not kept, so made-up ids cannot crowd the cache. */
class NotInCatalogue extends Error {}

/** The products from the catalogue cache (each read once, then kept until the catalogue changes), or null when it is off. */
export async function cachedCatalogue(db: Db, productIds: number[]): Promise<Map<number, CatalogueProduct> | null> {
  const cache = knownCatalogueCache(db);
  if (!cache?.options.enabled) return null;
  const load = async (id: number) => {
    const [product] = await readProducts(db, [id]);
    if (!product) throw new NotInCatalogue();
    return product;
  };
  const found = await Promise.all(
    productIds.map((id) =>
      cache
        .get(`checkout:${id}`, () => load(id))
        .catch((err: unknown) => {
          if (err instanceof NotInCatalogue) return null;
          throw err;
        }),
    ),
  );
  return catalogueById(found.filter((product) => product !== null));
}
