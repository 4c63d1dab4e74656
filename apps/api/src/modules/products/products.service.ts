/**
 * Catalogue reads: list (filters, search, sort), popular, detail and recommendations. Each is one
 * SQL statement through the shared product select (recommendations: at most two), answered from
 * the catalogue read cache (lib/read-cache.ts) when it is on: the whole catalogue in the default
 * order is one cached snapshot that also serves the popular and unfiltered calls, and every other
 * list, detail (with its variants' availability) and recommendation answer is cached by its parameters.
 */
import {
  defaultOrderOf,
  LIMITS,
  PRODUCT_COLUMN_SORTS,
  PRODUCT_MESSAGES,
  type ProductColumnSort,
  type Product,
  type ProductDetail,
  type ProductListSort,
  type RecommendationsResponse,
} from '@gayaku/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { catalogueCache } from '../../lib/read-cache.ts';
import { selectProductDetail, selectProducts } from './product-select.ts';
import { selectRows } from '../../db/rows.ts';

export interface ProductFilters {
  category: string[];
  color: string[];
  search?: string | undefined;
  sort: ProductListSort;
  order?: 'asc' | 'desc' | undefined;
}

/** Ties are broken by id (newest first for `newest`), so paging and tests see a stable order. */
const ORDER_BY: Record<Exclude<ProductListSort, ProductColumnSort>, SQL> = {
  popular: sql`p.sold_count desc, p.id asc`,
  relevance: sql`p.sold_count desc, p.id asc`,
  rating: sql`rs.average_rating desc, p.id asc`,
  newest: sql`p.created_at desc, p.id desc`,
  price_asc: sql`p.price asc, p.id asc`,
  price_desc: sql`p.price desc, p.id asc`,
};
const COLUMNS: Record<ProductColumnSort, SQL> = {
  id: sql`p.id`,
  name: sql`p.name`,
  price: sql`p.price`,
  sold_count: sql`p.sold_count`,
  average_rating: sql`rs.average_rating`,
  created_at: sql`p.created_at`,
};

function orderByOf(filters: ProductFilters): SQL {
  const sort = filters.sort;
  if (!(PRODUCT_COLUMN_SORTS as readonly string[]).includes(sort)) return ORDER_BY[sort as keyof typeof ORDER_BY];
  const direction = (filters.order ?? defaultOrderOf(sort as ProductColumnSort)) === 'desc' ? sql`desc` : sql`asc`;
  return sql`${COLUMNS[sort as ProductColumnSort]} ${direction}, p.id ${direction}`;
}

/** Order statuses in which a purchase really happened (for "bought together"). */
const PURCHASED = sql`('paid', 'shipped', 'delivered', 'completed')`;

const lowerList = (names: string[]) =>
  sql`(${sql.join(
    names.map((n) => sql`lower(${n})`),
    sql`, `,
  )})`;

/** `%`, `_` and `\` in a search word are literal characters, not LIKE wildcards. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function filterConditions(filters: ProductFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.category.length > 0) {
    where.push(sql`exists (select 1 from product_categories fpc join categories fc on fc.id = fpc.category_id
      where fpc.product_id = p.id and lower(fc.name) in ${lowerList(filters.category)})`);
  }
  if (filters.color.length > 0) {
    where.push(sql`exists (select 1 from product_colors fpco join colors fco on fco.id = fpco.color_id
      where fpco.product_id = p.id and lower(fco.color_name) in ${lowerList(filters.color)})`);
  }
  const words = (filters.search ?? '').split(/\s+/).filter(Boolean);
  for (const word of words) {
    const pattern = likePattern(word);
    where.push(sql`(p.name ilike ${pattern} escape '\\' or p.description ilike ${pattern} escape '\\')`);
  }
  return where;
}

interface CatalogueSnapshot {
  /** Every product in the default order (popular). */
  list: Product[];
  byId: Map<number, Product>;
  popular: Product[];
}

/** The whole catalogue in the default order: one statement that serves popular and the unfiltered list. */
function snapshot(db: Db): Promise<CatalogueSnapshot> {
  return catalogueCache(db).get(
    'products',
    async () => {
      const list = await selectProducts(db, { orderBy: ORDER_BY.popular });
      return { list, byId: new Map(list.map((p) => [p.id, p])), popular: list.slice(0, LIMITS.popularCount) };
    },
    (snap) => Buffer.byteLength(JSON.stringify(snap.list)), // byId and popular share the list's objects
  );
}

