/** The items of an order (a table from 640 px, a list on phones) and its totals. */
import type { Order, OrderItem } from '@gayaku/contract';
import { PRODUCT_IMAGE_PLACEHOLDER } from '../../../config.ts';
import { formatRupiah } from '../../../lib/format.ts';

/** Phones: one line per item instead of a five-column table. */
export function ItemsList({ items }: { items: readonly OrderItem[] }) {
  return (
    <ul className="divide-y divide-line/70 sm:hidden">
      {items.map((item) => (
        <li key={item.id} className="flex gap-3 px-4 py-3">
          <img
            src={item.image_url || PRODUCT_IMAGE_PLACEHOLDER}
            alt={item.name}
            loading="lazy"
            className="h-16 w-12 shrink-0 rounded-md bg-sand object-cover ring-1 ring-line"
          />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium text-ink">{item.name}</p>
            <p className="text-xs text-muted">
              Ukuran: {item.size ?? 'N/A'} · Warna: {item.color ?? 'N/A'}
            </p>
            <p className="mt-1 flex justify-between gap-2 tabular-nums">
              <span className="text-ink-soft">
                {item.quantity} × {formatRupiah(item.price)}
              </span>
              <span className="font-medium whitespace-nowrap">{formatRupiah(item.subtotal)}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ItemsTable({ items }: { items: readonly OrderItem[] }) {
  const th = 'px-3 py-2.5 font-medium first:pl-4 last:pr-4 md:first:pl-5 md:last:pr-5';
  const td = 'px-3 py-3 first:pl-4 last:pr-4 md:first:pl-5 md:last:pr-5';
  return (
    <div className="hidden overflow-x-auto sm:block">
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
                <img
                  src={item.image_url || PRODUCT_IMAGE_PLACEHOLDER}
                  alt={item.name}
                  loading="lazy"
                  className="h-14 w-11 rounded-md bg-sand object-cover ring-1 ring-line"
                />
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

export function Totals({ order, items }: { order: Order; items: readonly OrderItem[] }) {
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
