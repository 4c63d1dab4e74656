/**
 * The columns each admin table shows: what an admin needs to find and tell records apart, every
 * header in Indonesian (the spec's labels kept: 'Nama Produk', 'Harga', 'Gambar', 'Total Terjual',
 * 'Penilaian Produk', 'Total Pembayaran', 'Tanggal', 'Kota', 'Email', 'Judul'). Long texts
 * (descriptions, the sizes and colours of a product) stay on the record's own page. `sortable`
 * columns are the list's server sort keys.
 */
import type { Columns } from './table-model.ts';

const col = (key: string, label: string, sortable = false) => ({ key, label, sortable });

export const TABLE_COLUMNS = {
  products: [
    col('image_url', 'Gambar'),
    col('name', 'Nama Produk', true),
    col('price', 'Harga', true),
    col('categories', 'Kategori'),
    col('available', 'Stok Tersedia'),
    col('sold_count', 'Total Terjual', true),
    col('average_rating', 'Penilaian Produk', true),
    col('created_at', 'Tanggal', true),
  ],
  orders: [
    col('id', 'No. Pesanan', true),
    col('created_at', 'Tanggal', true),
    col('customer', 'Pelanggan'),
    col('status', 'Status', true),
    col('total_price', 'Total Pembayaran', true),
    col('city', 'Kota', true),
    col('waybill', 'Resi'),
  ],
  users: [
    col('username', 'Nama Pengguna', true),
    col('email', 'Email', true),
    col('role', 'Peran', true),
    col('city', 'Kota', true),
    col('address', 'Alamat'),
    col('created_at', 'Tanggal', true),
  ],
  ads: [col('image_url', 'Gambar'), col('title', 'Judul', true)],
  categories: [col('image_url', 'Gambar'), col('name', 'Nama Kategori', true)],
  colors: [col('color_name', 'Nama Warna', true)],
  sizes: [col('size_name', 'Nama Ukuran', true)],
} as const satisfies Record<string, Columns>;
