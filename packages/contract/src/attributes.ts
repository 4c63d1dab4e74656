/**
 * The admin-managed attributes of products: categories, colours and sizes. Each has the same five
 * calls: public reads, admin writes; deleting one still used by products is a 409.
 */
import { z } from 'zod';
import { IdParamsSchema, imageUrlField, MessageSchema, nameField } from './common.ts';
import { defineRoutes } from './http.ts';
import { MESSAGES } from './messages.ts';
import { attributeEndpoints } from './endpoints.ts';
import { SizeChartInputSchema, SizeChartListSchema, SizeChartSchema } from './size-chart.ts';
import { adminListQuery } from './query-params.ts';

export * from './size-chart.ts';

export const CategorySchema = z.object({ id: z.number().int(), name: z.string(), image_url: z.string().nullable() });
export const ColorSchema = z.object({ id: z.number().int(), color_name: z.string() });
export const SizeSchema = z.object({ id: z.number().int(), size_name: z.string() });
export type Category = z.infer<typeof CategorySchema>;
export type Color = z.infer<typeof ColorSchema>;
export type Size = z.infer<typeof SizeSchema>;
export const CategoryListSchema = z.array(CategorySchema);
export const ColorListSchema = z.array(ColorSchema);
export const SizeListSchema = z.array(SizeSchema);

/**
 * The admin's page of each list (query-params.ts): sorted by a column, searched by name. The
 * storefront's plain call (no parameters) keeps answering the list by id, at most 100.
 */
export const CategoryListQuerySchema = adminListQuery(['id', 'name']);
export const ColorListQuerySchema = adminListQuery(['id', 'color_name']);
export const SizeListQuerySchema = adminListQuery(['id', 'size_name']);
const listSummary = (what: string) => `${what}, per halaman (admin: limit, offset, sort, order, q); jumlah di header X-Total-Count`;

/** On update, a category's `image_url` left out keeps the current image and `null` removes it. */
export const CategoryInputSchema = z.object({ name: nameField(MESSAGES.categoryNameRequired), image_url: imageUrlField().nullish() });
export const ColorInputSchema = z.object({ color_name: nameField(MESSAGES.colorNameRequired) });
export const SizeInputSchema = z.object({ size_name: nameField(MESSAGES.sizeNameRequired) });
/** Request bodies after validation (names trimmed). */
export type CategoryInput = z.output<typeof CategoryInputSchema>;
export type ColorInput = z.output<typeof ColorInputSchema>;
export type SizeInput = z.output<typeof SizeInputSchema>;

/** Texts of the attribute calls that the catalogue in messages.ts does not hold. */
export const ATTRIBUTE_MESSAGES = {
  categoryNotFound: 'Kategori tidak ditemukan',
  colorNotFound: 'Warna tidak ditemukan',
  sizeNotFound: 'Ukuran tidak ditemukan',
  categoryDeleted: 'Kategori berhasil dihapus',
  colorDeleted: 'Warna berhasil dihapus',
  sizeDeleted: 'Ukuran berhasil dihapus',
} as const;

export { attributeEndpoints };

const conflict = [409] as const;
export const attributeRoutes = /*#__PURE__*/ defineRoutes('attributes', attributeEndpoints, {
  listCategories: { summary: listSummary('Kategori'), query: CategoryListQuerySchema, response: CategoryListSchema },
  getCategory: { summary: 'Satu kategori', params: IdParamsSchema, response: CategorySchema },
  createCategory: { summary: 'Buat kategori', body: CategoryInputSchema, response: CategorySchema, errors: conflict },
  updateCategory: {
    summary: 'Ubah kategori',
    params: IdParamsSchema,
    body: CategoryInputSchema,
    response: CategorySchema,
    errors: conflict,
  },
  deleteCategory: {
    summary: 'Hapus kategori yang tidak dipakai produk',
    params: IdParamsSchema,
    response: MessageSchema,
    errors: conflict,
  },
  listColors: { summary: listSummary('Warna'), query: ColorListQuerySchema, response: ColorListSchema },
  getColor: { summary: 'Satu warna', params: IdParamsSchema, response: ColorSchema },
  createColor: { summary: 'Buat warna', body: ColorInputSchema, response: ColorSchema, errors: conflict },
  updateColor: { summary: 'Ubah warna', params: IdParamsSchema, body: ColorInputSchema, response: ColorSchema, errors: conflict },
  deleteColor: { summary: 'Hapus warna yang tidak dipakai produk', params: IdParamsSchema, response: MessageSchema, errors: conflict },
  listSizes: { summary: listSummary('Ukuran'), query: SizeListQuerySchema, response: SizeListSchema },
  getSize: { summary: 'Satu ukuran', params: IdParamsSchema, response: SizeSchema },
  createSize: { summary: 'Buat ukuran', body: SizeInputSchema, response: SizeSchema, errors: conflict },
  updateSize: { summary: 'Ubah ukuran', params: IdParamsSchema, body: SizeInputSchema, response: SizeSchema, errors: conflict },
  deleteSize: { summary: 'Hapus ukuran yang tidak dipakai produk', params: IdParamsSchema, response: MessageSchema, errors: conflict },
  listSizeCharts: { summary: 'Semua tabel ukuran (satu per kategori)', response: SizeChartListSchema },
  getSizeChart: { summary: 'Tabel ukuran satu kategori', params: IdParamsSchema, response: SizeChartSchema },
  setSizeChart: {
    summary: 'Simpan tabel ukuran kategori (ukuran harus ada di katalog)',
    params: IdParamsSchema,
    body: SizeChartInputSchema,
    response: SizeChartSchema,
  },
  deleteSizeChart: { summary: 'Hapus tabel ukuran kategori', params: IdParamsSchema, response: MessageSchema },
});
