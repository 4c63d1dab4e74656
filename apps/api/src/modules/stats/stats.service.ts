/**
 * GET /api/admin/stats. The figures come from the daily tables (db/schema/stats.ts): the days an
 * order change marked stale are recomputed first (stats_refresh(), one statement), then one
 * statement sums the range. "Perlu Tindakan" is read from the orders themselves.
 */
import { ORDER_STATUSES, SHIP_WITHIN_DAYS, statsRange, type Stats, type StatsOrderRef } from '@gayaku/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

/** Orders listed per kind under 'Perlu Tindakan' (the count covers all of them). */
const NEEDS_ACTION_SHOWN = 5;

interface SummaryRow extends Record<string, unknown> {
  by_day: Stats['revenue_by_day'];
  totals: { revenue: number | string; orders: number | string; items: number | string };
  by_status: Record<string, number | string>;
  top: Stats['top_products'];
}

function summaryStatement(from: string, to: string): SQL {
  const range = sql`day between ${from}::date and ${to}::date`;
  return sql`select
    (select json_agg(json_build_object('date', to_char(g.day, 'YYYY-MM-DD'), 'revenue', coalesce(s.revenue, 0),
        'orders', coalesce(s.orders, 0)) order by g.day)
      from generate_series(${from}::date, ${to}::date, interval '1 day') as g(day)
      left join sales_daily s on s.day = g.day::date) as by_day,
    (select json_build_object('revenue', coalesce(sum(revenue), 0), 'orders', coalesce(sum(orders), 0), 'items', coalesce(sum(items), 0))
      from sales_daily where ${range}) as totals,
    (select coalesce(json_object_agg(status, n), '{}') from
      (select status, sum(orders) as n from orders_daily_status where ${range} group by status) x) as by_status,
    (select coalesce(json_agg(json_build_object('product_id', nullif(t.product_id, 0), 'quantity', t.quantity, 'revenue', t.revenue,
        'name', coalesce(p.name, (select n.name from sales_daily_products n
          where n.product_id = t.product_id and n.${range} order by n.day desc limit 1)))
        order by t.quantity desc, t.revenue desc, t.product_id), '[]')
      from (select product_id, sum(quantity)::int as quantity, sum(revenue)::bigint as revenue from sales_daily_products
        where ${range} group by product_id order by quantity desc, revenue desc, product_id limit 10) t
      left join products p on p.id = nullif(t.product_id, 0)) as top`;
}

const ORDER_REF = sql`o.id, o.status, u.username, o.total_price::bigint as total_price,
  to_char(o.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as paid_at`;

/** How many orders match (from the partial index of paid orders) and the oldest few of them. */
async function orderRefs(db: Db, where: SQL): Promise<{ count: number; orders: StatsOrderRef[] }> {
  const [count] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from orders o where ${where}`);
  const rows = await selectRows<StatsOrderRef & { total_price: number | string }>(
    db,
    sql`select ${ORDER_REF} from orders o left join users u on u.id = o.user_id where ${where}
      order by o.paid_at, o.id limit ${NEEDS_ACTION_SHOWN}`,
  );
  return { count: count?.n ?? 0, orders: rows.map((row) => ({ ...row, total_price: Number(row.total_price) })) };
}

export async function getStats(db: Db, query: { from?: string; to?: string }): Promise<Stats> {
  const { from, to } = statsRange(query);
  await db.execute(sql`select stats_refresh()`);
  const [row] = await selectRows<SummaryRow>(db, summaryStatement(from, to));
  if (!row) throw new Error('the stats statement answered no row');
  const revenue = Number(row.totals.revenue);
  const orderCount = Number(row.totals.orders);
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, Number(row.by_status[s] ?? 0)])) as Stats['by_status'];
  const late = sql`o.status = 'paid' and o.paid_at < now() - make_interval(days => ${SHIP_WITHIN_DAYS})`;
  return {
    from,
    to,
    totals: {
      revenue,
      orders: orderCount,
      average_order_value: orderCount ? Math.round(revenue / orderCount) : 0,
      items_sold: Number(row.totals.items),
    },
    revenue_by_day: row.by_day.map((d) => ({ date: d.date, revenue: Number(d.revenue), orders: Number(d.orders) })),
    by_status: byStatus,
    top_products: row.top.map((p) => ({ ...p, revenue: Number(p.revenue) })),
    needs_action: {
      late_to_ship: await orderRefs(db, late),
      stock_short: await orderRefs(db, sql`o.status = 'paid' and o.stock_short`),
    },
  };
}
