/**
 * Snap API (docs/payments.md, "Simulator: Snap API") and the static files: snap.js and the payment page's
 * own script and stylesheet (no inline code: the shop's CSP forbids it).
 */
import type { FastifyInstance } from 'fastify';
import { hasServerKey, notificationTargets, publicBase, UNAUTHORIZED_MESSAGE, type SimContext } from './context.ts';
import { PAGE_CSS } from './page-css.ts';
import { PAY_PAGE_JS } from './pay-page-js.ts';
import { snapJs } from './snap-js.ts';
import { validateCreate } from './validate.ts';

const JS = 'application/javascript; charset=utf-8';

export function registerSnapRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.post('/snap/v1/transactions', async (request, reply) => {
    if (!hasServerKey(request.headers.authorization, ctx.serverKey)) {
      return reply.code(401).send({ error_messages: [UNAUTHORIZED_MESSAGE] });
    }
    const result = validateCreate(request.body, (orderId) => ctx.store.has(orderId));
    if (!result.ok) return reply.code(400).send({ error_messages: result.errors });
    const { callbackFinish, ...input } = result.value;
    const headers = request.headers;
    const tx = ctx.store.create({
      ...input,
      finishUrl: callbackFinish ?? ctx.finishUrl?.() ?? null,
      targets: notificationTargets(ctx, headers['x-override-notification'], headers['x-append-notification']),
    });
    return reply.code(201).send({ token: tx.token, redirect_url: `${publicBase(ctx)}/snap/v2/vtweb/${tx.token}` });
  });

  app.post<{ Params: { token: string } }>('/snap/v1/transactions/:token/cancel', async (request, reply) => {
    if (!hasServerKey(request.headers.authorization, ctx.serverKey)) {
      return reply.code(401).send({ error_messages: [UNAUTHORIZED_MESSAGE] });
    }
    const tx = ctx.store.byToken(request.params.token);
    if (!tx) return reply.code(404).send({ error_messages: ['token not found'] });
    if (tx.tokenCanceledAt !== null) return reply.code(412).send({ error_messages: ['token already canceled'] });
    if (tx.status !== null && tx.status !== 'deny') {
      return reply.code(412).send({ error_messages: ['Transaction is on progress'] });
    }
    tx.tokenCanceledAt = new Date();
    return { canceled_at: tx.tokenCanceledAt.toISOString() };
  });

  app.get('/snap/snap.js', async (_request, reply) =>
    reply
      .type(JS)
      .header('cache-control', 'no-cache')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(snapJs(publicBase(ctx))),
  );

  app.get('/snap/v1/sim/assets/pay.js', async (_request, reply) => reply.type(JS).header('cache-control', 'no-cache').send(PAY_PAGE_JS));

  app.get('/snap/v1/sim/assets/pay.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(PAGE_CSS),
  );
}
