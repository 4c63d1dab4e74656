/** The admin's order page: who ordered and where the parcel goes (docs/shipping.md), and the payment attempts. */
import { etdLabel, type OrderDetail } from '@gayaku/contract';
import type { ReactNode } from 'react';
import { formatDateTime, formatRupiah } from '../../../lib/format.ts';
import { Panel } from '../../admin/index.ts';

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-muted sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

export function DeliveryRows({ detail }: { detail: OrderDetail }) {
  const { order, customer } = detail;
  const service = [order.courier, order.service].filter(Boolean).join(' ');
  return (
    <dl className="divide-y divide-line/70">
      <Row label="Pelanggan">{customer ? `${customer.username} · ${customer.email}` : '—'}</Row>
      <Row label="Penerima">{order.recipient_name ?? '—'}</Row>
      <Row label="Nomor HP">{order.recipient_phone ? <a href={`tel:${order.recipient_phone}`}>{order.recipient_phone}</a> : '—'}</Row>
      <Row label="Kurir">
        {service || '—'}
        {order.etd_min_days !== null && order.etd_max_days !== null ? ` (${etdLabel(order.etd_min_days, order.etd_max_days)})` : ''}
      </Row>
      <Row label="Nomor Resi">{order.waybill ? <span className="font-mono">{order.waybill}</span> : '—'}</Row>
      <Row label="Dikirim">{order.shipped_at ? formatDateTime(order.shipped_at) : '—'}</Row>
    </dl>
  );
}

export function PaymentAttempts({ payments }: { payments: NonNullable<OrderDetail['payments']> }) {
  return (
    <Panel title="Percobaan Pembayaran" className="mt-6" description={`${payments.length} percobaan`}>
      {payments.length === 0 ? (
        <p className="text-sm text-muted">Belum ada percobaan pembayaran.</p>
      ) : (
        <ul className="divide-y divide-line/70">
          {payments.map((p) => (
            <li key={p.midtrans_order_id} className="py-2.5 text-sm">
              <p className="font-mono text-xs break-all">{p.midtrans_order_id}</p>
              <p className="mt-0.5 text-muted">
                {formatDateTime(p.created_at)} · {formatRupiah(p.gross_amount)} · {p.transaction_status ?? 'belum dibayar'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
