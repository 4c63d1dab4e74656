/**
 * The stock side of an order's moves (docs/shop-rules.md, "Holds"), as CTEs of the move's one
 * statement (order-transitions.ts moveCtes), chosen by the edge (from → to):
 *   pending → paid: the hold becomes a sale (stock and held drop by the quantity);
 *   pending → expired / cancelled: the hold is released (held drops);
 *   expired → paid (a late payment): the stock is taken again when every line's variant still has
 *     it available, else nothing is taken and the order is paid with stock_short;
 *   paid → cancelled (a reversal before shipping): the sold stock comes back, unless stock_short.
 * Every variant is locked in id order before it is changed, so two moves never deadlock on them.
 * Lines without a variant (variant_id null: bought before stock was kept, or its variant deleted)
 * take and give nothing.
 */
import type { OrderStatus } from '@gayaku/contract';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { orderItems, productVariants } from '../../db/schema.ts';

type StockMove = 'sell' | 'release' | 'late' | 'restore';

export function stockMove(from: OrderStatus, to: OrderStatus): StockMove | null {
  if (from === 'pending' && to === 'paid') return 'sell';
  if (from === 'pending' && (to === 'expired' || to === 'cancelled')) return 'release';
  if (from === 'expired' && to === 'paid') return 'late';
  if (from === 'paid' && to === 'cancelled') return 'restore';
  return null;
}

/**
 * The order's quantity per variant, its variants locked in id order: (id, available, qty). Each
 * variant is locked by its key, one lateral subquery per line, as checkout's hold does
 * (checkout-stock.ts holdCtes): a join would scan every variant.
 */
function lockedLines(orderIds: SQL): SQL {
  return sql`select v.id, v.available, l.qty
    from (select variant_id, sum(quantity)::int as qty from ${orderItems}
          where order_id in (${orderIds}) and variant_id is not null group by variant_id order by variant_id) l
    cross join lateral (select id, stock - held as available from ${productVariants} where id = l.variant_id for no key update) v`;
}

const CHANGES: Record<Exclude<StockMove, 'late'>, SQL> = {
  sell: sql`stock = v.stock - agg.qty, held = v.held - agg.qty`,
  release: sql`held = v.held - agg.qty`,
  restore: sql`stock = least(v.stock + agg.qty, 100000)`,
};

/**
 * CTEs that must come before `moved` (the late payment's locked lines and verdict), or none.
 * `late_ok` has one row, `ok`: every line's variant has its quantity available.
 */
export function stockCtesBefore(kind: StockMove | null, orderId: number | Placeholder): SQL | null {
  if (kind !== 'late') return null;
  return sql`late_lines as (${lockedLines(sql`${orderId}`)}),
    late_ok as (select not exists (select 1 from late_lines where available < qty) as ok)`;
}

/** What `moved` sets on the order itself: stock_short for a late payment. */
export function stockShortSet(kind: StockMove | null): { stockShort: SQL } | Record<string, never> {
  return kind === 'late' ? { stockShort: sql`not (select ok from late_ok)` } : {};
}

/** The CTE changing the variants once `moved` has the order (named `stock`), or null. */
export function stockCteAfter(kind: StockMove | null): SQL | null {
  if (kind === null) return null;
  if (kind === 'late') {
    return sql`stock as (update ${productVariants} v set stock = v.stock - agg.qty, updated_at = now()
      from late_lines agg where v.id = agg.id and exists (select 1 from moved) and (select ok from late_ok))`;
  }
  const orderIds = kind === 'restore' ? sql`select id from moved where not stock_short` : sql`select id from moved`;
  return sql`stock as (update ${productVariants} v set ${CHANGES[kind]}, updated_at = now()
    from (${lockedLines(orderIds)}) agg where v.id = agg.id)`;
}
