/**
 * GET /api/order (admin), a page at a time (docs/shop-rules.md, "Admin lists"): filtered by status
 * and Jakarta days of ordering, searched by order number, customer, recipient, Midtrans id or resi,
 * sorted by a column then id, each order with who placed it.
 *
 * The count of a page without a search comes from the orders per day and status that the database
 * keeps for the sales figures (orders_daily_status, brought up to date first by stats_refresh()):
 * a few hundred rows to add up instead of counting up to 200,000 orders on every page.
 */
import { addDays, jakartaDayStart, type AdminOrder, type AdminOrderListQuery, type AdminListPage, type OrderStatus } from '@gayaku/contract';
import { and, count, eq, gte, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema.ts';
import { selectRows } from '../../db/rows.ts';
import { containsPattern, pageOrder, textMatch, type Page } from '../../lib/admin-list.ts';
import { orderFields, toOrder } from './order-rows.ts';

type SortKey = NonNullable<AdminOrderListQuery['sort']>;
export type AdminOrderPage = AdminListPage<SortKey> & { status?: OrderStatus; from?: string; to?: string };

const SORT_COLUMNS: Record<SortKey, SQLWrapper> = {
  id: orders.id,
  created_at: orders.createdAt,
  status: orders.status,
  total_price: orders.totalPrice,
  city: orders.city,
  recipient_name: orders.recipientName,
};

/** `#123` is that order only; a plain number is that order or any text containing it. */
function searchFilter(q: string): SQL {
  const number = /^(#?)([1-9]\d{0,8})$/.exec(q);
  if (number?.[1]) return eq(orders.id, Number(number[2]));
  const pattern = containsPattern(q);
  const parts = [
    textMatch(q, [orders.midtransOrderId, orders.waybill, orders.recipientName]),
    sql`${orders.userId} in (select u.id from users u where u.username ilike ${pattern} or u.email ilike ${pattern})`,
  ];
  if (number) parts.push(eq(orders.id, Number(number[2])));
  return or(...parts) ?? sql`false`;
}

function filters(page: AdminOrderPage): SQL | undefined {
  const parts: SQL[] = [];
  if (page.status) parts.push(eq(orders.status, page.status));
  if (page.from) parts.push(gte(orders.createdAt, jakartaDayStart(page.from)));
  if (page.to) parts.push(lt(orders.createdAt, jakartaDayStart(addDays(page.to, 1))));
  if (page.q) parts.push(searchFilter(page.q));
  return and(...parts);
}

/** How many orders match a filter without a search, from the orders per day and status. */
async function countByDays(db: Db, page: AdminOrderPage): Promise<number> {
  await db.execute(sql`select stats_refresh()`);
  const parts: SQL[] = [sql`true`];
  if (page.status) parts.push(sql`status = ${page.status}`);
  if (page.from) parts.push(sql`day >= ${page.from}::date`);
  if (page.to) parts.push(sql`day <= ${page.to}::date`);
  const [row] = await selectRows<{ total: string | number }>(
    db,
    sql`select coalesce(sum(orders), 0) as total from orders_daily_status where ${sql.join(parts, sql` and `)}`,
  );
  return Number(row?.total ?? 0);
}

export async function listOrdersPage(db: Db, page: AdminOrderPage): Promise<Page<AdminOrder>> {
  const where = filters(page);
  const read = db
    .select({ ...orderFields, username: users.username, email: users.email })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(...pageOrder(page, SORT_COLUMNS, orders.id, { sort: 'id', order: 'asc' }))
    .limit(page.limit)
    .offset(page.offset);
  const counted = page.q
    ? db
        .select({ n: count() })
        .from(orders)
        .where(where)
        .then(([row]) => row?.n ?? 0)
    : countByDays(db, page);
  const [rows, total] = await Promise.all([read, counted]);
  return {
    rows: rows.map(({ username, email, ...row }) => ({
      ...toOrder(row),
      customer: username !== null && email !== null ? { username, email } : null,
    })),
    total,
  };
}
