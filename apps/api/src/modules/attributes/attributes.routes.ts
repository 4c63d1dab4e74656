/**
 * /api/categories, /api/colors and /api/sizes: public reads, admin writes. The three resources
 * have the same five calls; one generic service (attributes.service.ts) serves them, told what
 * differs by their kind (attributes.kinds.ts). Beside them, each category's size chart
 * (size-chart.service.ts).
 */
import { attributeRoutes as routes, type AdminListPage, type IdParams } from '@gayaku/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { hasQuery, sendPage } from '../../lib/admin-list.ts';
import { sendCatalogue } from '../../lib/cached-json.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { categoryKind, colorKind, sizeKind, type AttributeKind } from './attributes.kinds.ts';
import {
  createAttribute,
  deleteAttribute,
  getAttribute,
  listAttributePage,
  listAttributes,
  updateAttribute,
} from './attributes.service.ts';
import { deleteSizeChart, getSizeChart, listSizeCharts, setSizeChart } from './size-chart.service.ts';

const attributesModule: FastifyPluginAsync = async (app) => {
  // Public reads: cached values, sent with ETag/304, Cache-Control and compression (lib/cached-json.ts).
  // The storefront's plain call is the cached list; the admin's page (any parameter) is read as asked.
  const list =
    <Row extends { id: number }, Input>(kind: AttributeKind<Row, Input>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (hasQuery(request.url)) return sendPage(reply, await listAttributePage(app.db, kind, request.query as AdminListPage));
      const all = await listAttributes(app.db, kind);
      return sendCatalogue(request, reply, all.rows, { 'x-total-count': String(all.total) });
    };
  const get =
    <Row extends { id: number }, Input>(kind: AttributeKind<Row, Input>) =>
    async (request: FastifyRequest<{ Params: IdParams }>, reply: FastifyReply) =>
      sendCatalogue(request, reply, await getAttribute(app.db, kind, request.params.id));
  const create =
    <Row extends { id: number }, Input>(kind: AttributeKind<Row, Input>) =>
    async (request: FastifyRequest<{ Body: Input }>) =>
      createAttribute(app.db, kind, request.body, currentUser(request).id);
  const update =
    <Row extends { id: number }, Input>(kind: AttributeKind<Row, Input>) =>
    async (request: FastifyRequest<{ Params: IdParams; Body: Input }>) =>
      updateAttribute(app.db, kind, request.params.id, request.body, currentUser(request).id);
  const remove =
    <Row extends { id: number }, Input>(kind: AttributeKind<Row, Input>) =>
    async (request: FastifyRequest<{ Params: IdParams }>) =>
      deleteAttribute(app.db, kind, request.params.id, currentUser(request).id);

  route(app, routes.listCategories, list(categoryKind));
  route(app, routes.getCategory, get(categoryKind));
  route(app, routes.createCategory, create(categoryKind));
  route(app, routes.updateCategory, update(categoryKind));
  route(app, routes.deleteCategory, remove(categoryKind));

  route(app, routes.listColors, list(colorKind));
  route(app, routes.getColor, get(colorKind));
  route(app, routes.createColor, create(colorKind));
  route(app, routes.updateColor, update(colorKind));
  route(app, routes.deleteColor, remove(colorKind));

  route(app, routes.listSizes, list(sizeKind));
  route(app, routes.getSize, get(sizeKind));
  route(app, routes.createSize, create(sizeKind));
  route(app, routes.updateSize, update(sizeKind));
  route(app, routes.deleteSize, remove(sizeKind));

  // Size charts, one per category.
  route(app, routes.listSizeCharts, async (request, reply) => sendCatalogue(request, reply, await listSizeCharts(app.db)));
  route(app, routes.getSizeChart, async (request, reply) => sendCatalogue(request, reply, await getSizeChart(app.db, request.params.id)));
  route(app, routes.setSizeChart, async (request) => setSizeChart(app.db, request.params.id, request.body, currentUser(request).id));
  route(app, routes.deleteSizeChart, async (request) => deleteSizeChart(app.db, request.params.id, currentUser(request).id));
};

export default attributesModule;
