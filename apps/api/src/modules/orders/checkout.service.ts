/**
 * POST /api/order. Order of work, so that a refused checkout creates nothing anywhere, a failing
 * payment provider leaves nothing behind, and no transaction waits on the network:
 *   1. a new order id (order-ids.ts: from a block taken from the sequence, one statement per 20
 *      orders) and the ordered products with their sizes, colours and variants (with what each
 *      had available): from the catalogue read cache when it is on, else read
 *      (checkout-catalogue.ts);
 *   2. check the draft in the contract's order (checkoutProblem: lines, address, sizes and colours,
 *      city), then what only the server knows (the products exist, the city is shipped to, the
 *      sizes and colours are the product's), price every line from the catalogue, quote the chosen
 *      courier service for the lines' weight (order-delivery.ts; an unknown service is 400), and
 *      check each line's variant has the quantity available (else 409 OUT_OF_STOCK). When the
 *      catalogue came from the cache, a refusal is not answered before the same checks on a fresh
 *      read have made it too;
 *   3. one statement checks that the products, prices, weights and variants are still what step 2
 *      priced from (checkout-guard.ts; when not, steps 2 and 3 run again on a fresh read), holds
 *      the stock on the variants, locked in id order, and writes the order with its first
 *      attempt's Midtrans order id (from the payments module's newMidtransOrderId, given to this
 *      module as `newAttemptId`) and its items, and answers the customer's name and e-mail
 *      (checkout-write.ts placeOrder; a shortage found only now, another shopper having been
 *      faster, is the same 409 and leaves nothing);
 *   4. start that payment attempt: a Snap token (through the payments module's startPayment, given
 *      to this module as `startPayment`; no transaction open), so no Snap transaction is ever
 *      made for a checkout refused for stock;
 *   5. one statement writes the attempt, the cart clean-up and 'Pesanan Dibuat'. The order's row
 *      is not written again: its id at Midtrans is an indexed column (the admin's search), and
 *      changing it would rewrite every index entry of the row.
 * With the caches warm, a checkout sends PostgreSQL these two statements and nothing else. When
 * step 4 or 5 fails (Snap down: 502), one statement deletes the order and releases its hold
 * (dropOrder). An id taken in step 1 by an order that then fails is simply never used, as with
 * any sequence.
 */
import { checkoutProblem, MESSAGES, type Order, type OrderCreateInput } from '@gayaku/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { cachedCatalogue, freshCatalogue, type CatalogueProduct } from './checkout-catalogue.ts';
import { isCatalogueChanged } from './checkout-guard.ts';
import { checkStock } from './checkout-stock.ts';
import { completeOrder, dropOrder, placeOrder, type NewOrder } from './checkout-write.ts';
import { withDelivery } from './order-delivery.ts';
import { nextOrderId } from './order-ids.ts';
import { checkDestination, priceItems, productIdsOf, type PricedOrder } from './order-pricing.ts';
import { toOrder } from './order-rows.ts';
import type { NewAttemptId, StartPayment } from './payment-port.ts';

/** How often steps 2 and 3 run at most when the catalogue keeps changing under them. */
const PRICING_ATTEMPTS = 3;

export interface CheckoutDeps {
  db: Db;
  config: Config;
  log?: FastifyBaseLogger;
  startPayment: StartPayment;
  newAttemptId: NewAttemptId;
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

/** Step 2 on what `catalogue` says: the draft checked, every line priced, the courier quoted, the stock counted. */
async function priceDraft(deps: CheckoutDeps, body: OrderCreateInput, catalogue: Map<number, CatalogueProduct>): Promise<PricedOrder> {
  checkDraft(body, catalogue);
  const priced = await withDelivery(deps.db, body, priceItems(body.items, await checkDestination(deps.db, body), catalogue));
  checkStock(priced.lines);
  return priced;
}

/** Step 2 on the cached catalogue; a refusal it leads to, or `fresh`, prices on a fresh read instead. */
async function pricedOrder(deps: CheckoutDeps, body: OrderCreateInput, fresh: boolean): Promise<PricedOrder> {
  const productIds = productIdsOf(body.items);
  const cached = fresh ? null : await cachedCatalogue(deps.db, productIds);
  if (cached) {
    try {
      return await priceDraft(deps, body, cached);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return priceDraft(deps, body, await freshCatalogue(deps.db, productIds));
}

/** Steps 2 and 3, run again on a fresh read when the statement finds the catalogue changed since step 2 read it. */
async function placePriced(deps: CheckoutDeps, body: OrderCreateInput, order: Omit<NewOrder, 'priced'>) {
  for (let attempt = 1; ; attempt++) {
    const priced = await pricedOrder(deps, body, attempt > 1);
    try {
      return { priced, ...(await placeOrder(deps.db, { ...order, priced })) };
    } catch (err) {
      if (!isCatalogueChanged(err) || attempt >= PRICING_ATTEMPTS) throw err;
    }
  }
}

export async function createOrder(
  deps: CheckoutDeps,
  userId: number,
  body: OrderCreateInput,
): Promise<{ snapToken: string; order: Order }> {
  const { db, config } = deps;
  const orderId = await nextOrderId(db);
  const now = new Date();
  const midtransOrderId = deps.newAttemptId(orderId);
  const { priced, row, customer } = await placePriced(deps, body, { userId, orderId, midtransOrderId, createdAt: now });
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
