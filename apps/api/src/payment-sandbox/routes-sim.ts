/**
 * Test-only controls (docs/payments.md, "Simulator: test controls") under /__sim: no auth, but loopback callers
 * only (403 otherwise). Never called by production code.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLoopback, notify, payloadContext, publicBase, type SimContext } from './context.ts';
import { forgedBody, stalePendingBody } from './payloads.ts';
import { isTransactionStatus, TRANSACTION_STATUSES } from './signature.ts';
import { applyStatus, transactionView, type SimTransaction } from './store.ts';

type OrderRequest = { Params: { order_id: string }; Body: unknown };
const MAX_REPLAYS = 50;

function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
}

function optionalString(body: unknown, key: string): string | undefined {
  const value = field(body, key);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function registerSimRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.addHook('onRequest', async (request, reply) => {
    // The socket's address, not request.ip: a forwarded-for header must never unlock the controls.
    if (!isLoopback(request.socket.remoteAddress ?? ''))
      return reply.code(403).send({ error_messages: ['/__sim is only available from loopback'] });
  });

  function find(orderId: string, reply: FastifyReply, needsNotification = false): SimTransaction | null {
    const tx = ctx.store.byOrderId(orderId);
    if (!tx) {
      void reply.code(404).send({ error_messages: [`order ${orderId} not found`] });
      return null;
    }
    if (needsNotification && tx.notifications.length === 0) {
      void reply.code(409).send({ error_messages: [`order ${orderId} has no notification to send yet`] });
      return null;
    }
    return tx;
  }

  app.get('/__sim/transactions', async () => ctx.store.list().map((tx) => transactionView(tx, publicBase(ctx))));

  app.get<OrderRequest>('/__sim/transactions/:order_id', async (request, reply) => {
    const tx = find(request.params.order_id, reply);
    return tx ? transactionView(tx, publicBase(ctx)) : reply;
  });

  app.post<OrderRequest>('/__sim/transactions/:order_id/status', async (request, reply) => {
    const status = field(request.body, 'transaction_status');
    if (!isTransactionStatus(status)) {
      return reply.code(400).send({ error_messages: [`transaction_status must be one of ${TRANSACTION_STATUSES.join(', ')}`] });
    }
    const tx = find(request.params.order_id, reply);
    if (!tx) return reply;
    applyStatus(tx, status, {
      paymentType: optionalString(request.body, 'payment_type') ?? tx.paymentType ?? undefined,
      fraudStatus: optionalString(request.body, 'fraud_status'),
    });
    notify(ctx, tx);
    return { transaction: transactionView(tx, publicBase(ctx)), notification: tx.notifications.at(-1) };
  });

  app.post<OrderRequest>('/__sim/transactions/:order_id/expire-page', async (request, reply) => {
    const tx = find(request.params.order_id, reply);
    if (!tx) return reply;
    tx.expiresAt = new Date(Date.now() - 1);
    return transactionView(tx, publicBase(ctx));
  });

  app.post<OrderRequest>('/__sim/notifications/:order_id/replay', async (request, reply) => {
    const times = field(request.body, 'times') ?? 1;
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > MAX_REPLAYS) {
      return reply.code(400).send({ error_messages: [`times must be a whole number from 1 to ${MAX_REPLAYS}`] });
    }
    const tx = find(request.params.order_id, reply, true);
    const last = tx?.notifications.at(-1);
    if (!tx || !last) return reply;
    ctx.notifier.schedule(
      tx.targets,
      Array.from({ length: times }, () => last),
    );
    return { scheduled: times, notification: last };
  });

  app.post<OrderRequest>('/__sim/notifications/:order_id/out-of-order', async (request, reply) => {
    const tx = find(request.params.order_id, reply, true);
    const latest = tx?.notifications.at(-1);
    if (!tx || !latest) return reply;
    const stale = stalePendingBody(tx, payloadContext(ctx));
    ctx.notifier.schedule(tx.targets, [latest, stale]);
    return { scheduled: [latest, stale] };
  });

  app.post<OrderRequest>('/__sim/notifications/:order_id/forge', async (request, reply) => {
    const tx = find(request.params.order_id, reply);
    if (!tx) return reply;
    const forged = forgedBody(tx, payloadContext(ctx));
    ctx.notifier.schedule(tx.targets, [forged], true);
    return { scheduled: forged };
  });

  app.get<{ Querystring: { order_id?: string } }>('/__sim/notifications', async (request) => {
    const orderId = request.query.order_id;
    return orderId === undefined ? ctx.notifier.log : ctx.notifier.log.filter((entry) => entry.order_id === orderId);
  });

  app.post('/__sim/reset', async () => {
    ctx.notifier.reset();
    ctx.store.clear();
    return { reset: true };
  });
}
