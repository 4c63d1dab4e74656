import type { Order } from '@gayaku/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { ErrorState, Skeleton } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatDateTime, formatRupiah } from '../../../lib/format.ts';
import { orderDetailQuery } from '../api/queries.ts';
import { StatusBadge } from './status-badge.tsx';
import { TrackingInfo } from './tracking-info.tsx';

/** The detail modal of spec section 2; 'N/A' when size or colour is missing. */
export function OrderDetailDialog({
  orderId,
  token,
  paying,
  payBusy,
  onPay,
  onClose,
}: {
  orderId: number;
  token: string | null;
  paying: boolean;
  payBusy: boolean;
  onPay: (order: Order) => void;
  onClose: () => void;
}) {
  const detail = useQuery(orderDetailQuery(orderId, token));
  const order = detail.data?.order;
  return (
    <Modal
      title={`Detail Pesanan #${orderId}`}
      onClose={onClose}
      footer={
        order?.status === 'pending' ? (
          <div className="flex justify-end">
            <Button variant="accent" onClick={() => onPay(order)} disabled={payBusy}>
              {paying ? 'Memproses...' : 'Bayar Sekarang'}
            </Button>
          </div>
        ) : order && ['paid', 'shipped', 'delivered', 'completed'].includes(order.status) ? (
          <div className="flex justify-end">
            <Link to={`/myorder/${order.id}/invoice`} className={buttonClasses('secondary')}>
              Cetak Faktur
            </Link>
          </div>
        ) : undefined
      }
    >
      {detail.isError ? (
        <ErrorState message={errorText(detail.error, 'Gagal memuat detail pesanan.')} onRetry={() => void detail.refetch()} />
      ) : !detail.data || !order ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : (
        <div className="space-y-6 text-sm">
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <div>
              <dt className="text-xs text-muted">ID Midtrans</dt>
              <dd className="font-mono text-xs break-all">{order.midtrans_order_id ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Status</dt>
              <dd>
                <StatusBadge status={order.status} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Tanggal</dt>
              <dd>{formatDateTime(order.created_at)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Kota</dt>
              <dd>{order.city}</dd>
            </div>
            {order.recipient_name ? (
              <div className="sm:col-span-2">
                <dt className="text-xs text-muted">Penerima</dt>
                <dd>
                  {order.recipient_name} · {order.recipient_phone}
                </dd>
              </div>
            ) : null}
            <div className="sm:col-span-2">
              <dt className="text-xs text-muted">Alamat</dt>
              <dd className="break-words">{order.address}</dd>
            </div>
          </dl>
          <TrackingInfo order={order} />

          <section aria-label="Produk">
            <h3 className="mb-3 font-sans text-xs font-semibold tracking-wider text-muted uppercase">Produk</h3>
            <ul className="divide-y divide-line rounded-lg border border-line">
              {detail.data.items.map((item) => (
                <li key={item.id} className="flex gap-4 p-3">
                  <div className="w-16 shrink-0 overflow-hidden rounded-md">
                    <ProductImage src={item.image_url} alt={item.name} sizes="64px" />
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-ink">{item.name}</p>
                    {item.description ? <p className="mt-0.5 line-clamp-2 text-xs text-muted">{item.description}</p> : null}
                    <p className="mt-1.5 text-xs text-ink-soft">
                      Ukuran: {item.size || 'N/A'} · Warna: {item.color || 'N/A'} · Jumlah: {item.quantity}
                    </p>
                    <div className="mt-1 flex flex-wrap justify-between gap-2 text-xs">
                      <span className="text-muted">Harga satuan {formatRupiah(item.price)}</span>
                      <span className="font-semibold text-ink">Subtotal {formatRupiah(item.subtotal)}</span>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          <section aria-label="Ringkasan pembayaran">
            <h3 className="mb-3 font-sans text-xs font-semibold tracking-wider text-muted uppercase">Ringkasan pembayaran</h3>
            <dl className="space-y-2">
              <div className="flex justify-between">
                <dt className="text-ink-soft">Subtotal produk</dt>
                <dd>{formatRupiah(order.total_price - order.shipping_cost)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-ink-soft">Ongkos kirim</dt>
                <dd>{formatRupiah(order.shipping_cost)}</dd>
              </div>
              <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
                <dt>Total</dt>
                <dd>{formatRupiah(order.total_price)}</dd>
              </div>
            </dl>
          </section>
        </div>
      )}
    </Modal>
  );
}
