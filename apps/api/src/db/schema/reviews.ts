/** Ratings with their reviews and photos. */
import { sql } from 'drizzle-orm';
import { FITS } from '@gayaku/contract';
import { boolean, check, index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { products } from './catalog.ts';

/**
 * A rating with its review: stars, comment, and how the piece fitted. Only a buyer who received the
 * product may write one (docs/shop-rules.md, "Ratings and reviews"); size and colour are copied from
 * that order line, which makes it a verified purchase. A hidden review leaves every average and count.
 */
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
    fit: text('fit', { enum: FITS }),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    size: varchar('size', { length: 100 }),
    color: varchar('color', { length: 100 }),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ratings_user_product_unique').on(t.userId, t.productId),
    index('ratings_product_idx').on(t.productId),
    index('ratings_product_visible_idx')
      .on(t.productId, t.createdAt)
      .where(sql`not ${t.hidden}`),
    check('ratings_range', sql`${t.rating} between 1 and 5`),
    check('ratings_fit_known', sql`${t.fit} is null or ${t.fit} in ('kekecilan', 'pas', 'kebesaran')`),
  ],
);

/** A review's photos (at most three): WebP under /uploads with a `-thumb.webp` beside each. */
export const ratingPhotos = pgTable(
  'rating_photos',
  {
    id: serial('id').primaryKey(),
    ratingId: integer('rating_id')
      .notNull()
      .references(() => ratings.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rating_photos_rating_idx').on(t.ratingId)],
);
