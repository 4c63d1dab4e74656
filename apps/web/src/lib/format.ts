/** Indonesian formatting of money and dates (spec section 9: IDR, no decimals, 'Rp' prefix). */
const numberFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** `150000` → `Rp 150.000` (an ordinary space; keep prices on one line with `whitespace-nowrap`). */
export function formatRupiah(amount: number): string {
  const rounded = Math.round(Number.isFinite(amount) ? amount : 0);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}Rp ${numberFormat.format(Math.abs(rounded))}`;
}

export function formatNumber(n: number): string {
  return numberFormat.format(n);
}

const longDateTime = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short' });
const longDate = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long' });

function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** `2025-11-22T02:24:00Z` → `22 November 2025 pukul 09.24` (in the viewer's time zone). */
export function formatDateTime(value: string | number | Date): string {
  const d = toDate(value);
  return d ? longDateTime.format(d) : '-';
}

export function formatDate(value: string | number | Date): string {
  const d = toDate(value);
  return d ? longDate.format(d) : '-';
}
