/**
 * GET /api/docs/openapi.json: the OpenAPI 3.1 document of the API, generated once from the
 * contract's route table (packages/contract openapi.ts).
 */
import { allRoutes, openApiDocument } from '@gayaku/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { APP_VERSION } from '../lib/version.ts';

export default fp(
  async function openapi(app: FastifyInstance) {
    let document: Record<string, unknown> | null = null;
    app.get('/api/docs/openapi.json', async (_request, reply) => {
      document ??= openApiDocument(allRoutes(), APP_VERSION);
      return reply.header('cache-control', 'no-cache').send(document);
    });
  },
  { name: 'openapi' },
);
