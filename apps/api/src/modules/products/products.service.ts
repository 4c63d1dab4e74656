/**
 * Catalogue reads: popular, detail and recommendations (the list and its facets: products.list.ts).
 * Each is one SQL statement through the shared product select (recommendations: at most two),
 * answered from the catalogue read cache (lib/read-cache.ts), keyed by its parameters.
 */
import { LIMITS, PRODUCT_MESSAGES, type Product, type ProductDetail, type RecommendationsResponse } from '@gayaku/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { catalogueCache } from '../../lib/catalogue-cache.ts';
import { selectProductDetail, selectProducts } from './product-select.ts';
import { listProductPage } from './products.list.ts';
import { selectRows } from '../../db/rows.ts';

/** Order statuses in which a purchase really happened (for "bought together"). */
const PURCHASED = sql`('paid', 'shipped', 'delivered', 'completed')`;

/** GET /api/products/popular: the top LIMITS.popularCount by sold_count, through the list's page query. */
export async function popularProducts(db: Db): Promise<Product[]> {
  const popular = { category: [], color: [], search: undefined, sort: 'popular' as const, limit: LIMITS.popularCount, offset: 0 };
  return (await listProductPage(db, popular, false)).products;
}

/** The product with every size × colour's availability (lists carry no variants). */
export async function getProduct(db: Db, id: number): Promise<ProductDetail> {
  // Unknown ids are cached too (as null): the cache's size bounds keep made-up ids from filling memory.
  const product = await catalogueCache(db).get(
    `product:${id}`,
    () => selectProductDetail(db, id),
    (p) => (p ? JSON.stringify(p).length : 16),
  );
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
