/**
 * POST /api/order. Order of work, so that a refused checkout creates nothing anywhere, a failing
 * payment provider leaves nothing behind, and no transaction waits on the network:
 *   1. one read: a new order id from its sequence, the customer, and the ordered products with
 *      their sizes, colours and variants (with what each has available);
 *   2. check the draft in the contract's order (checkoutProblem: lines, address, sizes and colours,
 *      city), then what only the server knows (the products exist, the city is shipped to, the
 *      sizes and colours are the product's), price every line from the catalogue, quote the chosen
 *      courier service for the lines' weight (order-delivery.ts; an unknown service is 400), and
 *      check each line's variant has the quantity available (else 409 OUT_OF_STOCK);
 *   3. one statement holds the stock on the variants, locked in id order, and writes the order
 *      with its first attempt's Midtrans order id (from the payments module's newMidtransOrderId,
 *      given to this module as `newAttemptId`) and its items (checkout-write.ts placeOrder; a
 *      shortage found only now, another shopper having been faster, is the same 409 and leaves
 *      nothing);
 *   4. start that payment attempt: a Snap token (through the payments module's startPayment, given
 *      to this module as `startPayment`; no transaction open), so no Snap transaction is ever
 *      made for a checkout refused for stock;
 *   5. one statement writes the attempt, the cart clean-up and 'Pesanan Dibuat'. The order's row
 *      is not written again: its id at Midtrans is an indexed column (the admin's search), and
 *      changing it would rewrite every index entry of the row.
 * When step 4 or 5 fails (Snap down: 502), one statement deletes the order and releases its hold
 * (dropOrder). An id taken in step 1 by an order that then fails is simply never used, as with
 * any sequence.
 */
import { checkoutProblem, MESSAGES, type Order, type OrderCreateInput } from '@gayaku/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { preparedSql } from '../../db/prepared.ts';
import { badRequest } from '../../lib/errors.ts';
import { catalogueById, catalogueJson, checkDestination, priceItems, productIdsOf, type CatalogueProduct } from './order-pricing.ts';
import { checkStock } from './checkout-stock.ts';
import { completeOrder, dropOrder, placeOrder } from './checkout-write.ts';
import { withDelivery } from './order-delivery.ts';
import { toOrder } from './order-rows.ts';
import type { NewAttemptId, StartPayment } from './payment-port.ts';

export interface CheckoutDeps {
  db: Db;
  config: Config;
  log?: FastifyBaseLogger;
  startPayment: StartPayment;
  newAttemptId: NewAttemptId;
}

interface Customer {
  username: string;
  email: string;
}

interface CheckoutRead {
  orderId: number;
  customer: Customer | null;
  products: CatalogueProduct[];
}

/** Step 1's one statement, prepared once per handle: a new order id, the customer, and the catalogue's side of the lines. */
async function readCheckout(db: Db, userId: number, productIds: number[]) {
  const statement = preparedSql(
    db,
    'checkout_read',
    () => sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as "orderId",
      (select json_build_object('username', u.username, 'email', u.email) from ${users} u where u.id = ${sql.placeholder('user_id')}) as customer,
      ${catalogueJson(sql.placeholder('product_ids'))} as products`,
  );
  const { rows } = await statement.execute({ user_id: userId, product_ids: JSON.stringify(productIds) });
  const row = rows[0] as CheckoutRead | undefined;
  if (!row?.customer) throw new Error(`user ${userId} vanished during checkout`);
  return { orderId: row.orderId, customer: row.customer, catalogue: catalogueById(row.products) };
}

/** Step 2's first check, the one the checkout screen makes too, with the catalogue's product names. */
function checkDraft(body: OrderCreateInput, catalogue: Map<number, CatalogueProduct>): void {
  const lines = body.items.map((item) => ({ ...item, name: catalogue.get(item.product_id)?.name ?? `ID ${item.product_id}` }));
  const problem = checkoutProblem({ address: body.address, city: body.city, lines });
  if (problem) throw badRequest(problem);
  const unknown = body.items.find((item) => !catalogue.has(item.product_id));
  if (unknown) throw badRequest(MESSAGES.orderProductUnavailable(unknown.product_id));
}

/** Runs `step`; when it fails, the order placed for it is dropped (its hold released) and the failure passed on. */
async function startOrDrop<T>(deps: CheckoutDeps, orderId: number, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    await dropOrder(deps.db, orderId).catch((dropErr: unknown) =>
      deps.log?.error({ err: dropErr, orderId }, 'checkout: order not dropped'),
    );
    throw err;
  }
}

export async function createOrder(
  deps: CheckoutDeps,
  userId: number,
  body: OrderCreateInput,
): Promise<{ snapToken: string; order: Order }> {
  const { db, config } = deps;
  const { orderId, customer, catalogue } = await readCheckout(db, userId, productIdsOf(body.items));
  checkDraft(body, catalogue);
  const priced = await withDelivery(db, body, priceItems(body.items, await checkDestination(db, body), catalogue), catalogue);
  checkStock(priced.lines);
  const now = new Date();
  const midtransOrderId = deps.newAttemptId(orderId);
  const row = await placeOrder(db, { userId, orderId, midtransOrderId, priced, createdAt: now });
  const payment = await startOrDrop(deps, orderId, () =>
    deps.startPayment(
      {
        orderId,
        midtransOrderId,
        lines: priced.lines,
        shippingCost: priced.shippingCost,
        total: priced.total,
        city: priced.city,
        address: priced.address,
        recipient: priced.delivery,
        customer,
        deadline: new Date(now.getTime() + config.paymentExpiryMinutes * 60_000),
        now,
      },
      deps,
    ),
  );
  await startOrDrop(deps, orderId, () => completeOrder(db, row, payment, priced));
  return { snapToken: payment.token, order: toOrder(row) };
}
