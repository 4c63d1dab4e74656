import { Button } from '../../../components/ui/button.tsx';
import { formatRupiah } from '../../../lib/format.ts';

/**
 * The order summary's totals ('Belum dipilih' without a city, 'Pilih layanan' until a courier
 * service is chosen), the validation message and 'Lanjut Bayar'.
 */
export function OrderTotals({
  city,
  courier,
  subtotal,
  shipping,
  total,
  problem,
  submitting,
}: {
  city: string;
  courier?: string | null;
  subtotal: number;
  shipping: number | null;
  total: number;
  problem: string | null;
  submitting: boolean;
}) {
  return (
    <aside aria-labelledby="order-summary-title" className="rounded-card border border-line bg-surface p-5 md:p-6 lg:sticky lg:top-24">
      <h2 id="order-summary-title" className="text-xl font-semibold">
        Ringkasan
      </h2>
      <dl className="mt-5 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">Kota</dt>
          <dd className="text-right font-medium">{city || 'Belum dipilih'}</dd>
        </div>
        {courier ? (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">Kurir</dt>
            <dd className="text-right font-medium">{courier}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">Subtotal</dt>
          <dd className="font-medium whitespace-nowrap">{formatRupiah(subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">Ongkos kirim</dt>
          <dd className="font-medium whitespace-nowrap">{shipping === null ? 'Pilih layanan' : formatRupiah(shipping)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="font-semibold whitespace-nowrap">{formatRupiah(total)}</dd>
        </div>
      </dl>
      {problem ? (
        <p role="alert" className="mt-5 rounded-lg bg-danger-soft px-3.5 py-2.5 text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="mt-5 w-full" disabled={submitting}>
        {submitting ? 'Memproses...' : 'Lanjut Bayar'}
      </Button>
      <p className="mt-3 text-center text-xs text-muted">Pembayaran aman melalui Midtrans.</p>
    </aside>
  );
}
