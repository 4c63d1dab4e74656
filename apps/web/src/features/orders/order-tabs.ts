import { MY_ORDER_TABS, type Order } from '@gayaku/contract';

export type TabKey = (typeof MY_ORDER_TABS)[number]['key'];

/** The tab an order belongs to; an unknown status counts as pending (spec section 4). */
export function tabOf(status: string): TabKey {
  return MY_ORDER_TABS.find((t) => (t.statuses as readonly string[]).includes(status))?.key ?? 'pending';
}

/** A tab named in the URL (`?tab=paid`), or null when it names none of them. */
export function tabKeyOf(value: string | null): TabKey | null {
  return MY_ORDER_TABS.find((t) => t.key === value)?.key ?? null;
}

/** The tab of the newest order (latest `created_at`, then highest id); 'pending' without orders. */
export function newestOrderTab(orders: readonly Pick<Order, 'id' | 'status' | 'created_at'>[]): TabKey {
  let newest: (typeof orders)[number] | undefined;
  for (const o of orders) {
    if (!newest || o.created_at > newest.created_at || (o.created_at === newest.created_at && o.id > newest.id)) newest = o;
  }
  return newest ? tabOf(newest.status) : 'pending';
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
