/**
 * /api/products: public catalogue reads and the admin's multipart writes. Admin routes check the
 * token in onRequest, so 401/403 come before any byte of the form is read.
 */
import multipart from '@fastify/multipart';
import {
  CSV_LIMITS,
  CSV_MESSAGES,
  MESSAGES,
  PRODUCT_MESSAGES,
  ProductImportFieldsSchema,
  productFileRoutes,
  productRoutes as routes,
} from '@gayaku/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sendCatalogue } from '../../lib/cached-json.ts';
import { badRequest } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { processUpload } from '../uploads/images.ts';
import { createImageStorage } from '../uploads/storage.ts';
import { FORM_LIMITS, readMultipartFile } from '../uploads/multipart-form.ts';
import { importProducts } from './product-import.ts';
import { sendProductsCsv } from './products-csv.ts';
import { parseProductFields, readProductForm } from './product-form.ts';
import { createProduct, deleteProduct, updateProduct, type ProductWriteDeps } from './products.admin.ts';
import { listProductPage, productFacets } from './products.list.ts';
import { getProduct, popularProducts, recommendationsOf } from './products.service.ts';

const productsModule: FastifyPluginAsync = async (app) => {
  // Scoped to this module: only the product form accepts multipart bodies.
  await app.register(multipart, { limits: FORM_LIMITS, throwFileSizeLimit: true });
  const storage = createImageStorage(app.config);
  const writeDeps = (request: FastifyRequest): ProductWriteDeps => ({
    db: app.db,
    storage,
    warn: (err, msg) => request.log.warn({ err }, msg),
  });

  // Public reads: cached values, sent with ETag/304, Cache-Control and compression (lib/cached-json.ts).
  route(app, routes.listProducts, async (request, reply) => {
    const page = await listProductPage(app.db, request.query);
    return sendCatalogue(request, reply, page.products, { 'x-total-count': String(page.total) });
  });
  route(app, routes.getProductFacets, async (request, reply) => sendCatalogue(request, reply, await productFacets(app.db, request.query)));
  route(app, routes.listPopularProducts, async (request, reply) => sendCatalogue(request, reply, await popularProducts(app.db)));
  route(app, routes.getProduct, async (request, reply) => sendCatalogue(request, reply, await getProduct(app.db, request.params.id)));
  route(app, routes.getRecommendations, async (request, reply) =>
    sendCatalogue(request, reply, await recommendationsOf(app.db, request.params.id)),
  );

  route(app, routes.createProduct, async (request) => {
    const form = await readProductForm(request);
    const input = parseProductFields(routes.createProduct.body, form.fields);
    if (!form.image) throw badRequest(MESSAGES.imageRequired);
    const image = await processUpload(form.image);
    return createProduct(writeDeps(request), currentUser(request).id, input, image);
  });

  route(app, routes.updateProduct, async (request) => {
    const form = await readProductForm(request);
    const input = parseProductFields(routes.updateProduct.body, form.fields);
    const image = form.image ? await processUpload(form.image) : null;
    return updateProduct(writeDeps(request), currentUser(request).id, request.params.id, input, image);
  });

  route(app, productFileRoutes.exportProductsCsv, async (_request, reply) => sendProductsCsv(app.db, reply));
  route(app, productFileRoutes.importProducts, async (request) => {
    const form = await readMultipartFile(request, 'file', CSV_LIMITS.maxImportBytes, CSV_MESSAGES);
    const fields = parseProductFields(ProductImportFieldsSchema, form.fields);
    if (!form.file) throw badRequest(CSV_MESSAGES.fileRequired);
    return importProducts(app.db, currentUser(request).id, form.file, request.query.dry_run || fields.dry_run);
  });

  route(app, routes.deleteProduct, async (request) => {
    await deleteProduct(writeDeps(request), currentUser(request).id, request.params.id);
    return { message: PRODUCT_MESSAGES.productDeleted };
  });
};

export default productsModule;
