/**
 * GET /api/products: one page of the catalogue under filters, search and sort, with how many match.
 * One statement: a CTE picks the page's ids (the filters, the search's trigram-indexed conditions
 * and its score, the order, LIMIT/OFFSET), the product select decorates only those, and a scalar
 * count of the matches rides along (a second statement only for a page past the end). Answers are
 * cached by their parameters (lib/read-cache.ts, bounded in bytes).
 */
import {
  defaultOrderOf,
  PRODUCT_COLUMN_SORTS,
  type Product,
  type ProductColumnSort,
  type ProductFacets,
  type ProductFacetsParams,
  type ProductListParams,
  type ProductListSort,
} from '@gayaku/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { catalogueCache } from '../../lib/catalogue-cache.ts';
import { queryWords, searchSql } from '../search/index.ts';
import { RATING_STATS, selectProductsWith } from './product-select.ts';

type ProductFilters = Pick<ProductListParams, 'category' | 'color' | 'search'>;

export interface ProductPage {
  products: Product[];
  total: number;
}

/** Ties are broken by id (newest first for `newest`), so pages never overlap or skip. */
const ORDER_BY: Record<Exclude<ProductListSort, ProductColumnSort | 'relevance'>, SQL> = {
  popular: sql`p.sold_count desc, p.id asc`,
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
const isColumn = (sort: ProductListSort): sort is ProductColumnSort => (PRODUCT_COLUMN_SORTS as readonly string[]).includes(sort);

function orderByOf(sort: ProductListSort, order: 'asc' | 'desc' | undefined, score: SQL): SQL {
  if (sort === 'relevance') return sql`${score} desc, p.sold_count desc, p.id asc`;
  if (!isColumn(sort)) return ORDER_BY[sort];
  const direction = (order ?? defaultOrderOf(sort)) === 'desc' ? sql`desc` : sql`asc`;
  return sql`${COLUMNS[sort]} ${direction}, p.id ${direction}`;
}

const lowerList = (names: string[]) =>
  sql`(${sql.join(
    names.map((n) => sql`lower(${n})`),
    sql`, `,
  )})`;

const categoryCondition = (
  names: string[],
) => sql`exists (select 1 from product_categories fpc join categories fc on fc.id = fpc.category_id
  where fpc.product_id = p.id and lower(fc.name) in ${lowerList(names)})`;
const colorCondition = (names: string[]) => sql`exists (select 1 from product_colors fpco join colors fco on fco.id = fpco.color_id
  where fpco.product_id = p.id and lower(fco.color_name) in ${lowerList(names)})`;

interface FilterSql {
  /** The search's CTE (without `with`), or null. */
  with: SQL | null;
  where: SQL;
  score: SQL;
}

/** The conditions of the filters on `products p` (all but `skip`'s), and the search's score. */
function filterSql(filters: ProductFilters, skip?: 'category' | 'color'): FilterSql {
  const search = searchSql(queryWords(filters.search));
  const where = [...search.conditions];
  if (skip !== 'category' && filters.category.length > 0) where.push(categoryCondition(filters.category));
  if (skip !== 'color' && filters.color.length > 0) where.push(colorCondition(filters.color));
  return { with: search.with, where: where.length > 0 ? sql.join(where, sql` and `) : sql`true`, score: search.score };
}

/** `with <the search's CTE>, ` or nothing, before a statement's own CTEs or select. */
const withSearch = (filter: FilterSql, more: SQL | null = null): SQL => {
  const ctes = [filter.with, more].filter((cte): cte is SQL => cte !== null);
  return ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``;
};

function pageStatement(params: ProductListParams): { with: SQL; filter: FilterSql } {
  const filter = filterSql(params);
  const rated = params.sort === 'rating' || params.sort === 'average_rating' ? RATING_STATS : sql``;
  const orderBy = orderByOf(params.sort, params.order, filter.score);
  const page = sql`page as materialized (
      select p.id, row_number() over (order by ${orderBy}) as n from products p ${rated}
      where ${filter.where} order by ${orderBy} limit ${params.limit} offset ${params.offset})`;
  return { with: filter.with ? sql`${filter.with}, ${page}` : page, filter };
}

async function countMatches(db: Db, filter: FilterSql): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`${withSearch(filter)}select count(*)::int as total from products p where ${filter.where}`,
  );
  return row?.total ?? 0;
}

async function queryPage(db: Db, params: ProductListParams, counted: boolean): Promise<ProductPage> {
  const page = pageStatement(params);
  const { products, rows } = await selectProductsWith<{ total: number }>(db, {
    with: page.with,
    join: sql`join page pg on pg.id = p.id`,
    orderBy: sql`pg.n`,
    extra: counted ? sql`(select count(*)::int from products p where ${page.filter.where}) as total` : sql`0 as total`,
  });
  if (!counted) return { products, total: products.length };
  const total = rows[0]?.total ?? (params.offset > 0 ? await countMatches(db, page.filter) : 0);
  return { products, total };
}

/** The names are a set for the query (IN list): duplicates and order do not change the answer. */
const nameSet = (names: string[]) => [...new Set(names.map((n) => n.toLowerCase()))].sort();

/** A page and, unless `counted` is false (popular), how many products match. */
export function listProductPage(db: Db, params: ProductListParams, counted = true): Promise<ProductPage> {
  const { category, color, search = '', sort, order = '', limit, offset } = params;
  const words = queryWords(search.toLowerCase());
  const key = `products?${JSON.stringify([nameSet(category), nameSet(color), words, sort, order, limit, offset, counted])}`;
  return catalogueCache(db).get(key, () => queryPage(db, params, counted));
}

interface FacetRow extends Record<string, unknown> {
  kind: 'category' | 'color';
  id: number;
  name: string;
  count: number;
}

/**
 * GET /api/products/facets: per category (colour), how many products match the search and the
 * colour (category) chips; only those with matches, by id.
 */
async function queryFacets(db: Db, filters: ProductFacetsParams): Promise<ProductFacets> {
  const byCategory = filterSql(filters, 'category');
  const byColor = filterSql(filters, 'color').where;
  const rows = await selectRows<FacetRow>(
    db,
    sql`${withSearch(byCategory)}select 'category' as kind, c.id, c.name, count(*)::int as count
      from products p join product_categories pc on pc.product_id = p.id join categories c on c.id = pc.category_id
      where ${byCategory.where} group by c.id, c.name
      union all
      select 'color', co.id, co.color_name, count(*)::int
      from products p join product_colors pco on pco.product_id = p.id join colors co on co.id = pco.color_id
      where ${byColor} group by co.id, co.color_name
      order by 1, 2`,
  );
  return {
    categories: rows.filter((r) => r.kind === 'category').map((r) => ({ id: r.id, name: r.name, count: r.count })),
    colors: rows.filter((r) => r.kind === 'color').map((r) => ({ id: r.id, color_name: r.name, count: r.count })),
  };
}

export function productFacets(db: Db, filters: ProductFacetsParams): Promise<ProductFacets> {
  const key = `facets?${JSON.stringify([nameSet(filters.category), nameSet(filters.color), queryWords(filters.search)])}`;
  return catalogueCache(db).get(key, () => queryFacets(db, filters));
}
