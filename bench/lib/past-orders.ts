/**
 * A shop's history in three set-based statements (`INSERT … SELECT generate_series`): N past orders
 * of the shoppers (role 'user'), spread over the last two years before `until`, in the statuses
 * given (cycled), then 1–3 lines each from the catalogue, then the orders' totals from their lines.
 * Deterministic: the same shop, count and `until` give the same rows. Used by the owner's benchmark
 * (bench/api/admin-scale.ts) and the large shop's seeder (bench/scale/seed.ts).
 */

export interface Sql {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface PastOrders {
  count: number;
  /** midtrans_order_id is `<prefix><n>`: the rows a later statement can find again. */
  prefix: string;
  /** Cycled in this order (status of order n = statuses[n % length]). */
  statuses: readonly string[];
  /** The latest order is placed two hours before this moment. */
  until: Date;
  /** Spread over this many days before `until`. */
  days?: number;
}

const ORDERS = `
with us as (select array_agg(id order by id) a, count(*)::int n from users where role = 'user'),
     src as (select g, us.a[1 + g % us.n] as user_id, ($2::text[])[1 + g % cardinality($2::text[])] as status,
       $3::timestamptz - ((g::bigint * 7919) % ($4::int * 24 * 60)) * interval '1 minute' - interval '2 hours' as at
       from generate_series(1, $1::int) g, us)
insert into orders (user_id, status, midtrans_order_id, subtotal, shipping_cost, total_price, address, city,
                    created_at, updated_at, paid_at, shipped_at, delivered_at, completed_at)
select user_id, status, $5 || g, 0, 18000, 18000, 'Jl. Skala No. ' || g, 'Bandung', at, at,
  case when status in ('completed','delivered','shipped','paid') then at + interval '40 minutes' end,
  case when status in ('completed','delivered','shipped') then at + interval '1 day' end,
  case when status in ('completed','delivered') then at + interval '3 days' end,
  case when status = 'completed' then at + interval '10 days' end
from src`;

const LINES = `
insert into order_items (order_id, product_id, name, description, image_url, quantity, price, subtotal, size, color, created_at)
select o.id, p.id, p.name, p.description, p.image_url, 1 + (o.id + k) % 3, p.price, p.price * (1 + (o.id + k) % 3), 'M', 'Hitam', o.created_at
from orders o cross join generate_series(0, 2) k
cross join (select array_agg(id order by id) a, count(*)::int n from products) ids
join products p on p.id = ids.a[1 + ((o.id::bigint * 31 + k * 17) % ids.n)]
where o.midtrans_order_id like $1 || '%' and k <= o.id % 3`;

const TOTALS = `update orders o set subtotal = s.sum, total_price = s.sum + o.shipping_cost
  from (select order_id, sum(subtotal) sum from order_items group by order_id) s
  where s.order_id = o.id and o.midtrans_order_id like $1 || '%'`;

/** Inserts the orders with their lines and totals (the caller commits, refreshes the figures, vacuums). */
export async function insertPastOrders(db: Sql, o: PastOrders): Promise<void> {
  await db.query(ORDERS, [o.count, o.statuses, o.until.toISOString(), o.days ?? 730, o.prefix]);
  await db.query(LINES, [o.prefix]);
  await db.query(TOTALS, [o.prefix]);
}
