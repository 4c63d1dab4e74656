/**
 * POST /api/order/{id}/reorder ('Beli Lagi', docs/shipping.md): the lines of the owner's delivered
 * or completed order go back into the cart, each as its product × size × colour, as many as the
 * variant still has available (at most 99 per cart line, counting what the cart holds already).
 * A line whose product is gone, whose size or colour the product no longer offers, or with nothing
 * left, is reported and skipped. Unknown order 404, another's 403, another status 409.
 */
import { LIMITS, MESSAGES, type ReorderResponse } from '@gayaku/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { cartItems, colors, orderItems, orders, productColors, products, productSizes, productVariants, sizes } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';

interface LineNow {
  name: string;
  size: string | null;
  color: string | null;
  quantity: number;
  productId: number | null;
  listed: boolean;
  sizeId: number | null;
  colorId: number | null;
  available: number;
  inCart: number;
}

/** The order's lines against today's catalogue, stock and the owner's cart. */
function linesNow(db: Db, orderId: number, userId: number): Promise<LineNow[]> {
  return selectRows<LineNow>(
    db,
    sql`select oi.name, oi.size, oi.color, oi.quantity, oi.product_id as "productId", p.id is not null as listed,
      sz.id as "sizeId", co.id as "colorId",
      coalesce((select sum(greatest(v.stock - v.held, 0)) from ${productVariants} v
        join ${productSizes} ps on ps.product_id = v.product_id and ps.size_id = v.size_id
        join ${productColors} pc on pc.product_id = v.product_id and pc.color_id = v.color_id
        where v.product_id = oi.product_id and (sz.id is null or v.size_id = sz.id) and (co.id is null or v.color_id = co.id)), 0)::int as available,
      coalesce((select ci.quantity from ${cartItems} ci where ci.user_id = ${userId} and ci.product_id = oi.product_id
        and coalesce(ci.size_id, 0) = coalesce(sz.id, 0) and coalesce(ci.color_id, 0) = coalesce(co.id, 0)), 0)::int as "inCart"
    from ${orderItems} oi
    left join ${products} p on p.id = oi.product_id
    left join lateral (select s.id from ${sizes} s join ${productSizes} ps on ps.size_id = s.id and ps.product_id = oi.product_id
      where lower(s.size_name) = lower(oi.size)) sz on true
    left join lateral (select c.id from ${colors} c join ${productColors} pc on pc.color_id = c.id and pc.product_id = oi.product_id
      where lower(c.color_name) = lower(oi.color)) co on true
    where oi.order_id = ${orderId} order by oi.id`,
  );
}

/** Why a line cannot go back to the cart, or null with the cart line's new quantity. */
function verdict(line: LineNow): { why: string } | { quantity: number } {
  if (!line.listed || line.productId === null) return { why: MESSAGES.reorderProductGone };
  if ((line.size !== null && line.sizeId === null) || (line.color !== null && line.colorId === null)) {
    return { why: MESSAGES.variantUnknown };
  }
  const quantity = Math.min(line.inCart + line.quantity, line.available, LIMITS.cartQuantityMax);
  return quantity > line.inCart ? { quantity } : { why: MESSAGES.reorderSoldOut };
}

export async function reorder(db: Db, viewer: AuthUser, orderId: number): Promise<ReorderResponse> {
  const [order] = await db.select({ userId: orders.userId, status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(MESSAGES.orderNotFound);
  if (order.userId !== viewer.id) throw forbidden(MESSAGES.forbidden);
  if (order.status !== 'delivered' && order.status !== 'completed') throw conflict(MESSAGES.reorderNotAllowed);
  const skipped: ReorderResponse['skipped'] = [];
  const adds: { product_id: number; size_id: number | null; color_id: number | null; quantity: number }[] = [];
  for (const line of await linesNow(db, orderId, viewer.id)) {
    const v = verdict(line);
    if ('why' in v) skipped.push({ name: line.name, size: line.size, color: line.color, message: v.why });
    else adds.push({ product_id: line.productId as number, size_id: line.sizeId, color_id: line.colorId, quantity: v.quantity });
  }
  if (adds.length > 0) {
    await db.execute(sql`insert into ${cartItems} (user_id, product_id, size_id, color_id, quantity)
      select ${viewer.id}, l.product_id, l.size_id, l.color_id, l.quantity
      from json_to_recordset(${JSON.stringify(adds)}::json) as l(product_id int, size_id int, color_id int, quantity int)
      on conflict (user_id, product_id, coalesce(size_id, 0), coalesce(color_id, 0))
      do update set quantity = greatest(${cartItems.quantity}, excluded.quantity)`);
  }
  return { message: MESSAGES.reorderDone(adds.length), added: adds.length, skipped };
}
