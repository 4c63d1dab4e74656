/**
 * Turns the catalogue read cache (lib/read-cache.ts) on for this app's database. Under
 * NODE_ENV=test it stays off: the test suite writes its fixtures straight to the database and
 * counts the SQL statements each call sends, so there every read goes to the database (the HTTP
 * side, ETag/304/compression in lib/cached-json.ts, is the same). The cache's own tests turn it on.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { configureCatalogueCache, invalidateCatalogue } from '../lib/catalogue-cache.ts';

export default fp(
  async function catalogueCache(app: FastifyInstance, opts: { config: Config; db: Db }) {
    configureCatalogueCache(opts.db, { enabled: opts.config.env !== 'test' });
    app.addHook('onClose', async () => invalidateCatalogue(opts.db));
  },
  { name: 'catalogue-cache' },
);
