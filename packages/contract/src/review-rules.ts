/**
 * The rules of product reviews that the server and the storefront both apply: how a reviewer's name
 * is masked, the fit answers, the limits of photos, pages and the editing window, and how the fit
 * summary reads. Plain values with no zod import, so the product page can use them without the schemas.
 */

/** How a piece fitted, as the buyer says: too small, right, too big. */
export const FITS = ['kekecilan', 'pas', 'kebesaran'] as const;
export type Fit = (typeof FITS)[number];

export const FIT_LABELS: Readonly<Record<Fit, string>> = { kekecilan: 'Kekecilan', pas: 'Pas', kebesaran: 'Kebesaran' };

/** The orders of GET /api/products/{id}/reviews. */
export const REVIEW_SORTS = ['newest', 'rating_high', 'rating_low'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_LIMITS = {
  /** Photos one review may carry. */
  photosPerReview: 3,
  /** The author may change a review this many days after writing it. */
  editDays: 30,
  /** Reviews per page on the product page ('Muat Lebih Banyak' asks for the next). */
  pageSize: 5,
  maxPageSize: 50,
  /** Rows per page of the admin's reviews screen. */
  adminPageSize: 20,
  adminMaxPageSize: 100,
  /** The largest offset a list accepts. */
  maxOffset: 100_000,
} as const;

/**
 * The name a review shows instead of its author's username: the first and the last character
 * with three stars between ('rina.putri' → 'r***i'). Characters, not UTF-16 units.
 */
export function maskReviewer(username: string): string {
  const chars = Array.from(username.trim());
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

/** When the author may no longer change a review written at `createdAt` (ISO). */
export function reviewEditableUntil(createdAt: string | Date): Date {
  return new Date(new Date(createdAt).getTime() + REVIEW_LIMITS.editDays * 86_400_000);
}

export type FitCounts = Readonly<Record<Fit, number>>;

/** The fit most buyers report and its share in whole percent ('72% bilang pas'), or null without answers. */
export function fitVerdict(fit: FitCounts): { fit: Fit; percent: number; text: string } | null {
  const total = FITS.reduce((sum, f) => sum + fit[f], 0);
  if (total === 0) return null;
  // Ties go to 'pas', then in the order of FITS.
  const order: readonly Fit[] = ['pas', 'kekecilan', 'kebesaran'];
  const top = order.reduce((best, f) => (fit[f] > fit[best] ? f : best), order[0]!);
  const percent = Math.round((fit[top] / total) * 100);
  return { fit: top, percent, text: `${percent}% bilang ${FIT_LABELS[top].toLowerCase()}` };
}

/** Texts of the rating and review calls that the catalogue in messages.ts does not hold. */
export const RATING_MESSAGES = {
  notBuyer: 'Hanya pembeli yang sudah menerima produk ini yang bisa memberi ulasan',
  ratingNotFound: 'Ulasan tidak ditemukan',
  editWindowPassed: `Ulasan hanya bisa diubah dalam ${REVIEW_LIMITS.editDays} hari setelah ditulis`,
  ratingUpdated: 'Ulasan berhasil diubah',
  fitInvalid: "Kecocokan ukuran harus 'kekecilan', 'pas' atau 'kebesaran'",
  tooManyPhotos: `Maksimal ${REVIEW_LIMITS.photosPerReview} foto per ulasan`,
  photoRequired: 'Pilih foto untuk diunggah',
  photoNotMultipart: 'Foto dikirim sebagai multipart/form-data dengan berkas bernama image',
  photoUploaded: 'Foto berhasil diunggah',
  reviewHidden: 'Ulasan disembunyikan',
  reviewShown: 'Ulasan ditampilkan kembali',
  reviewSortInvalid: 'Urutan ulasan tidak dikenal. Pilih newest, rating_high atau rating_low.',
  ratingFilterInvalid: 'Filter rating harus 1 sampai 5',
  hiddenInvalid: 'hidden harus true atau false',
} as const;
