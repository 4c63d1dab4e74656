/**
 * Printable pages of an order (docs/shipping.md, "Printing"): the admin's packing slip
 * (/admin/order/{id}/print, A6 label: recipient, phone, address, courier service, resi, lines)
 * and the shopper's invoice for a paid order (/myorder/{id}/invoice). 'Cetak' opens the browser's
 * print dialog; the button does not print.
 */
import { etdLabel, type OrderDetail } from '@gayaku/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState, Skeleton } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatDateTime, formatRupiah } from '../../../lib/format.ts';
import { orderDetailQuery } from '../api/queries.ts';

const PAID = new Set(['paid', 'shipped', 'delivered', 'completed']);

interface ShellProps {
  title: string;
  /** Where 'Kembali' leads: the page this printout was opened from. */
  back: (id: number) => string;
  children: (detail: OrderDetail) => ReactNode;
}

function PrintShell({ title, back, children }: ShellProps) {
  const id = Number(useParams().id);
  const detail = useQuery({ ...orderDetailQuery(id), enabled: Number.isInteger(id) && id > 0 });
  return (
    <main className="mx-auto max-w-2xl bg-white p-6 text-ink print:max-w-none print:p-0">
      <div className="no-print mb-6 flex items-center justify-between gap-4">
        <div>
          <Link to={back(id)} className="text-sm text-muted underline-offset-4 hover:underline">
            ← Kembali
          </Link>
          <h1 className="text-xl font-semibold">{title}</h1>
        </div>
        <Button onClick={() => window.print()} disabled={!detail.data}>
          Cetak
        </Button>
      </div>
      {detail.isError ? (
        <ErrorState message={errorText(detail.error, 'Pesanan tidak ditemukan.')} onRetry={() => void detail.refetch()} />
      ) : detail.data ? (
        children(detail.data)
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </main>
  );
}

const lineText = (item: OrderDetail['items'][number]) => [item.name, item.size, item.color].filter(Boolean).join(' · ');

function Slip({ detail }: { detail: OrderDetail }) {
  const { order, items } = detail;
  return (
    <article aria-label={`Label pengiriman pesanan #${order.id}`} className="print-label space-y-3 border border-ink p-4 text-sm">
      <p className="text-xs tracking-widest uppercase">Pesanan #{order.id}</p>
      <section>
        <h2 className="font-sans text-xs font-semibold text-muted uppercase">Kepada</h2>
        <p className="text-lg font-semibold">{order.recipient_name ?? '—'}</p>
        <p>{order.recipient_phone ?? '—'}</p>
        <p className="break-words">
          {order.address}, {order.city}
        </p>
      </section>
      <section className="border-t border-ink pt-2">
        <p className="font-semibold">
          {[order.courier, order.service].filter(Boolean).join(' ') || 'Kurir belum dipilih'}
          {order.etd_min_days !== null && order.etd_max_days !== null ? ` · ${etdLabel(order.etd_min_days, order.etd_max_days)}` : ''}
        </p>
        <p className="font-mono text-lg">{order.waybill ?? 'Resi: —'}</p>
      </section>
      <section className="border-t border-ink pt-2">
        <h2 className="font-sans text-xs font-semibold text-muted uppercase">Isi paket</h2>
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              {item.quantity} × {lineText(item)}
            </li>
          ))}
        </ul>
      </section>
      <p className="border-t border-ink pt-2 text-xs">Dari: Gayaku · halo@gayaku.id</p>
    </article>
  );
}

function Invoice({ detail }: { detail: OrderDetail }) {
  const { order, items } = detail;
  if (!PAID.has(order.status)) return <p className="text-sm">Faktur tersedia setelah pembayaran diterima.</p>;
  return (
    <article aria-label={`Faktur pesanan #${order.id}`} className="space-y-5 text-sm">
      <header className="flex justify-between gap-4">
        <div>
          <p className="font-display text-2xl font-semibold">Gayaku</p>
          <p className="text-muted">halo@gayaku.id</p>
        </div>
        <div className="text-right">
          <p className="font-semibold">Faktur #{order.id}</p>
          <p>{formatDateTime(order.created_at)}</p>
          <p className="font-mono text-xs">{order.midtrans_order_id}</p>
          <p className="mt-1 inline-block border border-ink px-2 font-semibold tracking-widest uppercase">Lunas</p>
        </div>
      </header>
      <p>
        Kepada: {order.recipient_name ?? detail.customer?.username ?? '—'}, {order.address}, {order.city}
      </p>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b border-ink text-left">
            <th className="py-1.5">Produk</th>
            <th className="py-1.5 pl-3 text-right">Jumlah</th>
            <th className="py-1.5 pl-3 text-right">Harga</th>
            <th className="py-1.5 pl-3 text-right">Subtotal</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-line">
              <td className="py-1.5">{lineText(item)}</td>
              <td className="py-1.5 pl-3 text-right">{item.quantity}</td>
              <td className="py-1.5 pl-3 text-right whitespace-nowrap">{formatRupiah(item.price)}</td>
              <td className="py-1.5 pl-3 text-right whitespace-nowrap">{formatRupiah(item.subtotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto w-64 space-y-1">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatRupiah(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Ongkos kirim {[order.courier, order.service].filter(Boolean).join(' ')}</dt>
          <dd>{formatRupiah(order.shipping_cost)}</dd>
        </div>
        <div className="flex justify-between border-t border-ink pt-1 font-semibold">
          <dt>Total dibayar</dt>
          <dd>{formatRupiah(order.total_price)}</dd>
        </div>
      </dl>
    </article>
  );
}

export function PackingSlipPage() {
  return (
    <PrintShell title="Label Pengiriman" back={(id) => `/admin/order/${id}`}>
      {(detail) => <Slip detail={detail} />}
    </PrintShell>
  );
}

export function InvoicePage() {
  return (
    <PrintShell title="Faktur" back={() => '/myorder'}>
      {(detail) => <Invoice detail={detail} />}
    </PrintShell>
  );
}
