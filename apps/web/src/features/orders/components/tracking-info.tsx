import { trackingUrl, type Order } from '@gayaku/contract';
import { useQuery } from '@tanstack/react-query';
import { PackageIcon } from '../../../components/ui/icons.tsx';
import { toast } from '../../../lib/toast.ts';
import { orderDetailQuery } from '../api/queries.ts';

const WAYBILL_COPIED = 'Nomor resi disalin';

async function copy(waybill: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(waybill);
    toast.success(WAYBILL_COPIED);
  } catch {
    toast.error('Gagal menyalin. Salin nomor resi secara manual.');
  }
}

/**
 * A shipped order's courier and resi (docs/shipping.md): one tap copies the resi, and the link
 * opens the courier's tracking page. Nothing before the admin gave a resi.
 */
export function TrackingInfo({ order }: { order: Pick<Order, 'courier' | 'service' | 'waybill'> }) {
  if (!order.waybill) return null;
  const waybill = order.waybill;
  const url = trackingUrl(order.courier);
  return (
    <section aria-label="Pengiriman" className="rounded-lg bg-sand/60 px-3.5 py-3 text-sm">
      <p className="flex items-center gap-2 text-xs text-muted">
        <PackageIcon className="size-4" />
        Dikirim dengan {[order.courier, order.service].filter(Boolean).join(' ') || 'kurir'}
      </p>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="font-mono text-base font-semibold tracking-wide break-all text-ink">{waybill}</span>
        <button
          type="button"
          onClick={() => void copy(waybill)}
          aria-label={`Salin nomor resi ${waybill}`}
          className="inline-flex h-9 items-center rounded-full border border-ink/15 bg-surface px-3.5 text-xs font-medium hover:border-ink/40"
        >
          Salin resi
        </button>
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-9 items-center text-xs font-medium text-accent underline underline-offset-2"
          >
            Lacak di situs {order.courier}
          </a>
        ) : null}
      </div>
    </section>
  );
}

/** The courier and resi of the order a notification names (its 'ID #<number>'). */
export function OrderShipment({ orderId }: { orderId: number }) {
  const detail = useQuery(orderDetailQuery(orderId));
  return detail.data ? <TrackingInfo order={detail.data.order} /> : null;
}
