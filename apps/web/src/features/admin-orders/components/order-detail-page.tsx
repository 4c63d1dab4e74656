/**
 * /admin/order/{id} (spec section 2): number, status, date, shipping, address and city, the items
 * and the totals. 'Tandai sebagai Shipped' shows only while the order is paid.
 */
import { MESSAGES, type Order, type OrderItem } from '@gayaku/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PackageIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { PRODUCT_IMAGE_PLACEHOLDER } from '../../../config.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatRupiah } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { PageHeader, Panel } from '../../admin-common/components/page-header.tsx';
import { StatusBadge } from '../../admin-common/components/status-badge.tsx';
import { orderDetailQuery, useShipOrder } from '../api/orders.ts';

export const SHIP_LABEL = 'Tandai sebagai Shipped';
export const SHIP_FAILED = 'Gagal memperbarui status';
const BACK = { to: '/admin/orders', label: 'Kelola Pesanan' };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-muted sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

function ShipButton({ order }: { order: Order }) {
  const ship = useShipOrder(order.id);
  if (order.status !== 'paid') return null;
  return (
    <button
      type="button"
      disabled={ship.isPending}
      onClick={() =>
        ship.mutate(undefined, {
          onSuccess: () => toast.success(MESSAGES.orderStatusUpdated('shipped')),
          onError: () => toast.error(SHIP_FAILED),
        })
      }
      className="inline-flex h-11 items-center justify-center gap-2 rounded-full bg-accent px-5 text-sm font-medium whitespace-nowrap text-white transition-colors hover:bg-accent-dark disabled:cursor-not-allowed disabled:bg-accent/50"
    >
      <PackageIcon className="size-4" />
      {ship.isPending ? 'Memproses...' : SHIP_LABEL}
    </button>
  );
}

function ItemsTable({ items }: { items: readonly OrderItem[] }) {
  const th = 'px-3 py-2.5 font-medium first:pl-4 last:pr-4 md:first:pl-5 md:last:pr-5';
  const td = 'px-3 py-3 first:pl-4 last:pr-4 md:first:pl-5 md:last:pr-5';
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">Barang dalam pesanan</caption>
        <thead className="border-b border-line bg-paper/70 text-xs text-muted">
          <tr>
            <th scope="col" className={th}>
              Gambar
            </th>
            <th scope="col" className={th}>
              Produk
            </th>
            <th scope="col" className={`${th} text-right`}>
              Jumlah
            </th>
            <th scope="col" className={`${th} text-right`}>
              Harga
            </th>
            <th scope="col" className={`${th} text-right`}>
              Subtotal
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line/70">
          {items.map((item) => (
            <tr key={item.id}>
              <td className={`${td} w-16`}>
                <img src={item.image_url || PRODUCT_IMAGE_PLACEHOLDER} alt={item.name} loading="lazy" className="h-14 w-11 rounded-md bg-sand object-cover ring-1 ring-line" />
              </td>
              <td className={td}>
                <p className="font-medium text-ink">{item.name}</p>
                <p className="text-xs text-muted">
                  Ukuran: {item.size ?? 'N/A'} · Warna: {item.color ?? 'N/A'}
                </p>
              </td>
              <td className={`${td} text-right tabular-nums`}>{item.quantity}</td>
              <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{formatRupiah(item.price)}</td>
              <td className={`${td} text-right font-medium whitespace-nowrap tabular-nums`}>{formatRupiah(item.subtotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Totals({ order, items }: { order: Order; items: readonly OrderItem[] }) {
  const itemsTotal = items.reduce((sum, item) => sum + item.subtotal, 0);
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Subtotal Produk</dt>
        <dd className="tabular-nums">{formatRupiah(itemsTotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Ongkos Kirim</dt>
        <dd className="tabular-nums">{formatRupiah(order.shipping_cost)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatRupiah(order.total_price)}</dd>
      </div>
    </dl>
  );
}

export function OrderDetailPage() {
  const rawId = useParams().id ?? '';
  const id = Number(rawId);
  const detail = useQuery({ ...orderDetailQuery(id), enabled: Number.isInteger(id) && id > 0 });

  if (!detail.data) {
    return (
      <>
        <PageHeader title={`Pesanan #${rawId}`} back={BACK} />
        {detail.isError || !(id > 0) ? (
          <ErrorState className="max-w-2xl" message={errorMessage(detail.error, 'Pesanan tidak ditemukan.')} onRetry={() => void detail.refetch()} />
        ) : (
          <Spinner label="Memuat..." />
        )}
      </>
    );
  }

  const { order, items } = detail.data;
  return (
    <>
      <PageHeader title={`Pesanan #${order.id}`} description={`Dibuat ${formatDateTime(order.created_at)}`} back={BACK} actions={<ShipButton order={order} />} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <Panel title="Informasi Pesanan">
            <dl className="divide-y divide-line/70">
              <Row label="Nomor Pesanan">#{order.id}</Row>
              <Row label="Status">
                <StatusBadge status={order.status} />
              </Row>
              <Row label="Tanggal">{formatDateTime(order.created_at)}</Row>
              <Row label="ID Pembayaran">{order.midtrans_order_id ?? '—'}</Row>
              <Row label="Ongkos Kirim">{formatRupiah(order.shipping_cost)}</Row>
              <Row label="Kota">{order.city || '—'}</Row>
              <Row label="Alamat">{order.address || '—'}</Row>
            </dl>
          </Panel>
          <Panel title="Barang" description={`${items.length} produk`} flush>
            {items.length ? <ItemsTable items={items} /> : <p className="px-5 py-10 text-center text-sm text-muted">Tidak ada item.</p>}
          </Panel>
        </div>
        <div className="min-w-0">
          <Panel title="Rincian Transaksi" className="xl:sticky xl:top-24">
            <Totals order={order} items={items} />
          </Panel>
        </div>
      </div>
    </>
  );
}
