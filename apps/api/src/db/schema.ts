/**
 * The whole database in one file: every table of the shop, its keys and the
 * constraints the business rules rely on. Money is always whole rupiah.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '@gayaku/contract';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Rupiah amounts that can grow past 2^31 (order totals) are bigint, read as JS numbers. */
const rupiah = (name: string) => bigint(name, { mode: 'number' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 30 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    city: text('city'),
    address: text('address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`)],
);

export const colors = pgTable(
  'colors',
  {
    id: serial('id').primaryKey(),
    colorName: varchar('color_name', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('colors_name_unique').on(sql`lower(${t.colorName})`)],
);

export const sizes = pgTable(
  'sizes',
  {
    id: serial('id').primaryKey(),
    sizeName: varchar('size_name', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sizes_name_unique').on(sql`lower(${t.sizeName})`)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    imageUrl: text('image_url').notNull(),
    soldCount: integer('sold_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_sold_count_non_negative', sql`${t.soldCount} >= 0`),
    index('products_sold_count_idx').on(t.soldCount),
    index('products_created_at_idx').on(t.createdAt),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_category_idx').on(t.categoryId)],
);

export const productColors = pgTable(
  'product_colors',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.colorId] }), index('product_colors_color_idx').on(t.colorId)],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sizeId] }), index('product_sizes_size_idx').on(t.sizeId)],
);

export const ads = pgTable('ads', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  imageUrl: text('image_url').notNull(),
  createdAt: createdAt(),
});

export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: serial('id').primaryKey(),
    city: varchar('city', { length: 100 }).notNull(),
    shippingCost: integer('shipping_cost').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipping_rates_city_unique').on(sql`lower(${t.city})`),
    check('shipping_rates_cost_non_negative', sql`${t.shippingCost} >= 0`),
  ],
);

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
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_unique').on(t.userId, t.productId),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
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
  (t) => [uniqueIndex('payment_attempts_midtrans_order_id_unique').on(t.midtransOrderId), index('payment_attempts_order_idx').on(t.orderId)],
);

export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    midtransOrderId: varchar('midtrans_order_id', { length: 100 }),
    transactionStatus: varchar('transaction_status', { length: 30 }),
    raw: jsonb('raw').notNull(),
    /** applied | duplicate | ignored | unknown_order | amount_mismatch | invalid_signature | reconciled */
    verdict: varchar('verdict', { length: 30 }).notNull(),
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

export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ratings_user_product_unique').on(t.userId, t.productId),
    index('ratings_product_idx').on(t.productId),
    check('ratings_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 20 }).notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/** Throttle counters shared by every API instance (login / registration attempts). */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 300 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('throttle_hits_key_idx').on(t.key, t.createdAt)],
);
