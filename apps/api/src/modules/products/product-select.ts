/**
 * The one "product select" every read uses (list, popular, detail, recommendations, and the
 * admin writes' answers): a full Product per row in ONE statement, with its rating figures from
 * a lateral aggregate and its categories, sizes and colours as json_agg subselects.
 */
import type { Product } from '@gayaku/contract';
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
  created_at: string;
  average_rating: number | string;
  total_reviews: number | string;
  categories: Product['categories'];
  sizes: Product['sizes'];
  colors: Product['colors'];
}

/** Every column of a Product; the table alias is `p`, the rating figures come from `rs`. */
const COLUMNS = sql`
  p.id, p.name, p.description, p.price, p.image_url, p.sold_count,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  rs.average_rating, rs.total_reviews,
  coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.id)
    from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p.id), '[]'::json) as categories,
  coalesce((select json_agg(json_build_object('id', s.id, 'size_name', s.size_name) order by s.id)
    from product_sizes ps join sizes s on s.id = ps.size_id where ps.product_id = p.id), '[]'::json) as sizes,
  coalesce((select json_agg(json_build_object('id', co.id, 'color_name', co.color_name) order by co.id)
    from product_colors pco join colors co on co.id = pco.color_id where pco.product_id = p.id), '[]'::json) as colors`;

/** Average rounded to one decimal (0 without ratings) and the number of reviews. */
const RATING_STATS = sql`cross join lateral (
  select coalesce(round(avg(r.rating)::numeric, 1), 0)::float8 as average_rating, count(*)::int as total_reviews
  from ratings r where r.product_id = p.id) rs`;

export interface ProductQuery {
  /** Common table expressions (without the `with` keyword), visible to `join`/`where`. */
  with?: SQL;
  /** Extra joins after `products p` and the rating statistics `rs`. */
  join?: SQL;
  where?: SQL;
  /** May use `p.*` and `rs.average_rating` / `rs.total_reviews`. */
  orderBy: SQL;
  limit?: number;
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
  };
}

export async function selectProducts(db: Db | Tx, query: ProductQuery): Promise<Product[]> {
  const parts: SQL[] = [];
  if (query.with) parts.push(sql`with ${query.with}`);
  parts.push(sql`select ${COLUMNS} from products p ${RATING_STATS}`);
  if (query.join) parts.push(query.join);
  if (query.where) parts.push(sql`where ${query.where}`);
  parts.push(sql`order by ${query.orderBy}`);
  if (query.limit !== undefined) parts.push(sql`limit ${query.limit}`);
  const rows = await selectRows<ProductRow>(db, sql.join(parts, sql` `));
  return rows.map(toProduct);
}

/** One product by id, or null. */
export async function selectProduct(db: Db | Tx, id: number): Promise<Product | null> {
  const [product] = await selectProducts(db, { where: sql`p.id = ${id}`, orderBy: sql`p.id`, limit: 1 });
  return product ?? null;
}
