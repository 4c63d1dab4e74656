/**
 * /api/cart: the signed-in shopper's own cart lines. Every call needs a token (401 before the
 * body is read); lines of other users are 404.
 */
import { cartRoutes as routes } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { addToCart, listCart, removeCartItem, updateCartItem } from './cart.service.ts';

const cartModule: FastifyPluginAsync = async (app) => {
  route(app, routes.listCart, async (request) => listCart(app.db, currentUser(request).id));

  route(app, routes.addToCart, async (request) =>
    addToCart(
      app.db,
      currentUser(request).id,
      request.body.product_id,
      request.body.quantity,
      request.body.size ?? null,
      request.body.color ?? null,
    ),
  );

  route(app, routes.updateCartLine, async (request) =>
    updateCartItem(app.db, currentUser(request).id, request.params.cart_id, request.body.quantity),
  );

  route(app, routes.removeCartLine, async (request) => removeCartItem(app.db, currentUser(request).id, request.params.cart_id));
};

export default cartModule;
