import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '../../lib/version.ts';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptime_s: z.number(),
});

const healthRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/health', { schema: { response: { 200: HealthSchema, 503: HealthSchema } } }, async (_request, reply) => {
    const database = await app.database.ping().then(
      () => 'up' as const,
      () => 'down' as const,
    );
    const body = {
      status: database === 'up' ? ('ok' as const) : ('degraded' as const),
      database,
      driver: app.database.driver,
      version: APP_VERSION,
      uptime_s: Math.round(process.uptime()),
    };
    return reply.status(database === 'up' ? 200 : 503).send(body);
  });
};

export default healthRoutes;
