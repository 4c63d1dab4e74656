/**
 * Stock per variant. A variant is a product × one of its sizes × one of its colours, named by the
 * size's and the colour's names. `stock` is on hand (a whole number, 0 to 100,000), `held` is what
 * unpaid orders reserve for as long as their payment window, and `available` = stock − held, never
 * negative; `held` is never above `stock`. An optional `sku` is unique across the shop.
 * The admin reads and sets a product's on-hand stock (absolutely, never by difference) and lists
 * the variants running low. What shoppers see of it is in products.ts (`variants`, `in_stock`).
 */
import { z } from 'zod';
import { IdParamsSchema } from './common.ts';
import { defineRoutes } from './http.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { stockEndpoints } from './endpoints.ts';

export const VariantStockSchema = z.object({
  size_name: z.string(),
  color_name: z.string(),
  sku: z.string().nullable(),
  stock: z.number().int(),
  held: z.number().int(),
  available: z.number().int(),
});
export type VariantStock = z.infer<typeof VariantStockSchema>;

/** GET and PUT /api/products/{id}/stock: every size × colour of the product, with 0 where none was set. */
export const ProductStockSchema = z.object({ product_id: z.number().int(), variants: z.array(VariantStockSchema) });
export type ProductStock = z.infer<typeof ProductStockSchema>;

/** On-hand stock: a JSON number, whole, 0 to 100,000 (strings, fractions and negatives are refused). */
export const StockQuantitySchema = z
  .number({ error: MESSAGES.stockRange })
  .int(MESSAGES.stockRange)
  .min(0, MESSAGES.stockRange)
  .max(LIMITS.maxStock, MESSAGES.stockRange);

/** A SKU: trimmed, 1–64 letters, digits, '.', '-' or '_'. */
export const SkuSchema = z
  .string({ error: MESSAGES.skuInvalid })
  .trim()
  .min(1, MESSAGES.skuInvalid)
  .max(64, MESSAGES.skuInvalid)
  .regex(/^[A-Za-z0-9._-]+$/, MESSAGES.skuInvalid);

const variantName = z.string({ error: MESSAGES.variantUnknown }).trim().min(1, MESSAGES.variantUnknown).max(100, MESSAGES.variantUnknown);

export const StockUpdateVariantSchema = z.object({
  size_name: variantName,
  color_name: variantName,
  stock: StockQuantitySchema,
  /** Left out: the SKU stays as it is; null: the variant has none. */
  sku: SkuSchema.nullish(),
});

/**
 * PUT /api/products/{id}/stock: sets the on-hand stock of the variants sent (others keep theirs).
 * A size or colour the product does not have is 400 (MESSAGES.variantUnknown); a stock below what
 * is held is 409 (MESSAGES.stockBelowHeld); a SKU another variant uses is 409 (MESSAGES.skuTaken).
 * Each change is written to the audit log with its before and after.
 */
export const StockUpdateBodySchema = z.object({
  variants: z
    .array(StockUpdateVariantSchema, { error: MESSAGES.stockVariantsRange })
    .min(1, MESSAGES.stockVariantsRange)
    .max(LIMITS.maxStockVariants, MESSAGES.stockVariantsRange)
    .superRefine((variants, ctx) => {
      const seen = new Set<string>();
      variants.forEach((v, index) => {
        const key = `${v.size_name.toLowerCase()}\u0000${v.color_name.toLowerCase()}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: MESSAGES.stockVariantTwice(v.size_name, v.color_name) });
        seen.add(key);
      });
    }),
});
export type StockUpdateBody = z.input<typeof StockUpdateBodySchema>;
export type StockUpdateInput = z.output<typeof StockUpdateBodySchema>;

export const LowStockVariantSchema = VariantStockSchema.extend({ product_id: z.number().int(), product_name: z.string() });
export type LowStockVariant = z.infer<typeof LowStockVariantSchema>;
/**
 * GET /api/stock/low: the variants whose available stock is at or below `threshold`
 * (LOW_STOCK_THRESHOLD, 3 by default), fewest available first, then by product name.
 */
export const LowStockSchema = z.object({ threshold: z.number().int(), variants: z.array(LowStockVariantSchema) });
export type LowStock = z.infer<typeof LowStockSchema>;

export { stockEndpoints };

export const stockRoutes = /*#__PURE__*/ defineRoutes('stock', stockEndpoints, {
  getProductStock: {
    summary: 'Stok, jumlah dipesan, tersedia dan SKU tiap ukuran × warna produk (admin)',
    params: IdParamsSchema,
    response: ProductStockSchema,
  },
  setProductStock: {
    summary: 'Tetapkan stok fisik tiap ukuran × warna produk (admin); tercatat di log audit',
    params: IdParamsSchema,
    body: StockUpdateBodySchema,
    response: ProductStockSchema,
    errors: [409],
  },
  listLowStock: { summary: 'Varian dengan stok tersedia menipis (admin)', response: LowStockSchema },
});