/** With the cache off (the test suite) the snapshot would only cost more: read exactly what is asked. */
const useSnapshot = (db: Db) => catalogueCache(db).options.enabled;

function queryProducts(db: Db, filters: ProductFilters): Promise<Product[]> {
  const where = filterConditions(filters);
  return selectProducts(db, {
    ...(where.length > 0 ? { where: sql.join(where, sql` and `) } : {}),
    orderBy: orderByOf(filters),
  });
}

export async function listProducts(db: Db, filters: ProductFilters): Promise<Product[]> {
  const unfiltered = filters.category.length === 0 && filters.color.length === 0 && !filters.search;
  if (unfiltered && filters.sort === 'popular' && useSnapshot(db)) return (await snapshot(db)).list;
  // The names are a set for the query (IN list): duplicates and order do not change the answer.
  const set = (names: string[]) => [...new Set(names)].sort();
  const key = `products?${JSON.stringify([set(filters.category), set(filters.color), filters.search ?? '', filters.sort])}`;
  return catalogueCache(db).get(key, () => queryProducts(db, filters));
}

export async function popularProducts(db: Db): Promise<Product[]> {
  if (useSnapshot(db)) return (await snapshot(db)).popular;
  return selectProducts(db, { orderBy: ORDER_BY.popular, limit: LIMITS.popularCount });
}

/** The product with every size × colour's availability; the list snapshot carries no variants. */
export async function getProduct(db: Db, id: number): Promise<ProductDetail> {
  // Cached only for ids of the snapshot, so made-up ids cannot fill the cache; an id missing from it
  // (unknown, or created by another instance since the snapshot was read) is read directly.
  const known = useSnapshot(db) && (await snapshot(db)).byId.has(id);
  const product = known
    ? await catalogueCache(db).get(`product:${id}`, () => selectProductDetail(db, id))
    : await selectProductDetail(db, id);
  if (!product) throw notFound(PRODUCT_MESSAGES.productNotFound);
  return product;
}

/**
 * Candidates in three tiers, each product in its best tier only: 1 shares categories (more shared
 * first), 2 bought together in a real purchase (more orders first), 3 popular. Never the product itself.
 */
function recommendationTiers(id: number): SQL {
  return sql`shared as (
      select pc2.product_id as id, count(*)::int as score
      from product_categories pc1
      join product_categories pc2 on pc2.category_id = pc1.category_id and pc2.product_id <> pc1.product_id
      where pc1.product_id = ${id} group by pc2.product_id
    ), bought as (
      select oi2.product_id as id, count(distinct oi2.order_id)::int as score
      from order_items oi1
      join orders o on o.id = oi1.order_id and o.status in ${PURCHASED}
      join order_items oi2 on oi2.order_id = oi1.order_id and oi2.product_id <> oi1.product_id
      where oi1.product_id = ${id} group by oi2.product_id
    ), popular as (
      select pp.id, 0 as score from products pp where pp.id <> ${id} order by pp.sold_count desc, pp.id limit ${LIMITS.recommendationsInitial}
    ), ranked as (
      select distinct on (c.id) c.id, c.tier, c.score from (
        select id, 1 as tier, score from shared
        union all select id, 2 as tier, score from bought
        union all select id, 3 as tier, score from popular
      ) c order by c.id, c.tier
    )`;
}

/** GET /api/products/{id}/recommendations, cached as the whole answer. */
export function recommendationsOf(db: Db, id: number): Promise<RecommendationsResponse> {
  return catalogueCache(db).get(
    `recommendations:${id}`,
    async () => ({ recommendations: await recommendProducts(db, id) }),
    (answer) => answer.recommendations.length,
  );
}

async function recommendProducts(db: Db, id: number): Promise<Product[]> {
  const recommendations = await selectProducts(db, {
    with: recommendationTiers(id),
    join: sql`join ranked rk on rk.id = p.id`,
    where: sql`exists (select 1 from products t where t.id = ${id})`,
    orderBy: sql`rk.tier, rk.score desc, p.sold_count desc, p.id`,
    limit: LIMITS.recommendationsInitial,
  });
  // Only an empty answer needs the second statement: unknown product (404) or a one-product shop.
  if (recommendations.length === 0) await getProductId(db, id);
  return recommendations;
}

async function getProductId(db: Db, id: number): Promise<number> {
  const [row] = await selectRows<{ id: number }>(db, sql`select id from products where id = ${id}`);
  if (!row) throw notFound(PRODUCT_MESSAGES.productNotFound);
  return id;
}
