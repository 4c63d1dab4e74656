import type { Order } from '@gayaku/contract';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime, formatRupiah } from '../../../lib/format.ts';
import { BuyAgainButton, CancelOrderButton } from './order-actions.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TrackingInfo } from './tracking-info.tsx';

export function OrderCard({
  order,
  paying,
  payBusy,
  onDetail,
  onPay,
}: {
  order: Order;
  paying: boolean;
  payBusy: boolean;
  onDetail: () => void;
  onPay: () => void;
}) {
  return (
    <article aria-labelledby={`order-${order.id}`} className="rounded-card border border-line bg-surface p-5 md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`order-${order.id}`} className="font-sans text-base font-semibold text-ink">
            Pesanan #{order.id}
          </h2>
          <p className="mt-0.5 truncate font-mono text-xs text-muted">{order.midtrans_order_id ?? '—'}</p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-muted">Tanggal</dt>
          <dd className="text-ink">{formatDateTime(order.created_at)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Kota</dt>
          <dd className="text-ink">{order.city}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs text-muted">Alamat</dt>
          <dd className="break-words text-ink">
            {order.recipient_name ? `${order.recipient_name} · ${order.recipient_phone ?? ''} · ` : ''}
            {order.address}
          </dd>
        </div>
      </dl>
      <div className="mt-4 empty:hidden">
        <TrackingInfo order={order} />
      </div>
      <div className="mt-5 flex flex-wrap items-end justify-between gap-4 border-t border-line pt-4">
        <div>
          <p className="text-xs text-muted">Total pembayaran</p>
          <p className="text-lg font-semibold whitespace-nowrap">{formatRupiah(order.total_price)}</p>
          <p className="text-xs text-muted">termasuk ongkir {formatRupiah(order.shipping_cost)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onDetail}>
            Lihat Detail
          </Button>
          <CancelOrderButton order={order} />
          <BuyAgainButton order={order} />
          {order.status === 'pending' ? (
            <Button variant="accent" size="sm" onClick={onPay} disabled={payBusy}>
              {paying ? 'Memproses...' : 'Bayar Sekarang'}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
