import type { SizeChart, SizeChartInput } from '@gayaku/contract';

/** The editor's chart as typed: column names, and per row a size and one text per column. */
export interface ChartDraft {
  columns: string[];
  rows: { size: string; values: string[] }[];
}

const emptyDraft = (): ChartDraft => ({ columns: ['Lingkar dada', 'Panjang badan'], rows: [{ size: '', values: ['', ''] }] });

export const draftOf = (chart: SizeChart | null): ChartDraft =>
  chart
    ? {
        columns: [...chart.columns],
        rows: chart.rows.map((r) => ({ size: r.size_name, values: r.values.map((v) => String(v).replace('.', ',')) })),
      }
    : emptyDraft();

/** What PUT /api/categories/{id}/size-chart gets: '96,5' read as 96.5; anything else is sent as is for the server to refuse. */
export function inputOf(draft: ChartDraft): SizeChartInput {
  return {
    unit: 'cm',
    columns: draft.columns,
    rows: draft.rows.map((r) => ({ size_name: r.size, values: r.values.map((v) => Number(v.trim().replace(',', '.')) || 0) })),
  };
}

export const addColumn = (d: ChartDraft): ChartDraft => ({
  columns: [...d.columns, ''],
  rows: d.rows.map((r) => ({ ...r, values: [...r.values, ''] })),
});

export const removeColumn = (d: ChartDraft, i: number): ChartDraft => ({
  columns: d.columns.filter((_, j) => j !== i),
  rows: d.rows.map((r) => ({ ...r, values: r.values.filter((_, j) => j !== i) })),
});

export const addRow = (d: ChartDraft): ChartDraft => ({ ...d, rows: [...d.rows, { size: '', values: d.columns.map(() => '') }] });

export const removeRow = (d: ChartDraft, i: number): ChartDraft => ({ ...d, rows: d.rows.filter((_, j) => j !== i) });
