/**
 * The payment page (popup/embed iframe and redirect mode) and its button endpoint
 * (docs/payments.md, "Simulator: payment page"; buttons Bayar, Pending, Gagal, Tutup).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notify, payloadContext, type SimContext } from './context.ts';
import { PAGE_ERRORS, renderPayPage, type PageError, type PageMode } from './page-html.ts';
import { callbackResult } from './payloads.ts';
import type { TransactionStatus } from './signature.ts';
import { applyStatus, tokenState } from './store.ts';

const HTML = 'text/html; charset=utf-8';

const ACTIONS: Record<string, { status: TransactionStatus; paymentType: string; event: 'success' | 'pending' | 'error' }> = {
  pay: { status: 'settlement', paymentType: 'qris', event: 'success' },
  pay_card: { status: 'capture', paymentType: 'credit_card', event: 'success' },
  pending: { status: 'pending', paymentType: 'bank_transfer', event: 'pending' },
  fail: { status: 'deny', paymentType: 'qris', event: 'error' },
};

type PageRequest = FastifyRequest<{ Params: { token: string }; Querystring: { client_key?: string; origin?: string } }>;

/** The embedding page's origin, passed by snap.js, used as postMessage target; null if malformed. */
function parentOrigin(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value ? value : null;
  } catch {
    return null;
  }
}

function errorResult(error: PageError): { status_code: string; status_message: string[] } {
  return { status_code: error.statusCode, status_message: [error.statusMessage] };
}

export function registerPageRoutes(app: FastifyInstance, ctx: SimContext): void {
  const assetBase = `${ctx.prefix}/snap/v1/sim/assets`;

  function page(mode: PageMode) {
    return async (request: PageRequest, reply: FastifyReply) => {
      const { token } = request.params;
      const base = {
        mode,
        assetBase,
        actionUrl: `${ctx.prefix}/snap/v1/sim/pay/${encodeURIComponent(token)}/action`,
        parentOrigin: parentOrigin(request.query.origin),
      };
      const tx = ctx.store.byToken(token);
      if (!tx)
        return reply
          .code(404)
          .type(HTML)
          .send(renderPayPage({ ...base, tx: null, error: PAGE_ERRORS.notFound }));
      const key = request.query.client_key;
      const state = tokenState(tx);
      const error = key !== undefined && key !== ctx.clientKey ? PAGE_ERRORS.clientKey : state === 'open' ? null : PAGE_ERRORS[state];
      return reply.type(HTML).send(renderPayPage({ ...base, tx, error }));
    };
  }

  app.get('/snap/v1/sim/pay/:token', page('popup'));
  app.get('/snap/v2/vtweb/:token', page('redirect'));

  app.post<{ Params: { token: string } }>('/snap/v1/sim/pay/:token/action', async (request, reply) => {
    const body = request.body;
    const action = typeof body === 'object' && body !== null && 'action' in body ? body.action : undefined;
    if (action !== 'close' && (typeof action !== 'string' || !(action in ACTIONS))) {
      return reply.code(400).send({ error_messages: ['action must be one of pay, pay_card, pending, fail, close'] });
    }
    const tx = ctx.store.byToken(request.params.token);
    if (!tx) return reply.code(404).send({ event: 'error', result: errorResult(PAGE_ERRORS.notFound) });
    const state = tokenState(tx);
    if (state !== 'open') return reply.code(409).send({ event: 'error', result: errorResult(PAGE_ERRORS[state]) });
    const step = ACTIONS[action];
    if (!step) return { event: 'close', result: null };
    applyStatus(tx, step.status, { paymentType: step.paymentType });
    notify(ctx, tx);
    return { event: step.event, result: callbackResult(tx, payloadContext(ctx)) };
  });
}
