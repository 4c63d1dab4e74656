import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { BellIcon, CheckIcon } from '../../../components/ui/icons.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { OrderShipment, useChangeOrderStatus } from '../../orders/index.ts';
import { ReviewInvitation } from '../../ratings/index.ts';
import { notificationQuery } from '../api/queries.ts';
import {
  canConfirmReceipt,
  CONFIRM_FAILED,
  CONFIRM_QUESTION,
  CONFIRM_SUCCESS,
  confirmTarget,
  invitesReview,
} from '../notification-rules.ts';

/** /notifications/{id} (spec section 2). */
export function NotificationDetailPage() {
  const raw = useParams().id ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const notification = useQuery({ ...notificationQuery(id), enabled: id > 0 });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // 'Konfirmasi Penerimaan Barang': shipped → delivered; a failure is toasted by the query client.
  const confirm = useChangeOrderStatus(CONFIRM_FAILED);

  let body;
  if (id > 0 && notification.isPending) {
    body = (
      <p role="status" className="text-sm text-muted">
        Loading...
      </p>
    );
  } else if (id === 0 || notification.isError || !notification.data) {
    body = <p className="text-sm text-ink-soft">Notifikasi tidak ditemukan.</p>;
  } else {
    const n = notification.data;
    const onConfirm = () => {
      const orderId = confirmTarget(n.message);
      // Asked once; a repeat of an order already received is answered by the server as done.
      if (orderId === null || !window.confirm(CONFIRM_QUESTION)) return;
      confirm.mutate(
        { id: orderId, status: 'delivered' },
        {
          onSuccess: () => {
            void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
            toast.success(CONFIRM_SUCCESS);
            void navigate('/');
          },
        },
      );
    };
    body = (
      <article>
        <div className="flex items-start gap-4">
          <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
            <BellIcon className="size-5" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl leading-tight font-semibold md:text-3xl">{n.title}</h1>
            <p className="mt-1 text-xs text-muted">
              <time dateTime={n.created_at}>{formatDateTime(n.created_at)}</time>
            </p>
          </div>
        </div>
        <p className="mt-6 text-[0.9375rem] leading-relaxed text-ink-soft">{n.message}</p>
        {canConfirmReceipt(n.title) && confirmTarget(n.message) !== null ? (
          <div className="mt-5">
            <OrderShipment orderId={confirmTarget(n.message) as number} />
          </div>
        ) : null}
        {invitesReview(n.title) && confirmTarget(n.message) !== null ? (
          <ReviewInvitation orderId={confirmTarget(n.message) as number} />
        ) : null}
        {canConfirmReceipt(n.title) ? (
          <Button variant="accent" size="lg" className="mt-8 w-full sm:w-auto" onClick={onConfirm} disabled={confirm.isPending}>
            <CheckIcon className="size-5" />
            Konfirmasi Penerimaan Barang
          </Button>
        ) : null}
      </article>
    );
  }

  return (
    <div className="container-page max-w-2xl py-8 md:py-12">
      <Link to="/myorder" className="text-sm text-muted hover:text-ink">
        ← Pesanan Saya
      </Link>
      <div className="mt-4 rounded-card border border-line bg-surface p-6 md:p-8">{body}</div>
    </div>
  );
}
