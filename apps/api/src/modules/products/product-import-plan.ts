/**
 * What an import will do, decided before anything is written: the file's rows grouped into
 * products (rows with the same name, any case, are one product), each product's target (the
 * product one of its SKUs belongs to, else the one product of that name, else a new one), the
 * category, size and colour names resolved to ids, and every problem found on the way, by row
 * and column. Existing target products and their variants are locked until the transaction ends.
 */
import { CSV_MESSAGES, PRODUCT_MESSAGES } from '@gayaku/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import type { ImportProblem, ImportRow } from './product-import-rows.ts';

export interface PlannedProduct {
  /** null: a product to create. */
  id: number | null;
  first: ImportRow;
  rows: ImportRow[];
  categoryIds: number[];
  /** Per row, in order: the size and colour ids. */
  variants: { row: ImportRow; sizeId: number; colorId: number }[];
}

type NameMap = Map<string, number>;
const key = (name: string) => name.toLowerCase();
const pushTo = <T>(map: Map<string, T[]>, k: string, value: T) => {
  const list = map.get(k);
  if (list) list.push(value);
  else map.set(k, [value]);
};
const PRODUCT_FIELDS = ['price', 'description', 'sold_count', 'weight_grams', 'image_url'] as const;
const namesKey = (names: string[] | undefined) => names?.map(key).sort().join('|');

async function namesToIds(tx: Tx, table: 'categories' | 'sizes' | 'colors', names: string[]): Promise<NameMap> {
  const column = sql.identifier(table === 'categories' ? 'name' : table === 'sizes' ? 'size_name' : 'color_name');
  const rows = await selectRows<{ id: number; name: string }>(
    tx,
    sql`select id, ${column} as name from ${sql.identifier(table)} where lower(${column}) = any(${sql.param(names.map(key))}::text[]) for key share`,
  );
  return new Map(rows.map((r) => [key(r.name), r.id]));
}

class Planner {
  readonly problems: ImportProblem[];
  constructor(problems: ImportProblem[]) {
    this.problems = problems;
  }
  add(row: ImportRow, column: string, message: string): void {
    this.problems.push({ row: row.row, column, message });
  }

  /** Product fields given on a later row must be those of the group's first row. */
  checkSame(group: ImportRow[]): void {
    const [first, ...rest] = group;
    if (!first) return;
    for (const column of ['price', 'categories'] as const)
      if (first[column] === undefined && !this.problems.some((p) => p.row === first.row && p.column === column))
        this.add(first, column, CSV_MESSAGES.required);
    for (const row of rest) {
      for (const field of PRODUCT_FIELDS) {
        if (row[field] !== undefined && row[field] !== first[field]) this.add(row, field, CSV_MESSAGES.differs(first.row));
      }
      if (row.categories !== undefined && namesKey(row.categories) !== namesKey(first.categories))
        this.add(row, 'categories', CSV_MESSAGES.differs(first.row));
    }
  }

  ids(row: ImportRow, column: string, names: string[], map: NameMap, kind: string): number[] {
    const unknown = names.filter((n) => !map.has(key(n)));
    if (unknown.length > 0) this.add(row, column, CSV_MESSAGES.unknownName(kind, unknown));
    return names.flatMap((n) => map.get(key(n)) ?? []);
  }
}

interface Lookups {
  categories: NameMap;
  sizes: NameMap;
  colors: NameMap;
  /** lower(sku) → the product its variant belongs to. */
  skuProducts: Map<string, number>;
  /** lower(name) → the products of that name. */
  byName: Map<string, number[]>;
}

async function lookups(tx: Tx, rows: ImportRow[]): Promise<Lookups> {
  const skus = rows.flatMap((r) => (r.sku ? [key(r.sku)] : []));
  const skuRows = await selectRows<{ sku: string; product_id: number }>(
    tx,
    sql`select lower(sku) as sku, product_id from product_variants where lower(sku) = any(${sql.param(skus)}::text[])`,
  );
  const nameRows = await selectRows<{ name: string; id: number }>(
    tx,
    sql`select lower(name) as name, id from products where lower(name) = any(${sql.param([...new Set(rows.map((r) => key(r.name)))])}::text[]) order by id`,
  );
  const byName = new Map<string, number[]>();
  for (const r of nameRows) pushTo(byName, r.name, r.id);
  return {
    categories: await namesToIds(tx, 'categories', [...new Set(rows.flatMap((r) => r.categories ?? []))]),
    sizes: await namesToIds(tx, 'sizes', [...new Set(rows.flatMap((r) => r.size || []))]),
    colors: await namesToIds(tx, 'colors', [...new Set(rows.flatMap((r) => r.color || []))]),
    skuProducts: new Map(skuRows.map((r) => [r.sku, r.product_id])),
    byName,
  };
}

