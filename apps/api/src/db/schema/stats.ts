/**
 * The sales figures by day (Asia/Jakarta) behind GET /api/admin/stats, kept from the orders by the
 * database itself (docs/performance.md, "Sales statistics"): a change to an order marks the days it
 * touches as stale (a trigger, migration stats_triggers), and the stats call recomputes only those
 * days before it sums. Revenue counts orders paid, shipped, delivered or completed, on the day they
 * were paid, net of shipping.
 */
import { bigint, date, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

/** Per day of payment: orders paid that day (still in a paid status), their revenue and pieces. */
export const salesDaily = pgTable('sales_daily', {
  day: date('day').primaryKey(),
  orders: integer('orders').notNull(),
  revenue: bigint('revenue', { mode: 'number' }).notNull(),
  items: integer('items').notNull(),
});

/** Per day of payment and product (0: a product deleted since): pieces and revenue of its order lines. */
export const salesDailyProducts = pgTable(
  'sales_daily_products',
  {
    day: date('day').notNull(),
    productId: integer('product_id').notNull(),
    /** The name on the latest of its lines that day, shown once the product is gone. */
    name: varchar('name', { length: 200 }).notNull(),
    quantity: integer('quantity').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/** Per day of ordering and current status: how many orders. */
export const ordersDailyStatus = pgTable(
  'orders_daily_status',
  {
    day: date('day').notNull(),
    status: text('status').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

/** Days whose rows above no longer match the orders; the next stats call recomputes them. */
export const statsStaleDays = pgTable('stats_stale_days', {
  day: date('day').primaryKey(),
});
