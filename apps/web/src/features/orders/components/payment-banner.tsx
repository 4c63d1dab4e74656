import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRevealOn } from '../../../lib/reveal.ts';
import { PAY_MESSAGES, type WatchState } from '../../payments/index.ts';

/**
 * 'Pembayaran berhasil! …' on 'Pesanan Saya' after the popup's success, following the order until the
 * server says paid. It comes into view with the focus when it appears and for each order it follows.
 */
export function PaymentBanner({ state, orderId, onDismiss }: { state: WatchState; orderId: number | null; onDismiss: () => void }) {
  const ref = useRevealOn<HTMLDivElement>(orderId);
  const late = state === 'failed' || state === 'timeout';
  const tone = late ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-success-soft text-success ring-green-200';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      data-tone={late ? 'warning' : 'success'}
      className={`mt-6 flex scroll-mt-24 items-start justify-between gap-4 rounded-card py-1.5 pr-1.5 pl-4 ring-1 ${tone}`}
    >
      <div className="py-2 text-sm">
        <p className="font-semibold">{state === 'failed' ? PAY_MESSAGES.refreshFailed : PAY_MESSAGES.success}</p>
        {state === 'waiting' ? <Spinner className="mt-1.5 !text-current" label="Menunggu konfirmasi dari penyedia pembayaran..." /> : null}
        {state === 'settled' && orderId !== null ? <p className="mt-1">Status pesanan #{orderId} sudah diperbarui.</p> : null}
        {state === 'timeout' ? (
          <p className="mt-1">Konfirmasi pembayaran belum diterima. Silakan refresh halaman beberapa saat lagi.</p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg px-2 text-xs font-medium underline underline-offset-2"
      >
        Tutup
      </button>
    </div>
  );
}
