/** /api/admin/stats: the owner's sales figures. */
import { statsRoutes as routes } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { getStats } from './stats.service.ts';

const statsModule: FastifyPluginAsync = async (app) => {
  route(app, routes.getStats, async (request) => getStats(app.db, request.query));
};

export default statsModule;
