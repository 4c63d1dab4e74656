/**
 * Checkout's writes (checkout.service.ts steps 3, 5 and the way back):
 *   - placeOrder: one statement locks the lines' variants in id order, holds the stock
 *     (checkout-stock.ts; a variant that no longer has it refuses the statement: 409) and writes
 *     the order (with the Midtrans order id its first attempt will have) and its items, still
 *     without a payment attempt; a deadlock (40P01) retries it;
 *   - completeOrder: once Snap has answered, one statement writes the attempt, the cart clean-up
 *     (the bought product × size × colour lines), 'Pesanan Dibuat' and its mail;
 *   - dropOrder: when Snap failed (or the last statement did), one statement deletes the order and
 *     releases its hold, so nothing is left behind. Should the process die before either, the
 *     order stays pending without an attempt and the sweep expires it after its window, releasing
 *     the hold (jobs/sweep.ts).
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { placeholderRow, preparedSql } from '../../db/prepared.ts';
import { cartItems, colors, orderItems, orders, sizes, users } from '../../db/schema.ts';
import { hasSqlState, SQLSTATE } from '../../lib/db-errors.ts';
import { orderMailInsert } from '../mail/index.ts';
import { orderNotificationInsert, orderNotificationMessage, signalAfterCommit } from '../notifications/index.ts';
import { catalogueCheckCte } from './checkout-guard.ts';
import { holdCtes, holdsJson, isHoldRefused, shortageNow } from './checkout-stock.ts';
import type { PricedOrder } from './order-pricing.ts';
import type { OrderRow } from './order-rows.ts';
import { stockCteAfter } from './order-stock.ts';
import type { StartedPayment } from './payment-port.ts';

/** Who orders, as Snap is told. */
interface Customer {
  username: string;
  email: string;
}

export interface NewOrder {
  userId: number;
  orderId: number;
  /** The id its first payment attempt will have at Midtrans. */
  midtransOrderId: string;
  priced: PricedOrder;
  createdAt: Date;
}

const ATTEMPTS = 3;

/** The new order's row as the orders table takes it; the order's statement binds each field. */
function newOrderRow({ userId, orderId, midtransOrderId, priced, createdAt }: NewOrder): OrderRow {
  return {
    id: orderId,
    userId,
    status: 'pending',
    midtransOrderId,
    subtotal: priced.subtotal,
    shippingCost: priced.shippingCost,
    totalPrice: priced.total,
    address: priced.address,
    city: priced.city,
    ...priced.delivery,
    waybill: null,
    shippedAt: null,
    createdAt,
    updatedAt: createdAt,
    stockShort: false,
  };
}

const itemsJson = (priced: PricedOrder): string =>
  JSON.stringify(
    priced.lines.map((line) => ({
      product_id: line.productId,
      name: line.name,
      description: line.description,
      image_url: line.imageUrl,
      quantity: line.quantity,
      price: line.price,
      subtotal: line.subtotal,
      size: line.size,
      color: line.color,
      variant_id: line.variantId,
      weight: line.weightGrams,
    })),
  );

/** Columns a new order leaves to their default (null): no resi or shipping date yet. */
const NOT_YET = new Set<string>(['waybill', 'shippedAt']);

/**
 * The check of what the order was priced from (checkout-guard.ts), the hold, the order and its
 * items (from JSON parameters), in one statement, prepared once per database handle: checkout is
 * the hottest write, and building this statement cost more CPU than PostgreSQL spent running it.
 * Every field of the row is a placeholder (the row's keys are fixed). It answers the customer's
 * name and e-mail (for Snap), so checkout reads nothing before it.
 */
function placeOrderStatement(db: Db, row: OrderRow) {
  return preparedSql(db, 'checkout_place_order', () => {
    const keys = Object.keys(row).filter((key) => !NOT_YET.has(key));
    const fields = placeholderRow(keys) as unknown as OrderRow;
    const items = sql.placeholder('items');
    return sql`
      with ${catalogueCheckCte(items)},
      ${holdCtes(sql.placeholder('holds'), sql`(select ok from catalogue_checked)`)},
      new_order as (${db.insert(orders).values(fields).getSQL()})
      insert into ${orderItems} (order_id, product_id, name, description, image_url, quantity, price, subtotal, size, color, variant_id)
      select ${sql.placeholder('id')}, l.product_id, l.name, l.description, l.image_url, l.quantity, l.price, l.subtotal, l.size, l.color, l.variant_id
      from json_to_recordset(${items}::json) as l(product_id int, name text, description text, image_url text,
        quantity int, price int, subtotal bigint, size text, color text, variant_id int)
      where (select ok from catalogue_checked)
      returning (select json_build_object('username', u.username, 'email', u.email) from ${users} u where u.id = ${sql.placeholder('userId')}) as customer`;
  });
}

