/** /api/products/{id}/stock and /api/stock/low: the admin's stock per size × colour. */
import { stockRoutes as routes } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getProductStock, listLowStock, setProductStock } from './stock.service.ts';

const stockModule: FastifyPluginAsync = async (app) => {
  route(app, routes.getProductStock, async (request) => getProductStock(app.db, request.params.id));
  route(app, routes.setProductStock, async (request) => setProductStock(app.db, currentUser(request).id, request.params.id, request.body));
  route(app, routes.listLowStock, async () => listLowStock(app.db, app.config.lowStockThreshold));
};

export default stockModule;
