/**
 * Registers one route of the contract's route table: its method and path, the guard its access
 * needs (in onRequest, so 401/403 come before any body is read), its schemas (params, query, JSON
 * body, the success answer and every error answer), and its success status. A handler receives the
 * validated input and returns the answer; a multipart route reads its form itself (uploads module)
 * and checks the fields with the route's `body` schema.
 */
import { ErrorBodySchema, errorStatusesOf, type Access, type Route } from '@gayaku/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { answerFromMemory } from './cached-json.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

type RouteRequest<R extends Route> = FastifyRequest<{
  Params: Parsed<R['params']>;
  Querystring: Parsed<R['query']>;
  Body: R['multipart'] extends object ? unknown : Parsed<R['body']>;
}>;

/** Returns the answer, or the reply when it sent the answer itself (cached catalogue reads). */
export type RouteHandler<R extends Route> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<z.input<R['response']> | FastifyReply>;

export interface RouteOptions {
  /** Runs after the access guard, still before the body is read (throttles). */
  onRequest?: onRequestAsyncHookHandler;
}

function guardOf(app: FastifyInstance, access: Access): onRequestAsyncHookHandler | null {
  if (access === 'public') return null;
  return access === 'admin' ? app.requireAdmin : app.requireUser;
}

/** Fastify's `:name` form of the table's `{name}` path. */
const fastifyPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

export function route<R extends Route>(app: FastifyInstance, def: R, handler: RouteHandler<R>, options: RouteOptions = {}): void {
  const success = def.status ?? 200;
  const response: Record<number, z.ZodType> = { [success]: def.response, ...def.otherResponses };
  for (const status of errorStatusesOf(def)) response[status] ??= ErrorBodySchema;
  // A public read may be answered from memory (answers-by-url.ts); after any throttle, never past a guard.
  const fromMemory = def.access === 'public' && def.method === 'GET' ? answerFromMemory : null;
  const onRequest = [guardOf(app, def.access), options.onRequest ?? null, fromMemory].filter((hook) => hook !== null);
  app.route({
    method: def.method,
    url: fastifyPath(def.path),
    ...(onRequest.length ? { onRequest } : {}),
    schema: {
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body && !def.multipart ? { body: def.body } : {}),
      response,
    },
    handler: async (request, reply) => {
      reply.status(success);
      return handler(request as RouteRequest<R>, reply);
    },
  });
}
