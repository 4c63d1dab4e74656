/**
 * The OpenAPI 3.1 document of the API, generated from the route table: one operation per route,
 * with its operationId, tag, security, parameters, request body (JSON or multipart) and every answer
 * it can give, errors included. Served at /api/docs/openapi.json and linted by @redocly/cli in CI.
 */
import { z } from 'zod';
import { ErrorBodySchema } from './common.ts';
import type { Route } from './http.ts';

type JsonSchema = Record<string, unknown>;

const ERROR_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'Permintaan tidak valid (isian, parameter, JSON atau URL)',
  401: 'Belum masuk, token tidak valid, atau (webhook) tanda tangan tidak valid',
  403: 'Tidak berhak: bukan admin, atau bukan milik sendiri',
  404: 'Tidak ditemukan',
  409: 'Bertentangan dengan keadaan data sekarang',
  413: 'Isi permintaan atau berkas terlalu besar',
  415: 'Jenis konten atau berkas tidak didukung',
  429: 'Terlalu banyak percobaan',
  502: 'Penyedia pembayaran gagal menjawab',
  503: 'Database sedang tidak dapat dihubungi',
};

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  return rest;
};

/** The statuses a route may answer with the error body. */
export function errorStatusesOf(route: Route): number[] {
  const statuses = new Set<number>(route.errors ?? []);
  // Any request can carry a malformed URL or query; input that fails its schema is a 400 as well.
  statuses.add(400);
  if (route.access !== 'public') statuses.add(401);
  if (route.access === 'admin' || route.access === 'owner') statuses.add(403);
  if (route.params) statuses.add(404);
  if (route.body !== undefined && route.method !== 'GET') statuses.add(413).add(415);
  return [...statuses].sort((a, b) => a - b);
}

function parametersOf(route: Route): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const required = where === 'path' || (object.required ?? []).includes(name);
      const { description, ...rest } = property;
      parameters.push({ name, in: where, required, schema: rest, ...(description ? { description } : {}) });
    }
  }
  return parameters;
}

function requestBodyOf(route: Route): JsonSchema | undefined {
  if (route.body === undefined) return undefined;
  const fields = jsonSchema(route.body, 'input');
  if (!route.multipart) return { required: true, content: { 'application/json': { schema: fields } } };
  const properties = { ...((fields.properties as Record<string, JsonSchema> | undefined) ?? {}) };
  for (const file of route.multipart.files)
    properties[file] = {
      type: 'string',
      format: 'binary',
      description: route.multipart.fileDescription ?? 'JPEG, PNG atau WebP, maksimal 5 MB',
    };
  const schema = { ...fields, type: 'object', properties };
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

function operationOf(route: Route): JsonSchema {
  const success = route.status ?? 200;
  const responses: Record<string, JsonSchema> = {
    [success]: route.eventStream
      ? {
          description: 'Berhasil: aliran server-sent events; `data` setiap event berupa JSON skema ini',
          content: { 'text/event-stream': { schema: { type: 'string' }, 'x-event-data': jsonSchema(route.response, 'output') } },
        }
      : {
          description: 'Berhasil',
          content: { [route.produces ?? 'application/json']: { schema: jsonSchema(route.response, 'output') } },
        },
  };
  for (const [status, schema] of Object.entries(route.otherResponses ?? {})) {
    responses[status] = {
      description: ERROR_DESCRIPTIONS[Number(status)] ?? 'Jawaban lain',
      content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
    };
  }
  for (const status of errorStatusesOf(route)) {
    responses[status] ??= { $ref: `#/components/responses/Error${status}` };
  }
  const parameters = parametersOf(route);
  const requestBody = requestBodyOf(route);
  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    security: route.access === 'public' ? [] : [{ bearerAuth: [] }],
    ...(route.access === 'public' ? {} : { 'x-access': route.access }),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** The document for these routes; its server is the one that serves it (`/`). */
export function openApiDocument(routes: readonly Route[], version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operationOf(route);
  }
  const tags = [...new Set(routes.map((r) => r.tag))].sort().map((name) => ({ name, description: `Panggilan domain ${name}` }));
  const used = new Set(routes.flatMap((route) => errorStatusesOf(route).filter((status) => !route.otherResponses?.[status])));
  const responses = Object.fromEntries(
    [...used].sort().map((status) => [
      `Error${status}`,
      {
        description: ERROR_DESCRIPTIONS[status],
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gayaku API',
      version,
      description:
        'REST API toko fashion Gayaku. Setiap kegagalan dijawab sebagai { message, code, issues? }. ' +
        'Panggilan selain publik memakai token login (Authorization: Bearer).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Gayaku' },
    },
    servers: [{ url: '/', description: 'Server yang menyajikan dokumen ini' }],
    tags,
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ErrorBody: jsonSchema(ErrorBodySchema, 'output') },
      responses,
    },
  };
}
