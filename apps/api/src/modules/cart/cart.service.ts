/**
 * The shopper's cart. Every line belongs to one user; another user's line answers exactly as an
 * unknown id (404), so ids reveal nothing. Name, price and image always come from the catalogue
 * at read time: a line stores only its product and quantity. Each call is one SQL statement.
 */
import { CART_MESSAGES, LIMITS, MESSAGES, PRODUCT_MESSAGES, type CartItem } from '@gayaku/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { cartItems, products } from '../../db/schema.ts';
import { hasSqlState, SQLSTATE } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';

/** The catalogue's side of a cart line. */
const catalogueFields = {
  product_id: products.id,
  name: products.name,
  price: products.price,
  image_url: products.imageUrl,
};

/** GET /api/cart: one prepared query joining the catalogue; lines in the order they were first added. */
export function listCart(db: Db, userId: number): Promise<CartItem[]> {
  const query = preparedQuery(db, 'cart_lines', (handle) =>
    handle
      .select({ cart_id: cartItems.id, quantity: cartItems.quantity, ...catalogueFields })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, sql.placeholder('userId')))
      .orderBy(asc(cartItems.id))
      .prepare('cart_lines'),
  );
  return query.execute({ userId });
}

/**
 * POST /api/cart: inserts the line or raises the existing one's quantity, in one statement
 * (INSERT ... ON CONFLICT DO UPDATE), so concurrent adds of one product end as one line with the
 * summed quantity. When the sum would pass 99 nothing changes and the answer is 400.
 */
export async function addToCart(db: Db, userId: number, productId: number, quantity: number): Promise<CartItem> {
  const line = db.$with('line').as(
    db
      .insert(cartItems)
      .values({ userId, productId, quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`cart_items.quantity + excluded.quantity` },
        setWhere: sql`cart_items.quantity + excluded.quantity <= ${LIMITS.cartQuantityMax}`,
      })
      .returning({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity }),
  );
  let rows: CartItem[];
  try {
    rows = await db
      .with(line)
      .select({ cart_id: line.id, quantity: line.quantity, ...catalogueFields })
      .from(line)
      .innerJoin(products, eq(products.id, line.productId));
  } catch (err) {
    if (hasSqlState(err, SQLSTATE.foreignKeyViolation)) throw notFound(PRODUCT_MESSAGES.productNotFound);
    throw err;
  }
  // No row back: the line exists and the raised quantity would pass the limit. Same body as
  // the schema's own quantity errors.
  const [row] = rows;
  if (!row) throw new AppError('VALIDATION', MESSAGES.quantityRange, [{ path: 'body.quantity', message: MESSAGES.quantityRange }]);
  return row;
}

/** PUT /api/cart/{cart_id}: sets the quantity of one of the user's lines. */
export async function updateCartItem(db: Db, userId: number, cartId: number, quantity: number): Promise<CartItem> {
  const [row] = await db
    .update(cartItems)
    .set({ quantity })
    .from(products)
    .where(and(eq(cartItems.id, cartId), eq(cartItems.userId, userId), eq(products.id, cartItems.productId)))
    .returning({ cart_id: cartItems.id, quantity: cartItems.quantity, ...catalogueFields });
  if (!row) throw notFound(CART_MESSAGES.itemNotFound);
  return row;
}

/** DELETE /api/cart/{cart_id}: removes one of the user's lines. */
export async function removeCartItem(db: Db, userId: number, cartId: number): Promise<{ message: string }> {
  const [row] = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, cartId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (!row) throw notFound(CART_MESSAGES.itemNotFound);
  return { message: CART_MESSAGES.itemRemoved };
}
