/**
 * CSV files of the admin: the orders export (one row per order line) and the products file, which
 * is exported and imported in the same shape (one row per product × size × colour). Every file has a
 * header row, starts with a UTF-8 BOM and quotes every field; a text starting with = + - @, a tab or
 * a carriage return is written with a leading apostrophe, so a spreadsheet never runs it as a formula
 * (the import takes that apostrophe off again).
 */
import { z } from 'zod';

/** The products file's columns, in the order they are written. */
export const PRODUCT_CSV_COLUMNS = [
  'name',
  'price',
  'description',
  'sold_count',
  'weight_grams',
  'image_url',
  'categories',
  'size',
  'color',
  'stock',
  'sku',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
/** Columns an import must have; the others may be left out (kept as they are, or the defaults for a new product). */
export const PRODUCT_CSV_REQUIRED = [
  'name',
  'price',
  'categories',
  'size',
  'color',
  'stock',
] as const satisfies readonly ProductCsvColumn[];
/** Several names in one field (`categories`) are separated by this. */
export const CSV_LIST_SEPARATOR = '|';

/** The orders export's columns. */
export const ORDER_CSV_COLUMNS = [
  'order_id',
  'created_at',
  'paid_at',
  'status',
  'username',
  'email',
  'recipient_name',
  'recipient_phone',
  'address',
  'city',
  'courier',
  'service',
  'waybill',
  'product_id',
  'product_name',
  'size',
  'color',
  'quantity',
  'price',
  'line_subtotal',
  'order_subtotal',
  'shipping_cost',
  'total_price',
] as const;

export const CSV_LIMITS = {
  /** The largest products file an import reads. */
  maxImportBytes: 10 * 1024 * 1024,
  /** Rows of one import (the header not counted). */
  maxImportRows: 20_000,
} as const;

export const CSV_MESSAGES = {
  notMultipart: 'Kirim berkas CSV sebagai multipart/form-data dengan nama isian file',
  fileRequired: 'Pilih berkas CSV untuk diimpor',
  fileTooLarge: 'Ukuran berkas CSV maksimal 10 MB',
  tooManyRows: `Berkas CSV maksimal ${CSV_LIMITS.maxImportRows.toLocaleString('id-ID')} baris`,
  unreadable: (detail: string) => `Berkas CSV tidak dapat dibaca: ${detail}`,
  empty: 'Berkas CSV tidak berisi baris produk',
  missingColumns: (columns: readonly string[]) => `Kolom wajib tidak ada: ${columns.join(', ')}`,
  unknownColumns: (columns: readonly string[]) => `Kolom tidak dikenal: ${columns.join(', ')}`,
  rejected: (count: number) => `Impor dibatalkan: ${count} masalah ditemukan, tidak ada data yang diubah`,
  checked: (rows: number) => `Berkas valid: ${rows} baris siap diimpor (belum ada yang diubah)`,
  imported: (created: number, updated: number) => `Impor selesai: ${created} produk dibuat, ${updated} produk diperbarui`,
  dryRunInvalid: "dry_run harus 'true' atau 'false'",
  statusInvalid: 'Status pesanan tidak dikenal',
  // one problem of a row: the row number counts the header as row 1, as spreadsheets do
  cell: (row: number, column: string, problem: string) => `Baris ${row}, kolom ${column}: ${problem}`,
  required: 'wajib diisi',
  wholeNumber: (min: number, max: number) => `harus bilangan bulat ${min.toLocaleString('id-ID')}–${max.toLocaleString('id-ID')}`,
  tooLong: (max: number) => `maksimal ${max} karakter`,
  unknownName: (kind: string, names: readonly string[]) => `${kind} tidak dikenal: ${names.join(', ')}`,
  differs: (firstRow: number) => `berbeda dengan baris ${firstRow} untuk produk yang sama`,
  duplicateVariant: (firstRow: number) => `ukuran × warna ini sudah ada di baris ${firstRow}`,
  skuInvalid: 'hanya huruf, angka, titik, garis bawah dan tanda hubung (maksimal 64)',
  skuTwice: (firstRow: number) => `SKU sudah dipakai di baris ${firstRow}`,
  skuOtherProduct: 'SKU baris-baris produk ini menunjuk ke produk yang berbeda',
  sameProduct: (firstRow: number) => `produk ini sudah diisi di baris ${firstRow} (dengan nama lain atau lewat SKU)`,
  descriptionRequired: 'wajib untuk produk baru',
  nameAmbiguous: (count: number) => `ada ${count} produk dengan nama ini; isi SKU varian untuk memilih produknya`,
  imageRequired: 'wajib untuk produk baru (alamat https:// atau /uploads/…)',
  imageInvalid: 'harus alamat https:// atau /uploads/…',
  belowHeld: (held: number) => `stok tidak boleh di bawah ${held} yang sedang dipesan`,
} as const;

/** POST /api/admin/products/import: what was (or, with dry_run, would be) done. */
export const ImportResultSchema = z.object({
  message: z.string(),
  dry_run: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** The apostrophe an export puts before a text a spreadsheet would read as a formula, taken off again. */
export function restoreFormula(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}
