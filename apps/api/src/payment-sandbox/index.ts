/**
 * Midtrans-compatible offline payment simulator ("sim"), a Fastify plugin. The shop mounts it
 * in-process under /payment-sandbox when MIDTRANS_ENV=simulator; standalone.ts runs it alone.
 * Contract: docs/payments.md, "Simulator". State lives in memory; closing the Fastify
 * instance cancels every scheduled notification and retry (onClose hook).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { createContext, type SimContext } from './context.ts';
import { registerCoreRoutes } from './routes-core.ts';
import { registerPageRoutes } from './routes-page.ts';
import { registerSimRoutes } from './routes-sim.ts';
import { registerSnapRoutes } from './routes-snap.ts';

export { midtransSignature, notificationStatusCode } from './signature.ts';

export interface PaymentSandboxOptions {
  serverKey: string; // must start with 'SB-' or registration throws
  clientKey: string;
  /** Where signed notifications are POSTed; a function because the port is known only after listen. */
  notificationUrl: () => string;
  /** Absolute base URL of the simulator as the browser/backend reaches it, e.g. http://127.0.0.1:3000/payment-sandbox */
  publicUrl: () => string;
  /** Default finish URL (a transaction's callbacks.finish overrides it). */
  finishUrl?: () => string;
  notifyDelayMs?: number; // default 300
  retryScale?: number; // default 0.001
  merchantId?: string; // default 'G000000000'
  production?: boolean; // true => refuse to register (throw): the simulator never runs when NODE_ENV=production
  /** Timeout of one notification POST; default 15 000 ms (Midtrans). */
  notifyTimeoutMs?: number;
  /** CSP frame-ancestors of the payment page; default "'self'" (the in-process mount). */
  frameAncestors?: string;
}

const INTERNAL_ERROR_MESSAGE = 'Sorry, we encountered internal server error. We will fix this soon.';

export function pageCsp(frameAncestors: string): string {
  return `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors ${frameAncestors}`;
}

function nonNegative(name: string, value: number | undefined, fallback: number): number {
  const result = value ?? fallback;
  if (!Number.isFinite(result) || result < 0) throw new Error(`payment-sandbox: ${name} must be a number >= 0`);
  return result;
}

function resolveOptions(opts: PaymentSandboxOptions): Omit<SimContext, 'prefix' | 'store' | 'notifier'> {
  if (opts.production) throw new Error('payment-sandbox: the simulator refuses to run when NODE_ENV=production');
  if (typeof opts.serverKey !== 'string' || !opts.serverKey.startsWith('SB-')) {
    throw new Error('payment-sandbox: serverKey must be a sandbox key starting with "SB-"');
  }
  if (typeof opts.clientKey !== 'string' || opts.clientKey === '') throw new Error('payment-sandbox: clientKey is required');
  return {
    serverKey: opts.serverKey,
    clientKey: opts.clientKey,
    merchantId: opts.merchantId ?? 'G000000000',
    notificationUrl: opts.notificationUrl,
    publicUrl: opts.publicUrl,
    finishUrl: opts.finishUrl,
    frameAncestors: opts.frameAncestors ?? "'self'",
    notifyDelayMs: nonNegative('notifyDelayMs', opts.notifyDelayMs, 300),
    retryScale: nonNegative('retryScale', opts.retryScale, 0.001),
    notifyTimeoutMs: nonNegative('notifyTimeoutMs', opts.notifyTimeoutMs, 15_000),
  };
}

export default async function paymentSandbox(app: FastifyInstance, opts: PaymentSandboxOptions): Promise<void> {
  const ctx = createContext(resolveOptions(opts), app.prefix);

  app.addHook('onClose', async () => ctx.notifier.stop());

  // Runs after the shop's helmet (which writes raw headers in onRequest), so these win.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', pageCsp(ctx.frameAncestors));
      reply.removeHeader('x-frame-options');
      reply.raw.removeHeader('x-frame-options');
    }
    if (type.startsWith('text/html') || type.startsWith('application/json')) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'payment-sandbox: unexpected error');
    return reply.code(status).send({ error_messages: [status === 500 ? INTERNAL_ERROR_MESSAGE : error.message] });
  });

  registerSnapRoutes(app, ctx);
  registerPageRoutes(app, ctx);
  registerCoreRoutes(app, ctx);
  await app.register(async (sim) => registerSimRoutes(sim, ctx));
}
