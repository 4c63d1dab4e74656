/** The size chart's schemas; its rules, texts and sizeChartFor are in size-chart-rules.ts (no zod, for the storefront). */
import { z } from 'zod';
import { nameField } from './common.ts';
import { SIZE_CHART_LIMITS, SIZE_CHART_MESSAGES } from './size-chart-rules.ts';

export * from './size-chart-rules.ts';

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