export interface PlacedOrder {
  row: OrderRow;
  customer: Customer;
}

async function insertOrder(db: Db, order: NewOrder): Promise<PlacedOrder> {
  const row = newOrderRow(order);
  const { rows } = await placeOrderStatement(db, row).execute({
    ...row,
    holds: holdsJson(order.priced.lines),
    items: itemsJson(order.priced),
  });
  const customer = (rows[0] as { customer: Customer | null } | undefined)?.customer;
  if (!customer) throw new Error(`user ${order.userId} vanished during checkout`);
  return { row, customer };
}

/**
 * The hold and the order, tried again when PostgreSQL picks the statement as a deadlock's victim
 * or when a refused hold finds the stock back by the time it looks (else the 409). A catalogue
 * that changed since it was read (isCatalogueChanged) is the caller's to handle.
 */
export async function placeOrder(db: Db, order: NewOrder): Promise<PlacedOrder> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertOrder(db, order);
    } catch (err) {
      if (isHoldRefused(err)) {
        const short = await shortageNow(db, order.priced.lines);
        if (short) throw short;
      } else if (!hasSqlState(err, SQLSTATE.deadlockDetected)) throw err;
      if (attempt >= ATTEMPTS) throw err;
    }
  }
}

/**
 * The cart lines the order bought: each line's product × size × colour, and the lines of its
 * products still without a size or colour (the shopper chose them at checkout). `bought` is a
 * JSON list of `{ product_id, size, color }`.
 */
function boughtLinesDelete(userId: Placeholder, bought: Placeholder): SQL {
  return sql`delete from ${cartItems} ci using json_to_recordset(${bought}::json) as l(product_id int, size text, color text)
    where ci.user_id = ${userId} and ci.product_id = l.product_id
      and (ci.size_id is null or ci.size_id in (select id from ${sizes} where size_name = l.size))
      and (ci.color_id is null or ci.color_id in (select id from ${colors} where color_name = l.color))`;
}

/**
 * The attempt, the cart clean-up, the mail and the notification, in one statement prepared once
 * per handle (checkout's second write; built like placeOrder's). The order is only read. The
 * shopper's inbox is signalled once it has committed (notifications/inbox-signal.ts).
 */
function completeOrderStatement(db: Db, payment: StartedPayment) {
  return preparedSql(db, 'checkout_complete_order', () => {
    const userId = sql.placeholder('user_id');
    return sql`
    with attempt as (${payment.attemptTemplate(db)}),
    shown as (select * from ${orders} where id = ${sql.placeholder('order_id')}),
    cart as (${boughtLinesDelete(userId, sql.placeholder('bought'))}),
    mail as (${orderMailInsert('created', 'shown')})
    ${orderNotificationInsert({ userId, kind: 'created', message: sql.placeholder('message'), order: { idsFrom: 'shown' }, signalAfterCommit: true })}`;
  });
}

/** Once Snap has answered: the attempt and everything else the new order needs, in one statement. */
export async function completeOrder(db: Db, row: OrderRow, payment: StartedPayment, priced: PricedOrder): Promise<void> {
  const { id: orderId, userId } = row;
  await completeOrderStatement(db, payment).execute({
    ...payment.attemptValues,
    order_id: orderId,
    user_id: userId,
    bought: JSON.stringify(priced.lines.map((line) => ({ product_id: line.productId, size: line.size, color: line.color }))),
    message: orderNotificationMessage(orderId, 'created'),
  });
  signalAfterCommit(db, userId);
}

/** Deletes a still-pending order whose payment could not be started, and releases its hold, in one statement. */
export async function dropOrder(db: Db, orderId: number): Promise<void> {
  await db.execute(sql`
    with moved as (delete from ${orders} where id = ${orderId} and status = 'pending' returning id),
    ${stockCteAfter('release')}
    select 1`);
}
