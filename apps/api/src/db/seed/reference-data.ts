/**
 * Fixed demo and reference content other than the product list: categories, colours, sizes,
 * shipping rates, demo shoppers, review comments and the shop banners.
 */
import type { BannerSpec, Look } from './svg.ts';

export const COLORS = {
  Hitam: '#2b2b2e',
  Putih: '#f7f6f2',
  Navy: '#243b5e',
  'Abu-abu': '#9a9ea3',
  Merah: '#c0392b',
  'Hijau Army': '#5b6139',
  Krem: '#e3d3b5',
  Cokelat: '#7a5134',
  'Biru Muda': '#9cc3e0',
  Maroon: '#7b2433',
} as const;
export type ColorName = keyof typeof COLORS;

const LETTER_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
const WAIST_SIZES = ['28', '30', '32', '34', '36'] as const;
export const SIZE_NAMES = [...LETTER_SIZES, ...WAIST_SIZES] as const;

export type CategoryName = 'Pria' | 'Wanita' | 'Kaos' | 'Kemeja' | 'Celana Panjang' | 'Celana Pendek' | 'Jaket & Hoodie';

/** Each category with the garment its tile shows, the garment colour and the tile tint. */
export const CATEGORIES: readonly { name: CategoryName; look: Look; color: string; tint: string }[] = [
  { name: 'Pria', look: { shape: 'tee', details: ['polo'] }, color: COLORS.Navy, tint: '#d9a066' },
  { name: 'Wanita', look: { shape: 'dress', details: ['belt'] }, color: COLORS.Maroon, tint: '#e39aa3' },
  { name: 'Kaos', look: { shape: 'tee', details: ['print'], print: 'GAYAKU' }, color: COLORS.Putih, tint: '#7fa37a' },
  { name: 'Kemeja', look: { shape: 'shirt', details: ['placket', 'pocket'] }, color: COLORS['Biru Muda'], tint: '#5b7fb0' },
  { name: 'Celana Panjang', look: { shape: 'trousers', details: ['crease'] }, color: COLORS.Krem, tint: '#b08a5c' },
  { name: 'Celana Pendek', look: { shape: 'shorts', details: ['cargo'] }, color: COLORS['Hijau Army'], tint: '#a6b36a' },
  { name: 'Jaket & Hoodie', look: { shape: 'jacket', details: ['hood', 'kangaroo', 'rib'] }, color: COLORS['Abu-abu'], tint: '#6d7f99' },
];

/** Flat shipping cost per destination city, whole rupiah (from a warehouse in Jakarta). */
export const SHIPPING_RATES: readonly (readonly [city: string, cost: number])[] = [
  ['Jakarta', 10_000],
  ['Bogor', 12_000],
  ['Depok', 12_000],
  ['Tangerang', 12_000],
  ['Bekasi', 12_000],
  ['Bandung', 15_000],
  ['Cirebon', 17_000],
  ['Semarang', 18_000],
  ['Yogyakarta', 18_000],
  ['Surakarta', 19_000],
  ['Surabaya', 20_000],
  ['Malang', 22_000],
  ['Denpasar', 28_000],
  ['Palembang', 30_000],
  ['Medan', 35_000],
  ['Batam', 38_000],
  ['Pontianak', 40_000],
  ['Makassar', 42_000],
  ['Balikpapan', 45_000],
  ['Manado', 55_000],
];

/** What one demo garment weighs packed, in grams, by its shape (300 for any other). */
const SHAPE_WEIGHTS: Readonly<Record<string, number>> = {
  tee: 200,
  teeCrop: 180,
  teeFitted: 190,
  teeLong: 250,
  teeOversize: 280,
  blouse: 220,
  peplum: 240,
  shirt: 300,
  shirtShort: 260,
  tunic: 320,
  dress: 380,
  gamis: 550,
  shorts: 320,
  jogger: 450,
  trousers: 550,
  wide: 500,
  jacket: 800,
};
export const weightOf = (shape: string): number => SHAPE_WEIGHTS[shape] ?? 300;

/** Shared password of every demo shopper account. */
export const DEMO_PASSWORD = 'gayaku-demo-123';

export const DEMO_USERS: readonly { username: string; city: string; address: string }[] = [
  { username: 'rina.putri', city: 'Bandung', address: 'Jl. Ir. H. Juanda No. 112, Coblong, Bandung 40132' },
  { username: 'budi.santoso', city: 'Surabaya', address: 'Jl. Raya Darmo No. 45, Wonokromo, Surabaya 60241' },
  { username: 'dewi.lestari', city: 'Yogyakarta', address: 'Jl. Kaliurang Km 5 No. 18, Depok, Sleman 55281' },
  { username: 'agus.pratama', city: 'Jakarta', address: 'Jl. Tebet Raya No. 27, Tebet, Jakarta Selatan 12820' },
  { username: 'siti.rahma', city: 'Makassar', address: 'Jl. A. P. Pettarani No. 9, Rappocini, Makassar 90222' },
  { username: 'yoga.saputra', city: 'Denpasar', address: 'Jl. Teuku Umar No. 88, Denpasar Barat, Denpasar 80114' },
  { username: 'nadia.kusuma', city: 'Medan', address: 'Jl. Gatot Subroto No. 150, Medan Petisah, Medan 20112' },
  { username: 'fajar.hidayat', city: 'Semarang', address: 'Jl. Pandanaran No. 60, Semarang Tengah, Semarang 50134' },
];
export const demoEmail = (username: string): string => `${username}@contoh.id`;

