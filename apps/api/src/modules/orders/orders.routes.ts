/**
 * /api/order… (spec section 7): checkout, the shopper's and the admin's order lists, order
 * detail, status changes and the "pay now" token.
 */
import {
  ErrorBodySchema,
  IdParamsSchema,
  OrderCreateBodySchema,
  OrderCreateResponseSchema,
  OrderDetailSchema,
  OrderListSchema,
  OrderStatusBodySchema,
  OrderStatusResponseSchema,
  PaymentParamsSchema,
  PaymentTokenResponseSchema,
} from '@gayaku/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { createOrder } from './checkout.service.ts';
import { changeOrderStatus, getOrderDetail, listAllOrders, listMyOrders } from './orders.service.ts';
import { requestPayment } from './payment-retry.service.ts';

const tags = ['orders'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

const ordersRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest) => ({ db: app.db, config: app.config, log: request.log });

  app.post(
    '/order',
    {
      onRequest: app.requireUser,
      schema: { tags, body: OrderCreateBodySchema, response: { 201: OrderCreateResponseSchema, 502: ErrorBodySchema, ...errors } },
    },
    async (request, reply) => {
      const created = await createOrder(deps(request), currentUser(request).id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/order/orders',
    { onRequest: app.requireUser, schema: { tags, response: { 200: OrderListSchema, ...errors } } },
    async (request) => listMyOrders(app.db, currentUser(request).id),
  );

  app.get('/order', { onRequest: app.requireAdmin, schema: { tags, response: { 200: OrderListSchema, ...errors } } }, async () =>
    listAllOrders(app.db),
  );

  app.get(
    '/order/payment/:midtrans_order_id',
    {
      onRequest: app.requireUser,
      schema: { tags, params: PaymentParamsSchema, response: { 200: PaymentTokenResponseSchema, 502: ErrorBodySchema, ...errors } },
    },
    async (request) => requestPayment(deps(request), currentUser(request).id, request.params.midtrans_order_id),
  );

  app.get(
    '/order/:id',
    { onRequest: app.requireUser, schema: { tags, params: IdParamsSchema, response: { 200: OrderDetailSchema, ...errors } } },
    async (request) => getOrderDetail(app.db, currentUser(request), request.params.id),
  );

  app.put(
    '/order/:id/status',
    {
      onRequest: app.requireUser,
      schema: { tags, params: IdParamsSchema, body: OrderStatusBodySchema, response: { 200: OrderStatusResponseSchema, ...errors } },
    },
    async (request) => changeOrderStatus(app.db, currentUser(request), request.params.id, request.body.status),
  );
};

export default ordersRoutes;
