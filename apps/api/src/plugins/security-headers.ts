/**
 * Security headers for every response: a CSP with no inline scripts (the payment script's
 * origin allowed), nosniff, frame-ancestors 'none', a strict referrer policy.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

export default fp(
  async function securityHeaders(app: FastifyInstance, opts: { config: Config }) {
    const snapOrigin = opts.config.midtrans.snapJsUrl.startsWith('http') ? new URL(opts.config.midtrans.snapJsUrl).origin : null;
    const paymentOrigins = snapOrigin ? [snapOrigin, snapOrigin.replace('app.', 'api.')] : [];
    await app.register(helmet, {
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
  },
  { name: 'security-headers' },
);
