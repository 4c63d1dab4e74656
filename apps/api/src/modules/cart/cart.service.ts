/**
 * The shopper's cart. Every line belongs to one user; another user's line answers exactly as an
 * unknown id (404), so ids reveal nothing. A line is a product × size × colour (either may be
 * null: not chosen yet). Name, price, image and what is available always come from the catalogue
 * at read time: a line stores only its product, size, colour and quantity.
 */
import { CART_MESSAGES, LIMITS, MESSAGES, PRODUCT_MESSAGES, type CartItem } from '@gayaku/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { selectRows } from '../../db/rows.ts';
import { cartItems } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';

/**
 * The answer's lines from `source`, rows shaped (id, product_id, size_id, color_id, quantity) and
 * aliased c: the catalogue's name, price and image, the size's and colour's names, and `available`,
 * the variant's stock − held, or the sum over the product's variants matching what was chosen.
 */
function lineSelect(source: SQL, where: SQL = sql`true`): SQL {
  return sql`select c.id as cart_id, p.id as product_id, p.name, p.price, p.image_url, c.quantity,
      s.size_name as size, co.color_name as color,
      coalesce((select sum(greatest(v.stock - v.held, 0)) from product_variants v where v.product_id = c.product_id
        and (c.size_id is null or v.size_id = c.size_id) and (c.color_id is null or v.color_id = c.color_id)), 0)::int as available
    from ${source} c join products p on p.id = c.product_id
    left join sizes s on s.id = c.size_id left join colors co on co.id = c.color_id
    where ${where} order by c.id`;
}

/** GET /api/cart: one prepared statement; lines in the order they were first added. */
export async function listCart(db: Db, userId: number): Promise<CartItem[]> {
  const query = preparedSql(db, 'cart_lines', () => lineSelect(sql`cart_items`, sql`c.user_id = ${sql.placeholder('userId')}`));
  return (await query.execute({ userId })).rows as CartItem[];
}

interface Choice {
  name: string;
  sizeId: number | null;
  sizeName: string | null;
  colorId: number | null;
  colorName: string | null;
  total: number;
  available: number;
  inCart: number;
}

/** The product, the chosen size and colour among its own (case-insensitively), what is available and already in the cart. */
async function readChoice(db: Db, userId: number, productId: number, size: string | null, color: string | null): Promise<Choice | null> {
  const [row] = await selectRows<Choice>(
    db,
    sql`with sz as (select s.id, s.size_name from product_sizes ps join sizes s on s.id = ps.size_id
                    where ps.product_id = ${productId} and lower(s.size_name) = lower(${size ?? ''})),
      cl as (select c.id, c.color_name from product_colors pc join colors c on c.id = pc.color_id
             where pc.product_id = ${productId} and lower(c.color_name) = lower(${color ?? ''}))
    select p.name, (select id from sz) as "sizeId", (select size_name from sz) as "sizeName",
      (select id from cl) as "colorId", (select color_name from cl) as "colorName",
      coalesce((select sum(greatest(v.stock - v.held, 0)) from product_variants v where v.product_id = p.id), 0)::int as total,
      coalesce((select sum(greatest(v.stock - v.held, 0)) from product_variants v where v.product_id = p.id
        and (${size === null} or v.size_id = (select id from sz)) and (${color === null} or v.color_id = (select id from cl))), 0)::int as available,
      coalesce((select quantity from cart_items ci where ci.user_id = ${userId} and ci.product_id = p.id
        and coalesce(ci.size_id, 0) = coalesce((select id from sz), 0) and coalesce(ci.color_id, 0) = coalesce((select id from cl), 0)), 0) as "inCart"
    from products p where p.id = ${productId}`,
  );
  return row ?? null;
}

const tooMany = () => new AppError('VALIDATION', MESSAGES.quantityRange, [{ path: 'body.quantity', message: MESSAGES.quantityRange }]);

/**
 * POST /api/cart: checks the choice (unknown product 404; a size or colour the product does not
 * have 400; nothing of the product available 409 productSoldOut; a chosen size and colour with
 * less available than the line would then hold 409 outOfStock), then inserts the line or raises
 * the existing one's quantity in one statement (INSERT ... ON CONFLICT DO UPDATE), so concurrent
 * adds of one product × size × colour end as one line with the summed quantity. When the sum
 * would pass 99 nothing changes and the answer is 400. The cart holds nothing: only checkout does.
 */
export async function addToCart(
  db: Db,
  userId: number,
  productId: number,
  quantity: number,
  size: string | null = null,
  color: string | null = null,
): Promise<CartItem> {
  const choice = await readChoice(db, userId, productId, size, color);
  if (!choice) throw notFound(PRODUCT_MESSAGES.productNotFound);
  if ((size !== null && choice.sizeId === null) || (color !== null && choice.colorId === null)) throw badRequest(MESSAGES.variantUnknown);
  if (choice.total <= 0) throw new AppError('OUT_OF_STOCK', MESSAGES.productSoldOut);
  if (choice.inCart + quantity > LIMITS.cartQuantityMax) throw tooMany();
  if (choice.sizeName !== null && choice.colorName !== null && choice.available < choice.inCart + quantity) {
    throw new AppError('OUT_OF_STOCK', MESSAGES.outOfStock(choice.name, choice.sizeName, choice.colorName, choice.available));
  }
  const upsert = sql`insert into ${cartItems} (user_id, product_id, size_id, color_id, quantity)
    values (${userId}, ${productId}, ${choice.sizeId}, ${choice.colorId}, ${quantity})
    on conflict (user_id, product_id, coalesce(size_id, 0), coalesce(color_id, 0))
    do update set quantity = cart_items.quantity + excluded.quantity
    where cart_items.quantity + excluded.quantity <= ${LIMITS.cartQuantityMax}
    returning id, user_id, product_id, size_id, color_id, quantity`;
  const [row] = await selectRows<CartItem>(db, sql`with line as (${upsert}) ${lineSelect(sql`line`)}`);
  // No row back: a concurrent add raised the line past the limit. Same body as the schema's own quantity errors.
  if (!row) throw tooMany();
  return row;
}

/** PUT /api/cart/{cart_id}: sets the quantity of one of the user's lines. */
export async function updateCartItem(db: Db, userId: number, cartId: number, quantity: number): Promise<CartItem> {
  const update = db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, cartId), eq(cartItems.userId, userId)))
    .returning({
      id: cartItems.id,
      product_id: cartItems.productId,
      size_id: cartItems.sizeId,
      color_id: cartItems.colorId,
      quantity: cartItems.quantity,
    });
  const [row] = await selectRows<CartItem>(db, sql`with line as (${update.getSQL()}) ${lineSelect(sql`line`)}`);
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
