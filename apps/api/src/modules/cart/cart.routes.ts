/**
 * /api/cart: the signed-in shopper's own cart lines. Every call needs a token (401 before the
 * body is read); lines of other users are 404.
 */
import { CartAddBodySchema, CartItemSchema, CartListSchema, CartParamsSchema, CartUpdateBodySchema, MessageSchema } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { addToCart, listCart, removeCartItem, updateCartItem } from './cart.service.ts';

const tags = ['cart'];

const cartRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/cart', { onRequest: app.requireUser, schema: { tags, response: { 200: CartListSchema } } }, async (request) =>
    listCart(app.db, currentUser(request).id),
  );

  app.post(
    '/cart',
    { onRequest: app.requireUser, schema: { tags, body: CartAddBodySchema, response: { 201: CartItemSchema } } },
    async (request, reply) => {
      const { product_id, quantity } = request.body;
      const line = await addToCart(app.db, currentUser(request).id, product_id, quantity);
      return reply.status(201).send(line);
    },
  );

  app.put(
    '/cart/:cart_id',
    {
      onRequest: app.requireUser,
      schema: { tags, params: CartParamsSchema, body: CartUpdateBodySchema, response: { 200: CartItemSchema } },
    },
    async (request) => updateCartItem(app.db, currentUser(request).id, request.params.cart_id, request.body.quantity),
  );

  app.delete(
    '/cart/:cart_id',
    { onRequest: app.requireUser, schema: { tags, params: CartParamsSchema, response: { 200: MessageSchema } } },
    async (request) => removeCartItem(app.db, currentUser(request).id, request.params.cart_id),
  );
};

export default cartRoutes;
