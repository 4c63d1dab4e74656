/** Carts, orders with their items, payment attempts, received payment notifications, and the shopper notifications they cause. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '@gayaku/contract';
import { createdAt, updatedAt, rupiah } from './columns.ts';
import { users } from './accounts.ts';
import { colors, products, productVariants, sizes } from './catalog.ts';

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The chosen size and colour (null: not chosen yet); one line per product × size × colour. */
    sizeId: integer('size_id').references(() => sizes.id, { onDelete: 'cascade' }),
    colorId: integer('color_id').references(() => colors.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_variant_unique').on(t.userId, t.productId, sql`coalesce(${t.sizeId}, 0)`, sql`coalesce(${t.colorId}, 0)`),
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** The latest payment attempt's Midtrans order id (attempts live in payment_attempts). */
    midtransOrderId: varchar('midtrans_order_id', { length: 50 }),
    subtotal: rupiah('subtotal').notNull(),
    shippingCost: integer('shipping_cost').notNull(),
    totalPrice: rupiah('total_price').notNull(),
    address: text('address').notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    /** Who receives the parcel, the courier service quoted at checkout, the resi given when shipping (docs/shipping.md). */
    recipientName: varchar('recipient_name', { length: 100 }),
    recipientPhone: varchar('recipient_phone', { length: 20 }),
    courier: varchar('courier', { length: 40 }),
    service: varchar('service', { length: 40 }),
    etdMinDays: smallint('etd_min_days'),
    etdMaxDays: smallint('etd_max_days'),
    waybill: varchar('waybill', { length: 40 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Paid after its hold was released, when the stock was no longer there: needs a person. */
    stockShort: boolean('stock_short').notNull().default(false),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The admin's orders page: newest first, all or in one status (then id, so a page has one order).
    // Also the daily sales figures, recomputed a day at a time (schema/stats.ts), and the sweep.
    // Its search has trigram indexes too (migration 0010_admin_list_indexes: drizzle cannot declare them).
    // NULLS FIRST as ORDER BY … DESC has it by default: with NULLS LAST the planner would not use them for it.
    index('orders_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    // The paid orders waiting to be shipped ('Perlu Tindakan'): few, however many orders there are.
    index('orders_waiting_idx')
      .on(t.paidAt, t.stockShort)
      .where(sql`${t.status} = 'paid'`),
    check('orders_total_consistent', sql`${t.totalPrice} = ${t.subtotal} + ${t.shippingCost}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Kept as a plain reference: deleting a product must not touch past orders. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    subtotal: rupiah('subtotal').notNull(),
    size: varchar('size', { length: 100 }),
    color: varchar('color', { length: 100 }),
    /** The variant whose stock this line holds (pending), took (paid) or gave back. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
);

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    midtransOrderId: varchar('midtrans_order_id', { length: 50 }).notNull(),
    snapToken: text('snap_token'),
    redirectUrl: text('redirect_url'),
    grossAmount: rupiah('gross_amount').notNull(),
    /** Last transaction_status seen for this attempt (notification or Get Status). */
    transactionStatus: varchar('transaction_status', { length: 30 }),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_attempts_midtrans_order_id_unique').on(t.midtransOrderId),
    index('payment_attempts_order_idx').on(t.orderId),
  ],
);

export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    midtransOrderId: varchar('midtrans_order_id', { length: 100 }),
    transactionStatus: varchar('transaction_status', { length: 30 }),
    raw: jsonb('raw').notNull(),
    /** applied | duplicate | ignored | needs_review | unknown_order | amount_mismatch | invalid_signature */
    verdict: varchar('verdict', { length: 30 }).notNull(),
    /** notification (webhook) or reconcile (the sweep's Get Status read). */
    source: varchar('source', { length: 20 }).notNull().default('notification'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_notifications_order_idx').on(t.midtransOrderId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 200 }).notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
