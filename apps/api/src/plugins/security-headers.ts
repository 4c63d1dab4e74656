/**
 * Security headers for every response: a CSP with no inline scripts (the payment script's
 * origin allowed), nosniff, frame-ancestors 'none', a strict referrer policy.
 *
 * Helmet works out the headers once, at start: with these options they depend on nothing in the
 * request, so its middleware runs against a recording response and each request gets the recorded
 * headers. (@fastify/helmet builds a new helmet, parsing the CSP directives again, on every
 * request: 15 % of the CPU of a cached catalogue read; running the built middleware per request
 * still cost 6.5 %; docs/performance.md.) The headers are set on the raw response in onRequest, so
 * a route's own headers (the payment simulator's page) still win.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** The headers `middleware` sets, recorded once; it must set them synchronously and remove none. */
function recordedHeaders(middleware: Middleware): [string, string][] {
  const headers: [string, string][] = [];
  let failure: unknown = null;
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, String(value)]),
    removeHeader: () => {}, // X-Powered-By, which this server never sets
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err ?? null;
    finished = true;
  });
  if (!finished || failure) throw new Error('security headers: helmet did not set its headers at once', { cause: failure });
  return headers;
}

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
    const headers = recordedHeaders(setHeaders);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
