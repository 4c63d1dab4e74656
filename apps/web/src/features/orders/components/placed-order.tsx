import type { Order } from '@gayaku/contract';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { openCheckoutPopup } from '../../payments/index.ts';

/** After the order exists: the popup's outcome, a way to reopen it, and the way to 'Pesanan Saya'. */
export function PlacedOrder({
  order,
  snapToken,
  message,
  onMessage,
}: {
  order: Order | null;
  snapToken: string;
  message: string | null;
  onMessage: (m: string) => void;
}) {
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="placed-title"
      className="mx-auto mt-8 max-w-xl rounded-card border border-line bg-surface p-6 text-center md:p-8"
    >
      <span aria-hidden="true" className="mx-auto flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
        <CheckIcon className="size-6" />
      </span>
      <h2 id="placed-title" className="mt-4 text-2xl font-semibold">
        {order ? `Pesanan #${order.id} dibuat` : 'Pesanan dibuat'}
      </h2>
      {order ? <p className="mt-1 text-sm text-muted">Total {formatRupiah(order.total_price)} · menunggu pembayaran</p> : null}
      {message ? (
        <p role="status" className="mt-5 rounded-lg bg-sand px-4 py-3 text-sm font-medium text-ink">
          {message}
        </p>
      ) : (
        <p className="mt-5 text-sm text-ink-soft">Selesaikan pembayaran di jendela Midtrans.</p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => openCheckoutPopup(snapToken, order, onMessage, navigate)}>Bayar Sekarang</Button>
        <Link to="/myorder" className={buttonClasses('secondary')}>
          Lihat Pesanan Saya
        </Link>
      </div>
    </section>
  );
}
