/**
 * The admin-managed attributes (categories, colours, sizes), ads and shipping rates, beyond the
 * record and input schemas already in catalog.ts: list answers, input types and the texts of
 * these calls.
 */
import { z } from 'zod';
import { AdSchema, CategorySchema, ColorSchema, ShippingRateSchema, SizeSchema } from './catalog.ts';
import type { AdInputSchema, CategoryInputSchema, ColorInputSchema, SizeInputSchema } from './catalog.ts';

export const CategoryListSchema = z.array(CategorySchema);
export const ColorListSchema = z.array(ColorSchema);
export const SizeListSchema = z.array(SizeSchema);
export const AdListSchema = z.array(AdSchema);
export const ShippingRateListSchema = z.array(ShippingRateSchema);

/**
 * Request bodies after validation (names trimmed). On update, a category's `image_url` left out
 * keeps the current image and `null` removes it.
 */
export type CategoryInput = z.output<typeof CategoryInputSchema>;
export type ColorInput = z.output<typeof ColorInputSchema>;
export type SizeInput = z.output<typeof SizeInputSchema>;
export type AdInput = z.output<typeof AdInputSchema>;

/** Texts of the attribute, ad and shipping calls that the catalogue in messages.ts does not hold. */
export const ATTRIBUTE_MESSAGES = {
  categoryNotFound: 'Kategori tidak ditemukan',
  colorNotFound: 'Warna tidak ditemukan',
  sizeNotFound: 'Ukuran tidak ditemukan',
  adNotFound: 'Iklan tidak ditemukan',
  categoryDeleted: 'Kategori berhasil dihapus',
  colorDeleted: 'Warna berhasil dihapus',
  sizeDeleted: 'Ukuran berhasil dihapus',
  adDeleted: 'Iklan berhasil dihapus',
  bannerNotMultipart: 'Kirim gambar papan iklan sebagai multipart/form-data',
  bannerRequired: 'Pilih gambar papan iklan untuk diunggah',
  bannerMissing: 'Gambar papan iklan ini tidak ditemukan di server. Unggah gambarnya lagi.',
} as const;
