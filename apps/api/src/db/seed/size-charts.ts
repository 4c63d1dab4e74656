/**
 * The demo categories' size charts, in cm: garment measurements for tops (Kaos, Kemeja, Jaket &
 * Hoodie: lingkar dada, panjang badan, panjang lengan) and trousers (Celana Panjang, Celana Pendek:
 * lingkar pinggang, panjang, lingkar paha; waist sizes and, for elastic waists, S–XXL), and body
 * measurements for Wanita (dresses, blouses, gamis). 'Pria' has none: every men's product also sits
 * in a garment category, whose chart it shows. Only ever into an empty size_charts table: charts an
 * admin kept are never overwritten.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { selectRows } from '../rows.ts';
import { sizeChartRows, sizeCharts } from '../schema.ts';
import type { CategoryName } from './reference-data.ts';

type Rows = Readonly<Record<string, readonly number[]>>;

const TOPS = ['Lingkar dada', 'Panjang badan', 'Panjang lengan'];
const TROUSERS = ['Lingkar pinggang', 'Panjang', 'Lingkar paha'];

const DEMO_SIZE_CHARTS: Partial<Record<CategoryName, { columns: readonly string[]; rows: Rows }>> = {
  Kaos: {
    columns: TOPS,
    rows: { S: [92, 68, 19], M: [96, 70, 20], L: [100, 72, 21], XL: [106, 74, 22], XXL: [112, 76, 23] },
  },
  Kemeja: {
    columns: TOPS,
    rows: { S: [96, 70, 58], M: [100, 72, 59], L: [104, 74, 60], XL: [110, 76, 61], XXL: [116, 78, 62] },
  },
  'Jaket & Hoodie': {
    columns: TOPS,
    rows: { S: [102, 66, 60], M: [106, 68, 61], L: [110, 70, 62], XL: [116, 72, 63], XXL: [122, 74, 64] },
  },
  'Celana Panjang': {
    columns: TROUSERS,
    rows: {
      S: [66, 96, 56],
      M: [70, 98, 58],
      L: [74, 100, 60],
      XL: [78, 101, 62],
      XXL: [82, 102, 64],
      '28': [72, 98, 54],
      '30': [77, 99, 56],
      '32': [82, 100, 58],
      '34': [87, 101, 60],
      '36': [92, 102, 62],
    },
  },
  'Celana Pendek': {
    columns: TROUSERS,
    rows: {
      S: [66, 44, 56],
      M: [70, 45, 58],
      L: [74, 46, 60],
      XL: [78, 47, 62],
      XXL: [82, 48, 64],
      '28': [72, 45, 54],
      '30': [77, 46, 56],
      '32': [82, 47, 58],
      '34': [87, 48, 60],
      '36': [92, 49, 62],
    },
  },
  Wanita: {
    columns: ['Lingkar dada', 'Lingkar pinggang', 'Lingkar pinggul'],
    rows: { S: [84, 68, 90], M: [88, 72, 94], L: [94, 78, 100], XL: [100, 84, 106], XXL: [106, 90, 112] },
  },
};

/** Seeds the demo categories' charts when no chart exists yet; returns how many charts it wrote. */
export async function seedSizeCharts(tx: Tx): Promise<number> {
  const [existing] = await selectRows<{ any: boolean }>(tx, sql`select exists (select 1 from size_charts) as any`);
  if (existing?.any) return 0;
  const categories = await selectRows<{ id: number; name: string }>(tx, sql`select id, lower(name) as name from categories`);
  const sizes = await selectRows<{ id: number; name: string }>(tx, sql`select id, lower(size_name) as name from sizes`);
  const sizeIds = new Map(sizes.map((s) => [s.name, s.id]));
  let written = 0;
  for (const category of categories) {
    const chart = Object.entries(DEMO_SIZE_CHARTS).find(([name]) => name.toLowerCase() === category.name)?.[1];
    const rows = chart ? Object.entries(chart.rows).filter(([size]) => sizeIds.has(size.toLowerCase())) : [];
    if (!chart || rows.length === 0) continue;
    await tx.insert(sizeCharts).values({ categoryId: category.id, unit: 'cm', columns: [...chart.columns] });
    await tx
      .insert(sizeChartRows)
      .values(rows.map(([size, values]) => ({ categoryId: category.id, sizeId: sizeIds.get(size.toLowerCase())!, values: [...values] })));
    written += 1;
  }
  return written;
}
