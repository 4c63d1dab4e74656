/**
 * The one "product select" every read uses (list, popular, detail, recommendations, and the
 * admin writes' answers): a full Product per row in ONE statement, with its rating figures from
 * a lateral aggregate, its availability (over its current size × colour combinations; a combination
 * without a product_variants row has none) from another, and its categories, sizes and colours as
 * json_agg subselects. The detail adds every combination's availability (`variants`).
 */
import type { Product, ProductDetail } from '@gayaku/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

interface ProductRow extends Record<string, unknown> {
  id: number;
  name: string;
  description: string;
  price: number;
  image_url: string;
  sold_count: number;
  weight_grams: number;
  created_at: string;
  average_rating: number | string;
  total_reviews: number | string;
  categories: Product['categories'];
  sizes: Product['sizes'];
  colors: Product['colors'];
  available: number | string;
  variants?: ProductDetail['variants'];
}

/** Every column of a Product; the table alias is `p`, the rating figures come from `rs`. */
const COLUMNS = sql`
  p.id, p.name, p.description, p.price, p.image_url, p.sold_count, p.weight_grams,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  rs.average_rating, rs.total_reviews, av.available,
  coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.id)
    from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p.id), '[]'::json) as categories,
  coalesce((select json_agg(json_build_object('id', s.id, 'size_name', s.size_name) order by s.id)
    from product_sizes ps join sizes s on s.id = ps.size_id where ps.product_id = p.id), '[]'::json) as sizes,
  coalesce((select json_agg(json_build_object('id', co.id, 'color_name', co.color_name) order by co.id)
    from product_colors pco join colors co on co.id = pco.color_id where pco.product_id = p.id), '[]'::json) as colors`;

/** Average rounded to one decimal (0 without ratings) and the number of reviews; hidden reviews count for neither. */
export const RATING_STATS = sql`cross join lateral (
  select coalesce(round(avg(r.rating)::numeric, 1), 0)::float8 as average_rating, count(*)::int as total_reviews
  from ratings r where r.product_id = p.id and not r.hidden) rs`;

/** The product's current combinations (its sizes × its colours) and their variant rows, if any. */
const COMBINATIONS = sql`product_sizes vs join sizes s on s.id = vs.size_id
  join product_colors vc on vc.product_id = vs.product_id join colors co on co.id = vc.color_id
  left join product_variants v on v.product_id = vs.product_id and v.size_id = vs.size_id and v.color_id = vc.color_id
  where vs.product_id = p.id`;

/** Units available (stock − held) summed over the current combinations. */
const AVAILABILITY = sql`cross join lateral (
  select coalesce(sum(greatest(v.stock - v.held, 0)), 0)::int as available from ${COMBINATIONS}) av`;

/** Every combination ordered by size id then colour id, 0 available and no SKU without a row. */
const VARIANTS = sql`coalesce((select json_agg(json_build_object('size_name', s.size_name, 'color_name', co.color_name,
    'sku', v.sku, 'available', coalesce(greatest(v.stock - v.held, 0), 0)) order by s.id, co.id)
  from ${COMBINATIONS}), '[]'::json) as variants`;

export interface ProductQuery {
  /** Common table expressions (without the `with` keyword), visible to `join`/`where`. */
  with?: SQL;
  /** Extra joins after `products p` and the rating statistics `rs`. */
  join?: SQL;
  where?: SQL;
  /** May use `p.*` and `rs.average_rating` / `rs.total_reviews`. */
  orderBy: SQL;
  limit?: number;
  /** Further columns, answered beside each product by selectProductsWith. */
  extra?: SQL;
}

function toProduct(row: ProductRow): Product {
  const averageRating = Number(row.average_rating);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    image_url: row.image_url,
    average_rating: averageRating,
    total_reviews: Number(row.total_reviews),
    sold_count: row.sold_count,
    rating: averageRating,
    // categories are ordered by id, so the first is the lowest category id
    category: row.categories[0]?.name ?? '',
    categories: row.categories,
    sizes: row.sizes,
    colors: row.colors,
    created_at: row.created_at,
    in_stock: Number(row.available) > 0,
    available: Number(row.available),
    weight_grams: row.weight_grams,
  };
}

function productStatement(query: ProductQuery, withVariants: boolean): SQL {
  const parts: SQL[] = [];
  if (query.with) parts.push(sql`with ${query.with}`);
  const base = query.extra ? sql`${COLUMNS}, ${query.extra}` : COLUMNS;
  const columns = withVariants ? sql`${base}, ${VARIANTS}` : base;
  parts.push(sql`select ${columns} from products p ${RATING_STATS} ${AVAILABILITY}`);
  if (query.join) parts.push(query.join);
  if (query.where) parts.push(sql`where ${query.where}`);
  parts.push(sql`order by ${query.orderBy}`);
  if (query.limit !== undefined) parts.push(sql`limit ${query.limit}`);
  return sql.join(parts, sql` `);
}

export async function selectProducts(db: Db | Tx, query: ProductQuery): Promise<Product[]> {
  const rows = await selectRows<ProductRow>(db, productStatement(query, false));
  return rows.map(toProduct);
}

/** The products with the row's `extra` columns (ProductQuery.extra) as read. */
export async function selectProductsWith<E extends Record<string, unknown>>(
  db: Db | Tx,
  query: ProductQuery,
): Promise<{ products: Product[]; rows: (ProductRow & E)[] }> {
  const rows = await selectRows<ProductRow & E>(db, productStatement(query, false));
  return { products: rows.map(toProduct), rows };
}

/** One product by id, or null. */
export async function selectProduct(db: Db | Tx, id: number): Promise<Product | null> {
  const [product] = await selectProducts(db, { where: sql`p.id = ${id}`, orderBy: sql`p.id`, limit: 1 });
  return product ?? null;
}

/** One product with every size × colour's availability (GET /api/products/{id}), or null. */
export async function selectProductDetail(db: Db | Tx, id: number): Promise<ProductDetail | null> {
  const query = { where: sql`p.id = ${id}`, orderBy: sql`p.id`, limit: 1 };
  const [row] = await selectRows<ProductRow>(db, productStatement(query, true));
  return row ? { ...toProduct(row), variants: row.variants ?? [] } : null;
}
