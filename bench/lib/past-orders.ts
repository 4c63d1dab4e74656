/**
 * A shop’s history in two set-based statements (`INSERT … SELECT generate_series`): N past orders
 * of the shoppers (role 'user'), spread over the last two years before `until`, in the statuses
 * given (cycled), with their totals, then their 1–3 lines each from the catalogue.
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

// Each order's id is drawn first, so its lines (products and quantities follow from the id) and its
// totals are known when it is inserted: no second pass over 200,000 orders to fill the totals in.
const ORDERS = `
with us as (select array_agg(id order by id) a, count(*)::int n from users where role = 'user'),
     ps as (select array_agg(id order by id) a, count(*)::int n from products),
     src as (select g, nextval(pg_get_serial_sequence('orders', 'id'))::int as id, us.a[1 + g % us.n] as user_id,
       ($2::text[])[1 + g % cardinality($2::text[])] as status,
       $3::timestamptz - ((g::bigint * 7919) % ($4::int * 24 * 60)) * interval '1 minute' - interval '2 hours' as at
       from generate_series(1, $1::int) g, us)
insert into orders (id, user_id, status, midtrans_order_id, subtotal, shipping_cost, total_price, address, city,
                    created_at, updated_at, paid_at, shipped_at, delivered_at, completed_at)
select src.id, user_id, status, $5 || g, t.sum, 18000, t.sum + 18000, 'Jl. Skala No. ' || g, 'Bandung', at, at,
  case when status in ('completed','delivered','shipped','paid') then at + interval '40 minutes' end,
  case when status in ('completed','delivered','shipped') then at + interval '1 day' end,
  case when status in ('completed','delivered') then at + interval '3 days' end,
  case when status = 'completed' then at + interval '10 days' end
from src cross join ps
cross join lateral (select sum(p.price * (1 + (src.id + k) % 3)) sum from generate_series(0, src.id % 3) k
  join products p on p.id = ps.a[1 + ((src.id::bigint * 31 + k * 17) % ps.n)]) t
order by g`;

const LINES = `
insert into order_items (order_id, product_id, name, description, image_url, quantity, price, subtotal, size, color, created_at)
select o.id, p.id, p.name, p.description, p.image_url, 1 + (o.id + k) % 3, p.price, p.price * (1 + (o.id + k) % 3), 'M', 'Hitam', o.created_at
from orders o cross join generate_series(0, 2) k
cross join (select array_agg(id order by id) a, count(*)::int n from products) ids
join products p on p.id = ids.a[1 + ((o.id::bigint * 31 + k * 17) % ids.n)]
where o.midtrans_order_id like $1 || '%' and k <= o.id % 3`;

/** Inserts the orders with their lines and totals (the caller commits, refreshes the figures, vacuums). */
export async function insertPastOrders(db: Sql, o: PastOrders): Promise<void> {
  await db.query(ORDERS, [o.count, o.statuses, o.until.toISOString(), o.days ?? 730, o.prefix]);
  await db.query(LINES, [o.prefix]);
}