/** Review comments by star rating. */
export const COMMENTS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  5: [
    'Bahannya adem dan jahitannya rapi, sesuai foto.',
    'Ukurannya pas, warnanya juga sama persis dengan gambar. Mantap!',
    'Sudah beli dua kali, kualitasnya konsisten. Recommended!',
    'Pengiriman cepat, packing rapi. Suka banget sama bahannya.',
    'Dipakai seharian tetap nyaman, tidak gerah.',
    'Harga segini kualitasnya juara. Bakal order warna lain.',
    'Potongannya bagus, bikin penampilan kelihatan lebih rapi.',
    'Sudah dicuci berkali-kali warnanya tidak luntur.',
  ],
  4: [
    'Bagus, cuma sedikit kebesaran di bagian bahu.',
    'Bahannya enak, pengirimannya agak lama tapi barang aman.',
    'Kualitas oke untuk harganya, warnanya sedikit lebih gelap dari foto.',
    'Nyaman dipakai, semoga awet.',
    'Jahitan rapi, hanya ada sisa benang yang perlu dirapikan.',
  ],
  3: [
    'Lumayan, tapi ukurannya lebih kecil dari biasanya. Sebaiknya naik satu ukuran.',
    'Bahannya agak tipis dari yang saya bayangkan.',
    'Standar, sesuai harga.',
  ],
  2: ['Warnanya beda cukup jauh dengan foto.', 'Ada jahitan yang lepas di bagian ketiak, untungnya CS responsif.'],
  1: ['Ukurannya tidak sesuai tabel, kebesaran dua nomor.'],
};

/**
 * Banners that promised what the shop never gives (a 50% discount, free shipping), replaced on a demo
 * shop seeded with them: old title → the banner that took its place. Demo content must not lie.
 */
export const RETIRED_BANNERS: Readonly<Record<string, string>> = {
  'Diskon Akhir Tahun hingga 50%': 'Pilihan Terlaris Pembeli Gayaku',
  'Gratis Ongkir se-Jawa': 'Ongkir Jelas Sebelum Bayar',
};

export const BANNERS: readonly BannerSpec[] = [
  {
    title: 'Koleksi Baru Musim Hujan',
    lines: ['Koleksi Baru', 'Musim Hujan'],
    kicker: 'Baru datang',
    subtitle: 'Jaket anti air, hoodie hangat, dan jogger nyaman.',
    cta: 'Belanja Sekarang',
    from: '#1d3550',
    to: '#3f6e8c',
    ink: '#ffffff',
    button: '#e07a3a',
    rain: true,
    garments: [
      { look: { shape: 'jacket', details: ['hood', 'kangaroo', 'rib'] }, color: COLORS['Abu-abu'] },
      { look: { shape: 'jogger', details: ['elastic', 'cuffs'] }, color: COLORS.Krem },
      { look: { shape: 'jacket', details: ['hood', 'zip', 'welt'] }, color: COLORS.Merah },
    ],
  },
  {
    title: 'Pilihan Terlaris Pembeli Gayaku',
    lines: ['Pilihan Terlaris', 'Pembeli Gayaku'],
    kicker: 'Paling banyak dibeli',
    subtitle: 'Kaos, kemeja, dan celana yang paling sering dipesan.',
    cta: 'Lihat Terlaris',
    from: '#6e1f2d',
    to: '#c0392b',
    ink: '#ffffff',
    button: '#e9a23b',
    garments: [
      { look: { shape: 'trousers', details: ['crease'] }, color: COLORS.Krem },
      { look: { shape: 'tee', details: ['polo'] }, color: COLORS.Navy },
      { look: { shape: 'shirt', details: ['placket', 'pocket'], pattern: 'check' }, color: COLORS['Hijau Army'] },
    ],
  },
  {
    title: 'Ongkir Jelas Sebelum Bayar',
    lines: ['Ongkir Jelas', 'Sebelum Bayar'],
    kicker: 'Kirim ke kotamu',
    subtitle: 'Pilih kota tujuan, ongkos kirim langsung tampil di keranjang.',
    cta: 'Mulai Belanja',
    from: '#f5e7cf',
    to: '#e6c596',
    ink: '#3a2a1c',
    button: '#7b2433',
    garments: [
      { look: { shape: 'tee' }, color: COLORS.Navy },
      { look: { shape: 'shorts', details: ['cargo'] }, color: COLORS['Hijau Army'] },
      { look: { shape: 'dress', details: ['belt'] }, color: COLORS.Maroon },
    ],
  },
  {
    title: 'Batik Modern untuk Setiap Acara',
    lines: ['Batik Modern', 'untuk Setiap Acara'],
    kicker: 'Bangga buatan lokal',
    subtitle: 'Kemeja dan dress batik cap dari perajin Pekalongan.',
    cta: 'Lihat Koleksi',
    from: '#2b2620',
    to: '#5a4632',
    ink: '#f6ead2',
    button: '#c98f2e',
    garments: [
      { look: { shape: 'dress', details: ['belt'], pattern: 'batik' }, color: COLORS.Maroon },
      { look: { shape: 'shirtShort', details: ['placket'], pattern: 'batik' }, color: COLORS.Navy },
      { look: { shape: 'shirt', details: ['placket'], pattern: 'batik' }, color: COLORS.Cokelat },
    ],
  },
];
