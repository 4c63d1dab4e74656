/**
 * Size charts: one per category, kept by the admin. A chart has its unit (cm), its measurement
 * columns ('Lingkar dada', 'Panjang badan', …) and one row per size of the catalogue with a value
 * for each column. A product shows the chart of its first category (by id) that has a row for one of
 * its sizes, limited to its own sizes (sizeChartFor).
 */
import { z } from 'zod';
import { nameField } from './common.ts';

export const SIZE_CHART_LIMITS = { maxColumns: 8, maxRows: 30, maxValue: 1000 } as const;

export const SIZE_CHART_MESSAGES = {
  notFound: 'Tabel ukuran untuk kategori ini belum ada',
  deleted: 'Tabel ukuran dihapus',
  columnRequired: 'Nama kolom tidak boleh kosong',
  columnsRange: `Isi 1 sampai ${SIZE_CHART_LIMITS.maxColumns} kolom`,
  columnTwice: (name: string) => `Kolom ${name} ditulis lebih dari sekali`,
  rowsRange: `Isi 1 sampai ${SIZE_CHART_LIMITS.maxRows} baris`,
  sizeRequired: 'Pilih ukuran untuk setiap baris',
  sizeTwice: (name: string) => `Ukuran ${name} ditulis lebih dari sekali`,
  unknownSize: (name: string) => `Ukuran ${name} tidak ada di katalog`,
  valueInvalid: `Ukuran harus angka lebih dari 0 sampai ${SIZE_CHART_LIMITS.maxValue}`,
  valuesCount: 'Setiap baris harus berisi satu nilai untuk setiap kolom',
  unitInvalid: "Satuan tabel ukuran hanya 'cm'",
} as const;

export const SizeChartRowSchema = z.object({ size_name: z.string(), values: z.array(z.number()) });
export const SizeChartSchema = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  unit: z.literal('cm'),
  columns: z.array(z.string()),
  /** In the catalogue's order of sizes (by size id). */
  rows: z.array(SizeChartRowSchema),
});
export type SizeChart = z.infer<typeof SizeChartSchema>;
export const SizeChartListSchema = z.array(SizeChartSchema);

const value = z
  .number({ error: SIZE_CHART_MESSAGES.valueInvalid })
  .gt(0, SIZE_CHART_MESSAGES.valueInvalid)
  .max(SIZE_CHART_LIMITS.maxValue, SIZE_CHART_MESSAGES.valueInvalid);

/** Repeated names (compared case-insensitively) as issues at `path.{index}`. */
function refineUnique(
  names: readonly string[],
  ctx: z.RefinementCtx,
  path: (i: number) => (string | number)[],
  message: (n: string) => string,
) {
  const seen = new Set<string>();
  names.forEach((name, i) => {
    const key = name.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: path(i), message: message(name) });
    seen.add(key);
  });
}

/** PUT /api/categories/{id}/size-chart. Whether each size is in the catalogue is checked by the server (400). */
export const SizeChartInputSchema = z
  .object(
    {
      unit: z.literal('cm', { error: SIZE_CHART_MESSAGES.unitInvalid }).default('cm'),
      columns: z
        .array(nameField(SIZE_CHART_MESSAGES.columnRequired, 40), { error: SIZE_CHART_MESSAGES.columnsRange })
        .min(1, SIZE_CHART_MESSAGES.columnsRange)
        .max(SIZE_CHART_LIMITS.maxColumns, SIZE_CHART_MESSAGES.columnsRange),
      rows: z
        .array(
          z.object({
            size_name: nameField(SIZE_CHART_MESSAGES.sizeRequired),
            values: z.array(value, { error: SIZE_CHART_MESSAGES.valuesCount }).max(SIZE_CHART_LIMITS.maxColumns),
          }),
          { error: SIZE_CHART_MESSAGES.rowsRange },
        )
        .min(1, SIZE_CHART_MESSAGES.rowsRange)
        .max(SIZE_CHART_LIMITS.maxRows, SIZE_CHART_MESSAGES.rowsRange),
    },
    { error: 'Data yang dikirim tidak valid' },
  )
  .superRefine((chart, ctx) => {
    refineUnique(chart.columns, ctx, (i) => ['columns', i], SIZE_CHART_MESSAGES.columnTwice);
    refineUnique(
      chart.rows.map((r) => r.size_name),
      ctx,
      (i) => ['rows', i, 'size_name'],
      SIZE_CHART_MESSAGES.sizeTwice,
    );
    chart.rows.forEach((row, i) => {
      if (row.values.length !== chart.columns.length) {
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'values'], message: SIZE_CHART_MESSAGES.valuesCount });
      }
    });
  });
export type SizeChartInput = z.output<typeof SizeChartInputSchema>;

interface ChartedProduct {
  categories: readonly { id: number }[];
  sizes: readonly { size_name: string }[];
}

/**
 * The chart a product shows: of its categories in id order, the first whose chart has a row for one
 * of its sizes, with only the rows of its sizes; null when none has. (A product in 'Wanita' and
 * 'Celana Panjang' sold in waist sizes gets the trousers' chart, not the tops' one.)
 */
export function sizeChartFor(product: ChartedProduct, charts: readonly SizeChart[]): SizeChart | null {
  const sizes = new Set(product.sizes.map((s) => s.size_name.toLowerCase()));
  const byCategory = new Map(charts.map((c) => [c.category_id, c]));
  for (const { id } of [...product.categories].sort((a, b) => a.id - b.id)) {
    const chart = byCategory.get(id);
    const rows = chart?.rows.filter((r) => sizes.has(r.size_name.toLowerCase())) ?? [];
    if (chart && rows.length > 0) return { ...chart, rows };
  }
  return null;
}
