import { MY_ORDER_TABS } from '@gayaku/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getTokenWithSessionFallback } from '../../../lib/token.ts';
import { takeRememberedOrder, usePaidWatcher, usePayOrder } from '../../payments/index.ts';
import { myOrdersQuery, orderDetailQuery } from '../api/queries.ts';
import { countByTab, newestOrderTab, tabKeyOf, tabOf, type TabKey } from '../order-tabs.ts';
import { OrderCard } from './order-card.tsx';
import { OrderDetailDialog } from './order-detail-dialog.tsx';
import { PaymentBanner } from './payment-banner.tsx';

/**
 * /myorder, 'Pesanan Saya' (spec section 2), in six tabs by status. It opens on the tab named in the
 * URL (`?tab=paid`), else on the newest order's; a chosen tab goes into the URL.
 */
export function MyOrdersPage() {
  const [token] = useState(getTokenWithSessionFallback);
  const orders = useQuery(myOrdersQuery(token));
  const [detailId, setDetailId] = useState<number | null>(null);
  const [params, setParams] = useSearchParams();
  const [chosenTab, setTab] = useState<TabKey | null>(() => tabKeyOf(params.get('tab')));
  // Back from checkout with ?payment=success: the text shows at once.
  const arrivedPaid = params.get('payment') === 'success';
  const [paidBanner, setPaidBanner] = useState(arrivedPaid);
  const queryClient = useQueryClient();
  const watcher = usePaidWatcher((id) => orderDetailQuery(id, token));
  const { watch } = watcher;
  const refreshList = useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.mine() }), [queryClient]);

  const payment = usePayOrder({
    token,
    onSuccess: (orderId) => {
      setPaidBanner(true);
      watch(orderId);
    },
    onSettled: refreshList,
  });

  // ... and the order paid at checkout is followed until the server says paid (once per visit).
  const arrivalHandled = useRef(false);
  useEffect(() => {
    if (!arrivedPaid || arrivalHandled.current) return;
    arrivalHandled.current = true;
    const id = takeRememberedOrder();
    if (id !== null) watch(id);
    else refreshList();
  }, [arrivedPaid, watch, refreshList]);

  // Once the followed order is settled, its tab is shown.
  const settledStatus = watcher.state === 'settled' ? watcher.status : undefined;
  const [shownSettled, setShownSettled] = useState(settledStatus);
  if (settledStatus !== shownSettled) {
    setShownSettled(settledStatus);
    if (settledStatus) setTab(tabOf(settledStatus));
  }

  const list = orders.data ?? [];
  const tab = chosenTab ?? newestOrderTab(list);
  // The URL keeps the shown tab, replaced (Back leaves /myorder rather than stepping through tabs).
  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        if (value === null) current.delete(key);
        else current.set(key, value);
        return current;
      },
      { replace: true },
    );
  const choose = (key: TabKey) => {
    setTab(key);
    setParam('tab', key);
  };
  const counts = countByTab(list);
  const active = MY_ORDER_TABS.find((t) => t.key === tab) ?? MY_ORDER_TABS[0];
  const shown = list.filter((o) => tabOf(o.status) === tab);

  return (
    <div className="container-page max-w-4xl py-8 md:py-12">
      <p className="text-2xs font-semibold tracking-[0.2em] text-accent uppercase">Akun saya</p>
      <h1 className="mt-1 text-3xl font-semibold md:text-4xl">Pesanan Saya</h1>

      {paidBanner ? (
        <PaymentBanner
          state={watcher.state}
          orderId={watcher.orderId}
          onDismiss={() => {
            setPaidBanner(false);
            if (params.has('payment')) setParam('payment', null);
          }}
        />
      ) : null}

      <div
        role="tablist"
        aria-label="Status pesanan"
        className="-mx-4 mt-6 flex gap-1 overflow-x-auto border-b border-line px-4 md:mx-0 md:px-0"
      >
        {MY_ORDER_TABS.map((t) => {
          const selected = t.key === tab;
          return (
            <button
              key={t.key}
              type="button"
              role="tab"
              id={`tab-${t.key}`}
              aria-selected={selected}
              aria-controls="orders-panel"
              onClick={() => choose(t.key)}
              className={`-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-3 text-sm font-medium transition-colors ${
                selected ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink'
              }`}
            >
              {t.label}{' '}
              <span
                className={`min-w-6 rounded-full px-1.5 py-0.5 text-center text-2xs font-semibold ${selected ? 'bg-ink text-paper' : 'bg-sand text-ink-soft'}`}
              >
                {counts[t.key]}
              </span>
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id="orders-panel" aria-labelledby={`tab-${tab}`} className="mt-6">
        {orders.isError ? (
          <ErrorState message={errorText(orders.error, 'Gagal memuat pesanan.')} onRetry={() => void orders.refetch()} />
        ) : !orders.data ? (
          <div className="space-y-4" aria-busy="true" data-testid="orders-skeleton">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-52 w-full rounded-card" />
            ))}
          </div>
        ) : shown.length === 0 ? (
          <EmptyState title="Belum ada pesanan">
            <p>Anda belum memiliki pesanan dengan status {active.label}.</p>
          </EmptyState>
        ) : (
          <ul className="space-y-4">
            {shown.map((order) => (
              <li key={order.id}>
                <OrderCard
                  order={order}
                  paying={payment.payingId === order.id}
                  payBusy={payment.payingId !== null}
                  onDetail={() => setDetailId(order.id)}
                  onPay={() => void payment.pay(order)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {detailId !== null ? (
        <OrderDetailDialog
          orderId={detailId}
          token={token}
          paying={payment.payingId === detailId}
          payBusy={payment.payingId !== null}
          onPay={(order) => void payment.pay(order)}
          onClose={() => setDetailId(null)}
        />
      ) : null}
    </div>
  );
}
