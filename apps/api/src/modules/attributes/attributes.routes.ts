/**
 * /api/categories, /api/colors and /api/sizes: public reads, admin writes. The three resources
 * have the same five calls, registered by one function from the table below.
 */
import {
  CategoryInputSchema,
  CategorySchema,
  ColorInputSchema,
  ColorSchema,
  IdParamsSchema,
  MessageSchema,
  SizeInputSchema,
  SizeSchema,
} from '@gayaku/contract';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCatalogue } from '../../lib/cached-json.ts';
import { currentUser } from '../../plugins/auth.ts';
import { categoryKind, colorKind, sizeKind, type AttributeKind } from './attributes.kinds.ts';
import { createAttribute, deleteAttribute, getAttribute, listAttributes, updateAttribute } from './attributes.service.ts';

interface Resource<Row extends { id: number }, Input> {
  path: string;
  tag: string;
  kind: AttributeKind<Row, Input>;
  record: z.ZodType<Row>;
  input: z.ZodType<Input, unknown>;
}

type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

function registerResource<Row extends { id: number }, Input>(app: App, resource: Resource<Row, Input>): void {
  const { path, tag, kind, input } = resource;
  const tags = [tag];
  const item = `${path}/:id`;
  // The type provider cannot resolve a reply type that is still generic; the service returns Row.
  const record: z.ZodType = resource.record;

  // Public reads: cached values, sent with ETag/304, Cache-Control and compression (lib/cached-json.ts).
  app.get(path, { schema: { tags, response: { 200: z.array(record) } } }, async (request, reply) =>
    sendCatalogue(request, reply, await listAttributes(app.db, kind)),
  );

  app.get(item, { schema: { tags, params: IdParamsSchema, response: { 200: record } } }, async (request, reply) =>
    sendCatalogue(request, reply, await getAttribute(app.db, kind, request.params.id)),
  );

  app.post(path, { onRequest: app.requireAdmin, schema: { tags, body: input, response: { 201: record } } }, async (request, reply) => {
    const created = await createAttribute(app.db, kind, request.body, currentUser(request).id);
    return reply.status(201).send(created);
  });

  app.put(
    item,
    { onRequest: app.requireAdmin, schema: { tags, params: IdParamsSchema, body: input, response: { 200: record } } },
    async (request) => updateAttribute(app.db, kind, request.params.id, request.body, currentUser(request).id),
  );

  app.delete(
    item,
    { onRequest: app.requireAdmin, schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema } } },
    async (request) => deleteAttribute(app.db, kind, request.params.id, currentUser(request).id),
  );
}

const attributesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerResource(app, { path: '/categories', tag: 'categories', kind: categoryKind, record: CategorySchema, input: CategoryInputSchema });
  registerResource(app, { path: '/colors', tag: 'colors', kind: colorKind, record: ColorSchema, input: ColorInputSchema });
  registerResource(app, { path: '/sizes', tag: 'sizes', kind: sizeKind, record: SizeSchema, input: SizeInputSchema });
};

export default attributesRoutes;
