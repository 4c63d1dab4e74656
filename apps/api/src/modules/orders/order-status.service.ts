/**
 * PUT /api/order/{id}/status: the moves people make (docs/shop-rules.md, "Order states"): the admin
 * ships a paid order (with the courier and the resi, docs/shipping.md), the owner confirms receipt,
 * and the owner cancels a pending order. Checks come in the order of docs/shop-rules.md, "Order of
 * checks": unknown order 404, not the owner (and not an admin) 403, wrong role for the move 403,
 * an illegal move 409; then the move's own conditions: a resi needs a courier (400), and a
 * cancellation first cancels the payment at Midtrans (409 when it was paid, 502 when Midtrans
 * cannot be reached; the order is left as it is). The move itself releases a cancelled order's
 * hold, as expiry does (order-stock.ts).
 */
import { MESSAGES, ownerCancelledMessage, shippedWithWaybillMessage, type Order, type OrderStatus } from '@gayaku/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { nextStatus, type OrderEvent } from './order-state.ts';
import { toOrder, type OrderRow } from './order-rows.ts';
import { lockOrder, moveOrder } from './order-transitions.ts';
import type { CancelPayment } from './payment-port.ts';

export interface StatusDeps {
  db: Db;
  config: Config;
  log?: FastifyBaseLogger;
  cancelPayment: CancelPayment;
}

type Extra = NonNullable<Parameters<typeof moveOrder>[3]>;

interface MoveRequest {
  event: OrderEvent;
  allowed: (isOwner: boolean, isAdmin: boolean) => boolean;
  /** What the move needs done first, and the columns and notification text it writes. */
  prepare?: (tx: Tx, order: OrderRow, body: Body, deps: StatusDeps) => Promise<Extra>;
}

type Body = { status: OrderStatus; courier?: string | null | undefined; waybill?: string | null | undefined };

/** The courier (the one chosen at checkout unless the admin names another) and the resi. */
async function shipping(_tx: Tx, order: OrderRow, body: Body): Promise<Extra> {
  const courier = body.courier ?? order.courier;
  const waybill = body.waybill ?? null;
  if (waybill !== null && courier === null) throw badRequest(MESSAGES.courierRequired);
  if (waybill === null || courier === null) return courier === null ? {} : { set: { courier } };
  return { set: { courier, waybill }, message: shippedWithWaybillMessage(order.id, courier, waybill) };
}

async function cancelling(tx: Tx, order: OrderRow, _body: Body, deps: StatusDeps): Promise<Extra> {
  await deps.cancelPayment(tx, order.id, deps);
  return { message: ownerCancelledMessage(order.id) };
}

/** Which event a requested status stands for, and who may ask for it. */
const REQUESTS: Partial<Record<OrderStatus, MoveRequest>> = {
  shipped: { event: { type: 'ship' }, allowed: (_owner, admin) => admin, prepare: shipping },
  delivered: { event: { type: 'deliver' }, allowed: (owner) => owner },
  cancelled: { event: { type: 'cancel' }, allowed: (owner) => owner, prepare: cancelling },
};

/**
 * A receipt confirmed again (a second tab, a double tap, a retry after a lost answer) is answered as
 * done: nothing moves and no second notification is written (docs/shop-rules.md, "Orders").
 */
const alreadyReceived = (requested: OrderStatus, current: OrderStatus) =>
  requested === 'delivered' && (current === 'delivered' || current === 'completed');

export async function changeOrderStatus(
  deps: StatusDeps,
  actor: AuthUser,
  id: number,
  body: Body,
): Promise<{ message: string; order: Order }> {
  const requested = body.status;
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound(MESSAGES.orderNotFound);
    const isOwner = order.userId === actor.id;
    const isAdmin = actor.role === 'admin';
    if (!isOwner && !isAdmin) throw forbidden(MESSAGES.forbidden);
    const request = REQUESTS[requested];
    if (request && !request.allowed(isOwner, isAdmin)) throw forbidden(MESSAGES.forbidden);
    const before = order.status;
    if (isOwner && alreadyReceived(requested, before)) return { message: MESSAGES.orderAlreadyReceived, order: toOrder(order) };
    if (!request || nextStatus(before, request.event) === null) throw conflict(MESSAGES.illegalStatusChange(before, requested));
    const extra = request.prepare ? await request.prepare(tx, order, body, deps) : {};
    const moved = await moveOrder(tx, order, request.event, extra);
    if (moved === null) throw conflict(MESSAGES.illegalStatusChange(before, requested));
    if (isAdmin) {
      const after = { status: moved, ...extra.set };
      await recordAudit(tx, { actorId: actor.id, action: 'status', entity: 'order', entityId: id, before: { status: before }, after });
    }
    const message = moved === 'cancelled' ? MESSAGES.orderCancelled : MESSAGES.orderStatusUpdated(moved);
    return { message, order: toOrder(order) };
  });
}
