/** Text as people read it: rupiah amounts, HTML-safe strings (the simulator's pages, the mails). */

/** Indonesian display format: 150000 -> "Rp 150.000", -5000 -> "-Rp 5.000". */
export function formatRupiah(amount: number): string {
  const digits = String(Math.abs(Math.trunc(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '-' : ''}Rp ${digits}`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}
