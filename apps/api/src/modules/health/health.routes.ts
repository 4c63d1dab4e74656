/** GET /api/health: 200 while the database answers, 503 (same body) while it does not. */
import { healthRoutes as routes } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { APP_VERSION } from '../../lib/version.ts';

const healthModule: FastifyPluginAsync = async (app) => {
  route(app, routes.getHealth, async (_request, reply) => {
    const database = await app.database.ping().then(
      () => 'up' as const,
      () => 'down' as const,
    );
    reply.status(database === 'up' ? 200 : 503);
    return {
      status: database === 'up' ? ('ok' as const) : ('degraded' as const),
      database,
      driver: app.database.driver,
      version: APP_VERSION,
      uptime_s: Math.round(process.uptime()),
    };
  });
};

export default healthModule;
