/**
 * GET /api/order (admin), a page at a time (docs/shop-rules.md, "Admin lists"): filtered by status
 * and Jakarta days of ordering, searched by order number, customer, recipient, Midtrans id or resi,
 * sorted by a column then id, each order with who placed it.
 *
 * The count of a page without a search comes from the orders per day and status that the database
 * keeps for the sales figures (orders_daily_status, brought up to date first by stats_refresh()):
 * a few hundred rows to add up instead of counting up to 200,000 orders on every page.
 */
import {
  addDays,
  jakartaDayStart,
  type AdminOrder,
  type AdminOrderListQuery,
  type AdminListPage,
  type OrderStatus,
} from '@gayaku/contract';
import { and, count, eq, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema.ts';
import { selectRows } from '../../db/rows.ts';
import { containsPattern, pageOrder, type Page } from '../../lib/admin-list.ts';
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

/**
 * `#123` is that order only; otherwise the orders whose Midtrans id, resi or recipient contains the
 * text, or whose customer's username or e-mail does (and order 123 for a plain number). One branch
 * per column, so each reads its own trigram index (an OR over the columns and the customer would
 * read every order), gathered once into an array: the page then reads those orders by id instead
 * of walking every order newest first looking for them.
 */
function searchFilter(q: string): SQL {
  const number = /^(#?)([1-9]\d{0,8})$/.exec(q);
  if (number?.[1]) return eq(orders.id, Number(number[2]));
  const p = containsPattern(q);
  const byNumber = number ? sql` union all select ${Number(number[2])}::int` : sql``;
  return sql`${orders.id} = any(array(
    select o.id from orders o where o.midtrans_order_id ilike ${p}
    union all select o.id from orders o where o.waybill ilike ${p}
    union all select o.id from orders o where o.recipient_name ilike ${p}
    union all select o.id from users u join orders o on o.user_id = u.id where u.username ilike ${p} or u.email ilike ${p}${byNumber}))`;
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
