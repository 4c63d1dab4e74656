import type { Order } from '@gayaku/contract';
import { useId, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { AlertIcon, CardIcon, ClockIcon } from '../../../components/ui/icons.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { useRevealOn } from '../../../lib/reveal.ts';
import { openCheckoutPopup, type CheckoutOutcome } from '../../payments/index.ts';

type Tone = CheckoutOutcome['tone'] | 'waiting';

/** Each tone's icon and colours: nothing reads as done while the payment is not. */
const TONES: Record<Tone, { icon: ReactNode; name: string; badge: string; note: string }> = {
  waiting: { icon: <CardIcon className="size-6" />, name: 'card', badge: 'bg-accent-soft text-accent', note: 'bg-sand text-ink-soft' },
  closed: { icon: <CardIcon className="size-6" />, name: 'card', badge: 'bg-sand text-ink-soft', note: 'bg-sand text-ink' },
  pending: {
    icon: <ClockIcon className="size-6" />,
    name: 'clock',
    badge: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
    note: 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
  },
  error: {
    icon: <AlertIcon className="size-6" />,
    name: 'alert',
    badge: 'bg-danger-soft text-danger',
    note: 'bg-danger-soft text-danger ring-1 ring-red-200',
  },
};

/**
 * After the order exists: the popup's outcome in its own tone, a way to reopen the popup, and the way
 * to 'Pesanan Saya'. The panel comes into view and takes the focus when it appears and after each
 * outcome: the long form it replaces would otherwise leave a phone scrolled down to the footer.
 */
export function PlacedOrder({
  order,
  snapToken,
  outcome,
  onOutcome,
}: {
  order: Order | null;
  snapToken: string;
  outcome: CheckoutOutcome | null;
  onOutcome: (outcome: CheckoutOutcome) => void;
}) {
  const navigate = useNavigate();
  const panelRef = useRevealOn<HTMLElement>(outcome);
  const statusId = useId();
  const tone: Tone = outcome?.tone ?? 'waiting';
  const look = TONES[tone];
  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby="placed-title"
      aria-describedby={statusId}
      data-tone={tone}
      className="mx-auto mt-8 max-w-xl scroll-mt-24 rounded-card border border-line bg-surface p-6 text-center md:p-8"
    >
      <span
        aria-hidden="true"
        data-icon={look.name}
        className={`mx-auto flex size-12 items-center justify-center rounded-full ${look.badge}`}
      >
        {look.icon}
      </span>
      <h2 id="placed-title" className="mt-4 text-2xl font-semibold">
        {order ? `Pesanan #${order.id} dibuat` : 'Pesanan dibuat'}
      </h2>
      {order ? <p className="mt-1 text-sm text-muted">Total {formatRupiah(order.total_price)} · menunggu pembayaran</p> : null}
      <p id={statusId} role="status" className={`mt-5 rounded-lg px-4 py-3 text-sm font-medium ${look.note}`}>
        {outcome ? outcome.message : 'Selesaikan pembayaran di jendela Midtrans.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => openCheckoutPopup(snapToken, order, onOutcome, navigate)}>Bayar Sekarang</Button>
        <Link to="/myorder" className={buttonClasses('secondary')}>
          Lihat Pesanan Saya
        </Link>
      </div>
    </section>
  );
}
