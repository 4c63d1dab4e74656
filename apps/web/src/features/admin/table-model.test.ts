import { describe, expect, it } from 'vitest';
import {
  columnKeys,
  compareValues,
  headerLabel,
  nextSort,
  pageText,
  pageWindow,
  rangeText,
  rowLabel,
  sortRows,
  titleCase,
} from './table-model.ts';

describe('table model', () => {
  it('uses every field except id as a column, in first-seen order', () => {
    expect(
      columnKeys([
        { id: 1, name: 'a', price: 2 },
        { id: 2, name: 'b', image_url: 'x' },
      ]),
    ).toEqual(['name', 'price', 'image_url']);
  });

  it('labels headers in Indonesian and title-cases the rest', () => {
    expect(headerLabel('name', { name: 'Nama Produk' })).toBe('Nama Produk');
    expect(headerLabel('name')).toBe('Nama');
    expect(
      [
        'price',
        'email',
        'image_url',
        'description',
        'sold_count',
        'average_rating',
        'title',
        'city',
        'address',
        'total_price',
        'created_at',
      ].map((k) => headerLabel(k)),
    ).toEqual([
      'Harga',
      'Email',
      'Gambar',
      'Deskripsi',
      'Total Terjual',
      'Penilaian Produk',
      'Judul',
      'Kota',
      'Alamat',
      'Total Pembayaran',
      'Tanggal',
    ]);
    expect(titleCase('midtrans_order_id')).toBe('Midtrans Order Id');
    expect(headerLabel('color_name')).toBe('Color Name');
  });

  it('sorts numbers numerically, text naturally, empty values last, ties by id', () => {
    const rows = [
      { id: 3, n: 10, s: 'b2' },
      { id: 1, n: 9, s: 'b10' },
      { id: 2, n: null, s: 'a' },
      { id: 4, n: 10, s: null },
    ];
    expect(sortRows(rows, { key: 'n', direction: 'asc' }).map((r) => r.id)).toEqual([1, 3, 4, 2]);
    expect(sortRows(rows, { key: 'n', direction: 'desc' }).map((r) => r.id)).toEqual([3, 4, 1, 2]);
    expect(sortRows(rows, { key: 's', direction: 'asc' }).map((r) => r.id)).toEqual([2, 3, 1, 4]);
    expect(compareValues([{ name: 'B' }], [{ name: 'a' }])).toBeGreaterThan(0);
  });

  it('flips between ascending and descending on the same header', () => {
    const first = nextSort({ key: 'id', direction: 'asc' }, 'price');
    expect(first).toEqual({ key: 'price', direction: 'asc' });
    expect(nextSort(first, 'price')).toEqual({ key: 'price', direction: 'desc' });
    expect(nextSort({ key: 'price', direction: 'desc' }, 'price')).toEqual({ key: 'price', direction: 'asc' });
  });

  it('pages by 10 with the spec texts', () => {
    expect(rangeText(pageWindow(23, 1))).toBe('Menampilkan 1–10 dari 23 data');
    expect(pageText(pageWindow(23, 1))).toBe('Halaman 1 dari 3');
    expect(rangeText(pageWindow(23, 3))).toBe('Menampilkan 21–23 dari 23 data');
    expect(pageWindow(23, 9).page).toBe(3);
    expect(pageWindow(0, 1)).toMatchObject({ page: 1, pageCount: 1, from: 0, to: 0 });
  });

  it('names a row by name, title or username, else its number', () => {
    expect(rowLabel({ id: 1, title: 'Promo' })).toBe('Promo');
    expect(rowLabel({ id: 12, status: 'paid' })).toBe('#12');
  });
});
