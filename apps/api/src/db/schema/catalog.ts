/** The catalogue: products with their categories, colours and sizes, banners, shipping rates, size charts (ratings: reviews.ts). */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

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
    /** What one piece weighs packed, for the couriers' quotes (docs/shipping.md). */
    weightGrams: integer('weight_grams').notNull().default(300),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The search's text (migration 0009, docs/shop-rules.md "Search"), folded by search_fold()
     * (unaccented, lower case): the names of its categories and colours, kept by triggers on the
     * link tables and on renames; the name alone; and name, those names and description together,
     * which the trigram index serves. Never written by the app.
     */
    searchTags: text('search_tags').notNull().default(''),
    searchName: text('search_name').generatedAlwaysAs(sql`search_fold(name)`),
    searchDoc: text('search_doc').generatedAlwaysAs(sql`search_fold(name || ' ' || search_tags || ' ' || description)`),
  },
  (t) => [
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_sold_count_non_negative', sql`${t.soldCount} >= 0`),
    check('products_weight_range', sql`${t.weightGrams} between 1 and 100000`),
    index('products_created_at_idx').on(t.createdAt),
    index('products_price_idx').on(t.price, t.id),
    index('products_name_idx').on(t.name, t.id),
    index('products_search_doc_trgm_idx').using('gin', t.searchDoc.op('gin_trgm_ops')),
    index('products_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
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

/**
 * Stock per variant: a product × one of its sizes × one of its colours. `stock` is on hand, `held`
 * is reserved by unpaid orders; available = stock − held. A variant without a row has nothing in
 * stock. docs/shop-rules.md, "Stock".
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id, { onDelete: 'cascade' }),
    stock: integer('stock').notNull().default(0),
    held: integer('held').notNull().default(0),
    sku: varchar('sku', { length: 64 }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_variants_product_size_color_unique').on(t.productId, t.sizeId, t.colorId),
    uniqueIndex('product_variants_sku_unique').on(sql`lower(${t.sku})`),
    check('product_variants_stock_range', sql`${t.stock} between 0 and 100000`),
    check('product_variants_held_range', sql`${t.held} between 0 and ${t.stock}`),
  ],
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

/**
 * Courier services to a city (docs/shipping.md): the code an order names, the courier and its
 * service, the delivery estimate in days and the price per billed kilogram.
 */
export const shippingServices = pgTable(
  'shipping_services',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => shippingRates.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 40 }).notNull(),
    courier: varchar('courier', { length: 40 }).notNull(),
    service: varchar('service', { length: 40 }).notNull(),
    etdMinDays: smallint('etd_min_days').notNull(),
    etdMaxDays: smallint('etd_max_days').notNull(),
    costPerKg: integer('cost_per_kg').notNull(),
  },
  (t) => [
    uniqueIndex('shipping_services_city_code_unique').on(t.cityId, sql`lower(${t.code})`),
    check('shipping_services_cost_positive', sql`${t.costPerKg} > 0`),
    check('shipping_services_etd_range', sql`${t.etdMinDays} between 0 and 60 and ${t.etdMaxDays} between ${t.etdMinDays} and 60`),
  ],
);

/** A category's size chart: its unit and measurement columns; its rows are size_chart_rows. */
export const sizeCharts = pgTable('size_charts', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  unit: varchar('unit', { length: 10 }).notNull().default('cm'),
  columns: jsonb('columns').$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

/** One size of the catalogue in a chart, with a value per column (in the chart's column order). */
export const sizeChartRows = pgTable(
  'size_chart_rows',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => sizeCharts.categoryId, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<number[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.sizeId] })],
);

/**
 * The search's synonyms: a term (a word or a phrase such as "celana panjang", folded) and the words
 * that mean the same. A query word equal to the term or to any of its synonyms also matches the others.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    term: varchar('term', { length: 50 }).notNull(),
    synonyms: text('synonyms').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('search_synonyms_term_unique').on(t.term), index('search_synonyms_synonyms_idx').using('gin', t.synonyms)],
);
