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
import { cachedOrdersPage, configureOrdersPageCache, invalidateOrdersPages } from './orders-page-cache.ts';
import { sendPrivate } from '../../lib/cached-json.ts';
import type { CancelPayment, NewAttemptId, StartPayment } from './payment-port.ts';
import { reorder } from './reorder.service.ts';
import { sendOrdersCsv } from './orders-csv.ts';

type Ports = { startPayment: StartPayment; cancelPayment: CancelPayment; newAttemptId: NewAttemptId };

const ordersModule: FastifyPluginAsync<Ports> = async (app, { startPayment, cancelPayment, newAttemptId }) => {
  configureOrdersPageCache(app.db, { enabled: app.config.env !== 'test' });
  app.addHook('onClose', async () => invalidateOrdersPages(app.db));

  route(app, routes.createOrder, async (request) =>
    createOrder({ db: app.db, config: app.config, log: request.log, startPayment, newAttemptId }, currentUser(request).id, request.body),
  );

  route(app, routes.listMyOrders, async (request) => listMyOrders(app.db, currentUser(request).id));
  // A page of the admin's list: cached until an order changes, sent with its ETag (orders-page-cache.ts).
  route(app, routes.listOrders, async (request, reply) => {
    const page = await cachedOrdersPage(app.db, request.query);
    return sendPrivate(request, reply.header('X-Total-Count', String(page.total)), page.rows, String(page.total));
  });
  route(app, routes.getOrder, async (request) => getOrderDetail(app.db, currentUser(request), request.params.id));
  route(app, routes.changeOrderStatus, async (request) => {
    const deps = { db: app.db, config: app.config, log: request.log, cancelPayment };
    const changed = await changeOrderStatus(deps, currentUser(request), request.params.id, request.body);
    invalidateOrdersPages(app.db); // the admin's next page shows the change, also within the sequence's settle second
    return changed;
  });
  route(app, routes.reorder, async (request) => reorder(app.db, currentUser(request), request.params.id));
  route(app, orderFileRoutes.exportOrdersCsv, async (request, reply) => sendOrdersCsv(app.db, reply, request.query));
};

export default ordersModule;
