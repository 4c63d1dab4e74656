/**
 * /api/order… (spec section 7): checkout, the shopper's and the admin's order lists, an order's
 * detail and its status changes. Checkout gets its payment through `startPayment` (payment-port.ts),
 * which modules/index.ts hands over from the payments module.
 */
import { orderRoutes as routes } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createOrder } from './checkout.service.ts';
import { changeOrderStatus, getOrderDetail, listAllOrders, listMyOrders } from './orders.service.ts';
import type { StartPayment } from './payment-port.ts';

const ordersModule: FastifyPluginAsync<{ startPayment: StartPayment }> = async (app, { startPayment }) => {
  route(app, routes.createOrder, async (request) =>
    createOrder({ db: app.db, config: app.config, log: request.log, startPayment }, currentUser(request).id, request.body),
  );

  route(app, routes.listMyOrders, async (request) => listMyOrders(app.db, currentUser(request).id));
  route(app, routes.listOrders, async () => listAllOrders(app.db));
  route(app, routes.getOrder, async (request) => getOrderDetail(app.db, currentUser(request), request.params.id));
  route(app, routes.changeOrderStatus, async (request) =>
    changeOrderStatus(app.db, currentUser(request), request.params.id, request.body.status),
  );
};

export default ordersModule;
