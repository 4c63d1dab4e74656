/**
 * /api/order… (spec section 7): checkout, the shopper's and the admin's order lists, an order's
 * detail, its status changes and 'Beli Lagi'. Checkout gets its payment through `startPayment`, and
 * the owner's cancellation its Midtrans cancel through `cancelPayment` (payment-port.ts), which
 * modules/index.ts hands over from the payments module.
 */
import { orderFileRoutes, orderRoutes as routes } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createOrder } from './checkout.service.ts';
import { changeOrderStatus } from './order-status.service.ts';
import { getOrderDetail, listMyOrders } from './orders.service.ts';
import { listOrdersPage } from './orders-admin-list.ts';
import { sendPage } from '../../lib/admin-list.ts';
import type { CancelPayment, StartPayment } from './payment-port.ts';
import { reorder } from './reorder.service.ts';
import { sendOrdersCsv } from './orders-csv.ts';

type Ports = { startPayment: StartPayment; cancelPayment: CancelPayment };

const ordersModule: FastifyPluginAsync<Ports> = async (app, { startPayment, cancelPayment }) => {
  route(app, routes.createOrder, async (request) =>
    createOrder({ db: app.db, config: app.config, log: request.log, startPayment }, currentUser(request).id, request.body),
  );

  route(app, routes.listMyOrders, async (request) => listMyOrders(app.db, currentUser(request).id));
  route(app, routes.listOrders, async (request, reply) => sendPage(reply, await listOrdersPage(app.db, request.query)));
  route(app, routes.getOrder, async (request) => getOrderDetail(app.db, currentUser(request), request.params.id));
  route(app, routes.changeOrderStatus, async (request) =>
    changeOrderStatus(
      { db: app.db, config: app.config, log: request.log, cancelPayment },
      currentUser(request),
      request.params.id,
      request.body,
    ),
  );
  route(app, routes.reorder, async (request) => reorder(app.db, currentUser(request), request.params.id));
  route(app, orderFileRoutes.exportOrdersCsv, async (request, reply) => sendOrdersCsv(app.db, reply, request.query));
};

export default ordersModule;
