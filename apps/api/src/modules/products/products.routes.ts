/**
 * /api/products: public catalogue reads and the admin's multipart writes. Admin routes check the
 * token in onRequest, so 401/403 come before any byte of the form is read.
 */
import multipart from '@fastify/multipart';
import {
  IdParamsSchema,
  MESSAGES,
  MessageSchema,
  PRODUCT_MESSAGES,
  ProductEditFormSchema,
  ProductFormSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  RecommendationsResponseSchema,
} from '@gayaku/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCatalogue } from '../../lib/cached-json.ts';
import { badRequest } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { processUpload } from '../uploads/images.ts';
import { createImageStorage } from '../uploads/storage.ts';
import { FORM_LIMITS } from '../uploads/multipart-form.ts';
import { parseProductFields, readProductForm } from './product-form.ts';
import { createProduct, deleteProduct, updateProduct, type ProductWriteDeps } from './products.admin.ts';
import { getProduct, listProducts, popularProducts, recommendationsOf } from './products.service.ts';

const MULTIPART = ['multipart/form-data'];

const productsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Scoped to this module: only the product form accepts multipart bodies.
  await app.register(multipart, { limits: FORM_LIMITS, throwFileSizeLimit: true });
  const storage = createImageStorage(app.config);
  const writeDeps = (request: FastifyRequest): ProductWriteDeps => ({
    db: app.db,
    storage,
    warn: (err, msg) => request.log.warn({ err }, msg),
  });

  // Public reads: cached values, sent with ETag/304, Cache-Control and compression (lib/cached-json.ts).
  app.get('/products', { schema: { querystring: ProductListQuerySchema, response: { 200: ProductListSchema } } }, async (request, reply) =>
    sendCatalogue(request, reply, await listProducts(app.db, request.query)),
  );

  app.get('/products/popular', { schema: { response: { 200: ProductListSchema } } }, async (request, reply) =>
    sendCatalogue(request, reply, await popularProducts(app.db)),
  );

  app.get('/products/:id', { schema: { params: IdParamsSchema, response: { 200: ProductSchema } } }, async (request, reply) =>
    sendCatalogue(request, reply, await getProduct(app.db, request.params.id)),
  );

  app.get(
    '/products/:id/recommendations',
    { schema: { params: IdParamsSchema, response: { 200: RecommendationsResponseSchema } } },
    async (request, reply) => sendCatalogue(request, reply, await recommendationsOf(app.db, request.params.id)),
  );

  app.post(
    '/products',
    { onRequest: app.requireAdmin, schema: { consumes: MULTIPART, response: { 201: ProductSchema } } },
    async (request, reply) => {
      const form = await readProductForm(request);
      const input = parseProductFields(ProductFormSchema, form.fields);
      if (!form.image) throw badRequest(MESSAGES.imageRequired);
      const image = await processUpload(form.image);
      const product = await createProduct(writeDeps(request), currentUser(request).id, input, image);
      return reply.status(201).send(product);
    },
  );

  app.put(
    '/products/:id',
    { onRequest: app.requireAdmin, schema: { consumes: MULTIPART, params: IdParamsSchema, response: { 200: ProductSchema } } },
    async (request) => {
      const form = await readProductForm(request);
      const input = parseProductFields(ProductEditFormSchema, form.fields);
      const image = form.image ? await processUpload(form.image) : null;
      return updateProduct(writeDeps(request), currentUser(request).id, request.params.id, input, image);
    },
  );

  app.delete(
    '/products/:id',
    { onRequest: app.requireAdmin, schema: { params: IdParamsSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await deleteProduct(writeDeps(request), currentUser(request).id, request.params.id);
      return { message: PRODUCT_MESSAGES.productDeleted };
    },
  );
};

export default productsRoutes;
