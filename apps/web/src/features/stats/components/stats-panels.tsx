/** The dashboard's sales panels: the totals, orders by status, the top products and 'Perlu Tindakan'. */
import { ORDER_STATUSES, SHIP_WITHIN_DAYS, type Stats, type StatsOrderRef } from '@gayaku/contract';
import { Link } from 'react-router';
import { formatDateTime, formatNumber, formatRupiah } from '../../../lib/format.ts';
import { Panel, StatusBadge } from '../../admin/index.ts';

export function Totals({ totals }: { totals: Stats['totals'] }) {
  const items = [
    { label: 'Pendapatan', value: formatRupiah(totals.revenue) },
    { label: 'Pesanan dibayar', value: formatNumber(totals.orders) },
    { label: 'Rata-rata per pesanan', value: formatRupiah(totals.average_order_value) },
    { label: 'Barang terjual', value: formatNumber(totals.items_sold) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Total penjualan">
      {items.map((item) => (
        <div key={item.label} className="min-w-0 rounded-card border border-line bg-surface p-4 shadow-card">
          <dt className="text-sm text-muted">{item.label}</dt>
          <dd className="mt-2 font-display text-xl leading-tight font-semibold break-words text-ink tabular-nums md:text-2xl">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ByStatus({ byStatus }: { byStatus: Stats['by_status'] }) {
  return (
    <Panel
      title="Pesanan per status"
      description="Pesanan yang dibuat dalam rentang ini, menurut statusnya sekarang"
      labelledBy="by-status-title"
    >
      <ul className="space-y-2.5">
        {ORDER_STATUSES.map((status) => (
          <li key={status} className="flex items-center justify-between gap-3 text-sm">
            <StatusBadge status={status} />
            <span className="font-semibold tabular-nums">{formatNumber(byStatus[status])}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function TopProducts({ products }: { products: Stats['top_products'] }) {
  return (
    <Panel title="Produk terlaris" description="10 teratas menurut jumlah terjual" labelledBy="top-products-title" flush>
      {products.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-muted">Belum ada penjualan dalam rentang ini.</p>
      ) : (
        <ol className="divide-y divide-line/70">
          {products.map((p, i) => (
            <li key={p.product_id ?? `hapus-${p.name}`} className="flex items-center gap-3 px-4 py-2.5 text-sm md:px-5">
              <span className="w-5 shrink-0 text-right text-muted tabular-nums">{i + 1}</span>
              <span className="min-w-0 flex-1 truncate">
                {p.product_id ? (
                  <Link to={`/admin/products/edit/${p.product_id}`} className="font-medium text-accent hover:underline">
                    {p.name}
                  </Link>
                ) : (
                  p.name
                )}
              </span>
              <span className="shrink-0 text-right tabular-nums">
                <span className="font-semibold">{formatNumber(p.quantity)}</span> pcs
                <span className="block text-xs text-muted">{formatRupiah(p.revenue)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

function OrderList({ title, hint, list }: { title: string; hint: string; list: { count: number; orders: StatsOrderRef[] } }) {
  return (
    <div>
      <h3 className="flex items-center gap-2 font-sans text-sm font-semibold tracking-normal">
        {title}
        <span className={`rounded-full px-2 py-0.5 text-xs ${list.count > 0 ? 'bg-danger-soft text-danger' : 'bg-sand text-muted'}`}>
          {formatNumber(list.count)}
        </span>
      </h3>
      <p className="mt-0.5 text-xs text-muted">{hint}</p>
      {list.orders.length > 0 ? (
        <ul className="mt-2 divide-y divide-line/70 text-sm">
          {list.orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <Link to={`/admin/order/${o.id}`} className="font-medium text-accent hover:underline">
                Pesanan #{o.id}
              </Link>
              <span className="text-xs text-muted">
                {o.username ?? '—'} · {o.paid_at ? `dibayar ${formatDateTime(o.paid_at)}` : 'belum dibayar'}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {list.count > list.orders.length ? (
        <p className="text-xs text-muted">dan {formatNumber(list.count - list.orders.length)} pesanan lainnya</p>
      ) : null}
    </div>
  );
}

export function NeedsAction({ needs }: { needs: Stats['needs_action'] }) {
  return (
    <Panel title="Perlu Tindakan" labelledBy="needs-action-title">
      <div className="space-y-5">
        <OrderList title="Belum dikirim" hint={`Sudah dibayar lebih dari ${SHIP_WITHIN_DAYS} hari lalu`} list={needs.late_to_ship} />
        <OrderList title="Stok kurang" hint="Dibayar saat stoknya sudah tidak ada" list={needs.stock_short} />
      </div>
    </Panel>
  );
}
