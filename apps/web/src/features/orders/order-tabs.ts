import { MY_ORDER_TABS, type Order } from '@gayaku/contract';

export type TabKey = (typeof MY_ORDER_TABS)[number]['key'];

/** The tab an order belongs to; an unknown status counts as pending (spec section 4). */
export function tabOf(status: string): TabKey {
  return MY_ORDER_TABS.find((t) => (t.statuses as readonly string[]).includes(status))?.key ?? 'pending';
}

export function countByTab(orders: readonly Pick<Order, 'status'>[]): Record<TabKey, number> {
  const counts = Object.fromEntries(MY_ORDER_TABS.map((t) => [t.key, 0])) as Record<TabKey, number>;
  for (const o of orders) counts[tabOf(o.status)] += 1;
  return counts;
}

export const STATUS_BADGE: Record<string, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  paid: 'bg-sky-50 text-sky-800 ring-sky-200',
  shipped: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  delivered: 'bg-success-soft text-success ring-green-200',
  completed: 'bg-sand text-ink ring-line',
  cancelled: 'bg-danger-soft text-danger ring-red-200',
  expired: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
};
