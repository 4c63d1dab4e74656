/**
 * buildApp(): the whole API as a Fastify instance, without listening. Plugins load in a fixed
 * order: infrastructure (logging, parsers, errors) -> cross-cutting (security, auth, docs) ->
 * feature modules -> static files and the SPA fallback last.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { installIndonesianValidationMessages, LIMITS, MESSAGES, type ErrorBody } from '@gayaku/contract';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { registerJsonBodyParser } from './lib/json-body.ts';
import { modules } from './modules/index.ts';
import authPlugin from './plugins/auth.ts';
import catalogueCache from './plugins/catalogue-cache.ts';
import errorHandler from './plugins/error-handler.ts';
import openapi from './plugins/openapi.ts';
import pagePreload from './plugins/page-preload.ts';
import securityHeaders from './plugins/security-headers.ts';
import staticFiles from './plugins/static-files.ts';
import storefrontPages from './plugins/storefront-pages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** pino options or false; tests pass false. */
  logger?: boolean | object;
}

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  '*.password',
  '*.password_hash',
  '*.passwordHash',
  '*.token',
  '*.snapToken',
  '*.snap_token',
  '*.jwtSecret',
  '*.serverKey',
];

/** A URL as logged: a reset link's `token` and a notification stream's `ticket` (or any other) query value are never written out. */
export const loggedUrl = (url: string): string => url.replace(/([?&](?:token|ticket)=)[^&#]*/gi, '$1[redacted]');

/**
 * Every route validates and serializes with zod (set on the root below, inherited everywhere), so
 * Fastify's own JSON Schema compilers (ajv, fast-json-stringify) are never asked for. Named here,
 * they are not loaded at start-up either: ~240 ms of a cold start and their code out of the heap. A
 * route with a JSON Schema of its own would fail at start-up with this message.
 */
const zodOnly = (): never => {
  throw new Error('Every route validates and serializes with zod: no JSON Schema compiler is set up');
};

const serializers = {
  req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
    method: req.method,
    url: loggedUrl(req.url),
    host: req.hostname,
    remoteAddress: req.ip,
  }),
};

export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  installIndonesianValidationMessages();
  const app = Fastify({
    logger: logger === undefined ? { level: config.logLevel, redact: { paths: REDACT, censor: '[redacted]' }, serializers } : logger,
    bodyLimit: LIMITS.maxJsonBodyBytes,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: { compilersFactory: { buildValidator: zodOnly, buildSerializer: zodOnly } },
    // A URL the router cannot even decode ('/api/products/%') answers in the API's shape too.
    frameworkErrors: (error, _request, reply) => {
      const body: ErrorBody =
        error.code === 'FST_ERR_BAD_URL'
          ? { message: MESSAGES.invalidUrl, code: 'BAD_REQUEST' }
          : { message: MESSAGES.internal, code: 'INTERNAL' };
      void (reply as FastifyReply).code(body.code === 'BAD_REQUEST' ? 400 : 500).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // 1. infrastructure
  await app.register(errorHandler);
  // 2. cross-cutting
  await app.register(securityHeaders, { config });
  await app.register(catalogueCache, { config, db: database.db }); // catalogue read cache (lib/read-cache.ts)
  await app.register(pagePreload, { db: database.db }); // Link: preload of a catalogue page's first API answers and main photo
  await app.register(authPlugin, { config, db: database.db });
  await app.register(openapi); // GET /api/docs/openapi.json, generated from the route table
  // 3. feature modules: each registers its routes from the contract's route table (absolute /api
  //    paths); the payment simulator mounts itself under its own prefix
  for (const mod of modules) {
    await app.register(mod.plugin, { ...mod.options, ...(mod.prefix ? { prefix: mod.prefix } : {}) });
  }
  // 4. static files and the SPA fallback, last
  await app.register(staticFiles, { webDistDir: config.webDistDir, uploadsDir: path.join(config.dataDir, 'uploads') });
  // catalogue pages rendered on the server
  await app.register(storefrontPages, { db: database.db, webDistDir: config.webDistDir, rendersPerSecond: config.pageRendersPerSecond });
  return app;
}
