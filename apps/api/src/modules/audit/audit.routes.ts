/** /api/admin/audit: the audit trail of admin writes, a page at a time with X-Total-Count. */
import { auditRoutes as routes } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { listAudit } from './audit.service.ts';

const auditModule: FastifyPluginAsync = async (app) => {
  route(app, routes.listAudit, async (request, reply) => {
    const { entries, total } = await listAudit(app.db, request.query);
    reply.header('X-Total-Count', String(total));
    return entries;
  });
};

export default auditModule;
