/**
 * The stock grid's values, free of React: one cell per size × colour of the product, in the
 * product's order, with the on-hand stock and SKU as typed, and what is held and available as the
 * server last said. Saving sends every cell's stock absolutely, checked by the contract's own schema.
 */
import { StockUpdateBodySchema, type ProductStock, type StockUpdateBody } from '@gayaku/contract';

export interface StockCell {
  size: string;
  color: string;
  /** As typed. */
  stock: string;
  sku: string;
  held: number;
  available: number;
}

/** The grid's cells: the product's sizes × colours, 0 and no SKU where the server has none. */
export function stockCells(sizes: readonly string[], colors: readonly string[], stock: ProductStock | undefined): StockCell[] {
  return sizes.flatMap((size) =>
    colors.map((color) => {
      const v = stock?.variants.find((x) => x.size_name === size && x.color_name === color);
      return { size, color, stock: String(v?.stock ?? 0), sku: v?.sku ?? '', held: v?.held ?? 0, available: v?.available ?? 0 };
    }),
  );
}

export type StockCheck = { body: StockUpdateBody } | { problem: string; index: number; field: 'stock' | 'sku' };

/** The PUT body (whole numbers; a blank SKU is none), or the first problem and the cell it is in. */
export function stockBody(cells: readonly StockCell[]): StockCheck {
  const body = {
    variants: cells.map((c) => ({
      size_name: c.size,
      color_name: c.color,
      stock: /^\d+$/.test(c.stock.trim()) ? Number(c.stock.trim()) : Number.NaN,
      sku: c.sku.trim() || null,
    })),
  };
  const result = StockUpdateBodySchema.safeParse(body);
  if (result.success) return { body };
  const issue = result.error.issues[0]!;
  const [, index, field] = issue.path;
  return { problem: issue.message, index: typeof index === 'number' ? index : -1, field: field === 'sku' ? 'sku' : 'stock' };
}
