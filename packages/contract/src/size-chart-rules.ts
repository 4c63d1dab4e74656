/**
 * Size charts: one per category, kept by the admin. A chart has its unit (cm), its measurement
 * columns ('Lingkar dada', 'Panjang badan', …) and one row per size of the catalogue with a value
 * for each column. A product shows the chart of its first category (by id) that has a row for one of
 * its sizes, limited to its own sizes (sizeChartFor).
 */
import type { SizeChart } from './size-chart.ts';

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
