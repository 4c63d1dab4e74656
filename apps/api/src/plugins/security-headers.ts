/**
 * Security headers for every response: a CSP with no inline scripts (the payment script's
 * origin allowed), nosniff, frame-ancestors 'none', a strict referrer policy.
 *
 * Helmet's middleware is built once and run in one onRequest hook. (@fastify/helmet builds a new
 * helmet, parsing the CSP directives again, on every request: 15 % of the CPU of a cached
 * catalogue read; docs/performance.md.) The headers are set on the raw response, as before, so a
 * route's own headers (the payment simulator's page) still win.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';

export default fp(
  async function securityHeaders(app: FastifyInstance, opts: { config: Config }) {
    const snapOrigin = opts.config.midtrans.snapJsUrl.startsWith('http') ? new URL(opts.config.midtrans.snapJsUrl).origin : null;
    const paymentOrigins = snapOrigin ? [snapOrigin, snapOrigin.replace('app.', 'api.')] : [];
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...paymentOrigins],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'], // blob: the admin product form's preview of the chosen file
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...paymentOrigins],
          frameSrc: ["'self'", ...paymentOrigins],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: opts.config.env === 'production',
      frameguard: { action: 'deny' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