function targetOf(p: Planner, group: ImportRow[], l: Lookups): number | null | undefined {
  const first = group[0]!;
  const bySku = [...new Set(group.flatMap((r) => (r.sku && l.skuProducts.has(key(r.sku)) ? [l.skuProducts.get(key(r.sku))!] : [])))];
  if (bySku.length > 1) {
    for (const row of group) if (row.sku) p.add(row, 'sku', CSV_MESSAGES.skuOtherProduct);
    return undefined;
  }
  if (bySku.length === 1) return bySku[0]!;
  const named = l.byName.get(key(first.name)) ?? [];
  if (named.length > 1) {
    p.add(first, 'name', CSV_MESSAGES.nameAmbiguous(named.length));
    return undefined;
  }
  if (named.length === 1) return named[0]!;
  if (first.image_url === undefined) p.add(first, 'image_url', CSV_MESSAGES.imageRequired);
  if (first.description === undefined) p.add(first, 'description', CSV_MESSAGES.descriptionRequired);
  return null;
}

function checkVariants(p: Planner, group: ImportRow[], l: Lookups, skuRows: Map<string, number>): PlannedProduct['variants'] {
  const seen = new Map<string, number>();
  return group.flatMap((row) => {
    const combination = `${key(row.size)}\u0000${key(row.color)}`;
    const earlier = seen.get(combination);
    if (earlier !== undefined) p.add(row, 'size', CSV_MESSAGES.duplicateVariant(earlier));
    seen.set(combination, row.row);
    if (row.sku) {
      const firstUse = skuRows.get(key(row.sku));
      if (firstUse !== undefined) p.add(row, 'sku', CSV_MESSAGES.skuTwice(firstUse));
      else skuRows.set(key(row.sku), row.row);
    }
    const [sizeId] = p.ids(row, 'size', row.size ? [row.size] : [], l.sizes, PRODUCT_MESSAGES.kindSize);
    const [colorId] = p.ids(row, 'color', row.color ? [row.color] : [], l.colors, PRODUCT_MESSAGES.kindColor);
    return sizeId !== undefined && colorId !== undefined ? [{ row, sizeId, colorId }] : [];
  });
}

/** Stock set below what unpaid orders hold of an existing variant. */
async function checkHeld(tx: Tx, p: Planner, plan: PlannedProduct[]): Promise<void> {
  const ids = plan.flatMap((x) => (x.id === null ? [] : [x.id])).sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.execute(sql`select id from products where id = any(${sql.param(ids)}::int[]) order by id for no key update`);
  const held = await selectRows<{ product_id: number; size_id: number; color_id: number; held: number }>(
    tx,
    sql`select product_id, size_id, color_id, held from product_variants where product_id = any(${sql.param(ids)}::int[]) order by id for no key update`,
  );
  const heldOf = new Map(held.map((h) => [`${h.product_id}:${h.size_id}:${h.color_id}`, h.held]));
  for (const product of plan) {
    for (const v of product.variants) {
      const h = product.id === null ? 0 : (heldOf.get(`${product.id}:${v.sizeId}:${v.colorId}`) ?? 0);
      if (v.row.stock < h) p.add(v.row, 'stock', CSV_MESSAGES.belowHeld(h));
    }
  }
}

/** The plan of the import, and every problem of the file (the cell problems given included). */
export async function planImport(tx: Tx, rows: ImportRow[], problems: ImportProblem[]): Promise<PlannedProduct[]> {
  const p = new Planner(problems);
  const l = await lookups(tx, rows);
  const groups = new Map<string, ImportRow[]>();
  for (const row of rows) pushTo(groups, key(row.name), row);
  const plan: PlannedProduct[] = [];
  const targets = new Map<number, number>();
  const skuRows = new Map<string, number>();
  for (const group of groups.values()) {
    const first = group[0]!;
    p.checkSame(group);
    const id = targetOf(p, group, l);
    if (id) {
      const earlier = targets.get(id);
      if (earlier !== undefined) p.add(first, 'name', CSV_MESSAGES.sameProduct(earlier));
      targets.set(id, first.row);
    }
    const categoryIds = p.ids(first, 'categories', first.categories ?? [], l.categories, PRODUCT_MESSAGES.kindCategory);
    const variants = checkVariants(p, group, l, skuRows);
    if (id !== undefined) plan.push({ id, first, rows: group, categoryIds, variants });
  }
  await checkHeld(tx, p, plan);
  return plan;
}
