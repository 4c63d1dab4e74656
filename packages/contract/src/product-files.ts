/**
 * The products' CSV file (admin), in the shape csv.ts describes: GET /api/admin/products.csv and
 * POST /api/admin/products/import (multipart, the file in `file`).
 */
import { z } from 'zod';
import { productFileEndpoints } from './admin-endpoints.ts';
import { CSV_MESSAGES, ImportResultSchema } from './csv.ts';
import { defineRoutes } from './http.ts';

/** dry_run=true only checks the file; as a query parameter or a form field. */
const dryRunField = z
  .enum(['true', 'false'], { error: CSV_MESSAGES.dryRunInvalid })
  .optional()
  .transform((v) => v === 'true');
export const ProductImportQuerySchema = z.object({ dry_run: dryRunField });
export const ProductImportFieldsSchema = z.object({ dry_run: dryRunField });

export { productFileEndpoints };

/** The products' CSV file, out and in (admin). */
export const productFileRoutes = /*#__PURE__*/ defineRoutes('products', productFileEndpoints, {
  exportProductsCsv: {
    summary: 'Produk sebagai CSV, satu baris per ukuran × warna dengan stok dan SKU (UTF-8 dengan BOM; admin)',
    response: z.string(),
  },
  importProducts: {
    summary:
      'Impor CSV produk: semua atau tidak sama sekali; dibuat atau diperbarui menurut SKU atau nama; dry_run=true hanya memeriksa (admin)',
    query: ProductImportQuerySchema,
    body: ProductImportFieldsSchema,
    multipart: { files: ['file'], fileDescription: 'CSV UTF-8 dengan baris judul, maksimal 10 MB' },
    response: ImportResultSchema,
  },
});
