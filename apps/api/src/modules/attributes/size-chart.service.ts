/**
 * Size charts, one per category (docs/shop-rules.md, "Size charts"): public reads from the catalogue
 * cache, the admin's PUT (the whole chart at once; every size must be one of the catalogue's, else 400
 * naming the row) and DELETE, each in one transaction with its audit row.
 */
import { ATTRIBUTE_MESSAGES, SIZE_CHART_MESSAGES, type SizeChart, type SizeChartInput } from '@gayaku/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { categories, sizeChartRows, sizeCharts } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { catalogueCache, thenInvalidateCatalogue } from '../../lib/catalogue-cache.ts';

/** Every chart, or one category's; rows in the catalogue's order of sizes. */
function chartsStatement(categoryId?: number) {
  return sql`select sc.category_id, c.name as category_name, sc.unit, sc.columns,
      coalesce((select json_agg(json_build_object('size_name', s.size_name, 'values', r.values) order by s.id)
        from size_chart_rows r join sizes s on s.id = r.size_id where r.category_id = sc.category_id), '[]'::json) as rows
    from size_charts sc join categories c on c.id = sc.category_id
    ${categoryId === undefined ? sql`` : sql`where sc.category_id = ${categoryId}`}
    order by sc.category_id`;
}

type ChartRow = SizeChart & Record<string, unknown>;

export function listSizeCharts(db: Db): Promise<SizeChart[]> {
  return catalogueCache(db).get('size-charts:all', () => selectRows<ChartRow>(db, chartsStatement()));
}

async function findChart(db: Db | Tx, categoryId: number): Promise<SizeChart | null> {
  const [chart] = await selectRows<ChartRow>(db, chartsStatement(categoryId));
  return chart ?? null;
}

async function lockCategory(tx: Tx, categoryId: number): Promise<void> {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).for('update');
  if (!row) throw notFound(ATTRIBUTE_MESSAGES.categoryNotFound);
}

/** 404 for an unknown category, and for a category without a chart. */
export function getSizeChart(db: Db, categoryId: number): Promise<SizeChart> {
  return catalogueCache(db).get(`size-chart:${categoryId}`, async () => {
    const chart = await findChart(db, categoryId);
    if (chart) return chart;
    const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
    throw notFound(category ? SIZE_CHART_MESSAGES.notFound : ATTRIBUTE_MESSAGES.categoryNotFound);
  });
}

/** Each row's size id, found by name case-insensitively; 400 naming every row whose size the catalogue lacks. */
async function sizeIdsOf(tx: Tx, rows: SizeChartInput['rows']): Promise<number[]> {
  const names = rows.map((r) => r.size_name.toLowerCase());
  const found = await selectRows<{ id: number; name: string }>(
    tx,
    sql`select id, lower(size_name) as name from sizes where lower(size_name) in (${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )})`,
  );
  const ids = new Map(found.map((f) => [f.name, f.id]));
  const issues = rows.flatMap((r, i) =>
    ids.has(r.size_name.toLowerCase()) ? [] : [{ path: `rows.${i}.size_name`, message: SIZE_CHART_MESSAGES.unknownSize(r.size_name) }],
  );
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
  return rows.map((r) => ids.get(r.size_name.toLowerCase())!);
}

/** PUT /api/categories/{id}/size-chart: replaces the category's chart with this one. */
export function setSizeChart(db: Db, categoryId: number, input: SizeChartInput, actorId: number): Promise<SizeChart> {
  const saved = db.transaction(async (tx) => {
    await lockCategory(tx, categoryId);
    const before = await findChart(tx, categoryId);
    const sizeIds = await sizeIdsOf(tx, input.rows);
    await tx
      .insert(sizeCharts)
      .values({ categoryId, unit: input.unit, columns: input.columns })
      .onConflictDoUpdate({ target: sizeCharts.categoryId, set: { unit: input.unit, columns: input.columns, updatedAt: new Date() } });
    await tx.delete(sizeChartRows).where(eq(sizeChartRows.categoryId, categoryId));
    await tx.insert(sizeChartRows).values(input.rows.map((r, i) => ({ categoryId, sizeId: sizeIds[i]!, values: r.values })));
    const after = await findChart(tx, categoryId);
    if (!after) throw new Error('size chart not saved');
    await recordAudit(tx, { actorId, action: before ? 'update' : 'create', entity: 'size_chart', entityId: categoryId, before, after });
    return after;
  });
  return thenInvalidateCatalogue(db, saved);
}

export function deleteSizeChart(db: Db, categoryId: number, actorId: number): Promise<{ message: string }> {
  const deleted = db.transaction(async (tx) => {
    await lockCategory(tx, categoryId);
    const before = await findChart(tx, categoryId);
    if (!before) throw notFound(SIZE_CHART_MESSAGES.notFound);
    await tx.delete(sizeCharts).where(eq(sizeCharts.categoryId, categoryId));
    await recordAudit(tx, { actorId, action: 'delete', entity: 'size_chart', entityId: categoryId, before });
    return { message: SIZE_CHART_MESSAGES.deleted };
  });
  return thenInvalidateCatalogue(db, deleted);
}
