/**
 * Core API (docs/payments.md, "Simulator: Core API"): Get Status, cancel and expire, all with
 * server-key Basic auth. A token with no payment action yet is "Transaction doesn't exist." (404), like Snap.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hasServerKey, notify, payloadContext, UNAUTHORIZED_MESSAGE, type SimContext } from './context.ts';
import { statusBody } from './payloads.ts';
import type { TransactionStatus } from './signature.ts';
import { applyStatus, type SimTransaction } from './store.ts';

type IdRequest = { Params: { id: string } };

const CANNOT_MODIFY = { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' };

const MODIFY: Record<'cancel' | 'expire', { from: TransactionStatus[]; to: TransactionStatus; message: string }> = {
  cancel: { from: ['pending', 'capture', 'authorize'], to: 'cancel', message: 'Success, transaction is canceled' },
  expire: { from: ['pending'], to: 'expire', message: 'Success, transaction is expired' },
};

export function registerCoreRoutes(app: FastifyInstance, ctx: SimContext): void {
  /** The transaction behind `:id` (order_id or transaction_id) once it has a payment; else replies. */
  function lookup(authorization: string | undefined, id: string, reply: FastifyReply): SimTransaction | null {
    if (!hasServerKey(authorization, ctx.serverKey)) {
      void reply.code(401).send({ status_code: '401', status_message: UNAUTHORIZED_MESSAGE });
      return null;
    }
    const tx = ctx.store.byOrderOrTransactionId(id);
    if (!tx || tx.status === null) {
      void reply.code(404).send({ status_code: '404', status_message: "Transaction doesn't exist.", id: randomUUID() });
      return null;
    }
    return tx;
  }

  app.get<IdRequest>('/v2/:id/status', async (request, reply) => {
    const tx = lookup(request.headers.authorization, request.params.id, reply);
    return tx ? statusBody(tx, payloadContext(ctx)) : reply;
  });

  for (const action of ['cancel', 'expire'] as const) {
    app.post<IdRequest>(`/v2/:id/${action}`, async (request, reply) => {
      const tx = lookup(request.headers.authorization, request.params.id, reply);
      if (!tx) return reply;
      const rule = MODIFY[action];
      if (tx.status === null || !rule.from.includes(tx.status)) return reply.code(412).send(CANNOT_MODIFY);
      applyStatus(tx, rule.to, { paymentType: tx.paymentType ?? undefined, fraudStatus: tx.fraudStatus });
      notify(ctx, tx);
      const { signature_key: _signature, ...fields } = statusBody(tx, payloadContext(ctx));
      return { ...fields, status_code: '200', status_message: rule.message };
    });
  }
}
