/**
 * GET /api/admin/orders.csv: one row per order line of the orders placed on the given Jakarta days
 * (all when none), optionally in one status, ordered by order then line; times in Jakarta.
 */
import { addDays, jakartaDayStart, ORDER_CSV_COLUMNS, type OrderStatus } from '@gayaku/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { keysetRows, sendCsv } from '../../lib/csv.ts';

export interface OrdersCsvFilter {
  from?: string;
  to?: string;
  status?: OrderStatus;
}

type LineRow = Record<string, unknown> & { order_id: number };

/** Orders per database read (about twice as many lines). */
const ORDERS_PER_BATCH = 2000;

const jakartaTime = (column: SQL) => sql`to_char(${column} at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI:SS')`;

/** The orders of the next batch: a range of the primary key from `after`, so each batch costs the same. */
function orderFilter(f: OrdersCsvFilter, after: number | null): SQL {
  const parts: SQL[] = [sql`id > ${after ?? 0}::int`];
  if (f.from) parts.push(sql`created_at >= ${jakartaDayStart(f.from).toISOString()}::timestamptz`);
  if (f.to) parts.push(sql`created_at < ${jakartaDayStart(addDays(f.to, 1)).toISOString()}::timestamptz`);
  if (f.status) parts.push(sql`status = ${f.status}`);
  return sql.join(parts, sql` and `);
}

/** The lines of the next orders (an order's lines all come in the same batch). */
function readLines(db: Db, f: OrdersCsvFilter, after: number | null): Promise<LineRow[]> {
  return selectRows<LineRow>(
    db,
    sql`with batch as (select id from orders where ${orderFilter(f, after)} order by id limit ${ORDERS_PER_BATCH})
      select o.id as order_id, ${jakartaTime(sql`o.created_at`)} as created_at, ${jakartaTime(sql`o.paid_at`)} as paid_at,
      o.status, u.username, u.email, o.recipient_name, o.recipient_phone, o.address, o.city, o.courier, o.service, o.waybill,
      i.product_id, i.name as product_name, i.size, i.color, i.quantity, i.price, i.subtotal as line_subtotal,
      o.subtotal as order_subtotal, o.shipping_cost, o.total_price
      from batch join orders o on o.id = batch.id join order_items i on i.order_id = o.id left join users u on u.id = o.user_id
      order by o.id, i.id`,
  );
}

export function sendOrdersCsv(db: Db, reply: FastifyReply, filter: OrdersCsvFilter): FastifyReply {
  const range = filter.from || filter.to ? `-${filter.from ?? 'awal'}-${filter.to ?? 'kini'}` : '';
  const rows = keysetRows<LineRow, number>(
    (after) => readLines(db, filter, after),
    (row) => row.order_id,
  );
  return sendCsv(reply, `pesanan${range}${filter.status ? `-${filter.status}` : ''}.csv`, ORDER_CSV_COLUMNS, rows);
}
