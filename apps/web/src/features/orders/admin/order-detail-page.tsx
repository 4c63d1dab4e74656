/**
 * /admin/order/{id} (spec section 2): number, status, date, shipping, address and city, the items
 * and the totals; who ordered, the recipient, the courier and the resi, and the payment attempts.
 * 'Tandai sebagai Shipped' (ship-dialog.tsx) shows only while the order is paid. An order paid after its
 * stock hold was released, when the stock was gone (`stock_short`), says what the admin must do.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatDateTime, formatRupiah } from '../../../lib/format.ts';
import { PageHeader, Panel, StatusBadge } from '../../admin/index.ts';
import { EntityHistory } from '../../audit/index.ts';
import { orderDetailQuery } from '../api/queries.ts';
import { DeliveryRows, PaymentAttempts, Row } from './order-delivery.tsx';
import { ItemsList, ItemsTable, Totals } from './order-items.tsx';
import { ShipButton } from './ship-dialog.tsx';

const BACK = { to: '/admin/orders', label: 'Kelola Pesanan' };
const STOCK_SHORT =
  'Stok kurang: pembayaran masuk setelah stok pesanan ini dilepas dan stoknya sudah habis. Tambah stok atau kembalikan dana.';

export function OrderDetailPage() {
  const rawId = useParams().id ?? '';
  const id = Number(rawId);
  const detail = useQuery({ ...orderDetailQuery(id), enabled: Number.isInteger(id) && id > 0 });

  if (!detail.data) {
    return (
      <>
        <PageHeader title={`Pesanan #${rawId}`} back={BACK} />
        {detail.isError || !(id > 0) ? (
          <ErrorState
            className="max-w-2xl"
            message={errorText(detail.error, 'Pesanan tidak ditemukan.')}
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <Spinner label="Memuat..." />
        )}
      </>
    );
  }

  const { order, items } = detail.data;
  return (
    <>
      <PageHeader
        title={`Pesanan #${order.id}`}
        description={`Dibuat ${formatDateTime(order.created_at)}`}
        back={BACK}
        actions={
          <div className="flex flex-wrap gap-3">
            <Link to={`/admin/order/${order.id}/print`} className={buttonClasses('secondary')}>
              Cetak Label
            </Link>
            <ShipButton order={order} />
          </div>
        }
      />
      {order.stock_short ? (
        <p role="alert" className="mb-6 max-w-3xl rounded-lg bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
          {STOCK_SHORT}
        </p>
      ) : null}
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
          <Panel title="Pelanggan dan Pengiriman">
            <DeliveryRows detail={detail.data} />
          </Panel>
          <Panel title="Barang" description={`${items.length} produk`} flush>
            {items.length ? (
              <>
                <ItemsTable items={items} />
                <ItemsList items={items} />
              </>
            ) : (
              <p className="px-5 py-10 text-center text-sm text-muted">Tidak ada item.</p>
            )}
          </Panel>
          <EntityHistory entity="order" id={order.id} />
        </div>
        <div className="min-w-0">
          <Panel title="Rincian Transaksi" className="xl:sticky xl:top-24">
            <Totals order={order} items={items} />
          </Panel>
          <PaymentAttempts payments={detail.data.payments ?? []} />
        </div>
      </div>
    </>
  );
}
