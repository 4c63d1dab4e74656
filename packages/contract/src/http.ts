/**
 * The route table's building blocks. Every call of the API is declared once, in two halves that
 * its domain's file joins by name with `defineRoutes`:
 * - its endpoint: method, path, who may call it and its success status. Plain data without zod, in
 *   endpoints.ts, so the storefront's bundle can carry the endpoints it calls without the schemas;
 * - its schemas (in the domain's file): params, query, body, response, and the error statuses it may answer.
 * The joined routes (routes.ts: ROUTES) are what the API registers, what the OpenAPI document is
 * generated from, and what the web's development build checks every answer against.
 */
import type { z } from 'zod';

/**
 * Who may call a route:
 * - public: anybody, no token;
 * - shopper: any signed-in account;
 * - owner: a signed-in account, on a resource that must be its own (another's is 403 or 404);
 * - admin: an account whose role is admin.
 */
export type Access = 'public' | 'shopper' | 'owner' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  readonly method: Method;
  /** Absolute, with `{name}` for path parameters: `/api/cart/{cart_id}`. */
  readonly path: `/${string}`;
  readonly access: Access;
  /** The success status; 200 when left out. */
  readonly status?: 200 | 201;
  /** The success answer's media type when it is not JSON (a CSV file, streamed). */
  readonly produces?: 'text/csv';
}

/** A body sent as multipart/form-data: its text fields (`body`) and the names of its file parts. */
export interface MultipartBody {
  readonly files: readonly string[];
  /** What the file parts must be, for the OpenAPI document; an image of at most 5 MB when left out. */
  readonly fileDescription?: string;
}

export interface RouteSchemas {
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly multipart?: MultipartBody;
  readonly response: z.ZodType;
  /**
   * 'text/event-stream': the success answer is a stream of server-sent events, and `response` is
   * the JSON in each event's `data`. Left out: the answer is `response` as JSON.
   */
  readonly eventStream?: true;
  /**
   * Statuses this route answers beyond the ones its shape implies (400 for any input, 401 and 403
   * for its access, 404 for an id in the path, 413/415 for a body).
   */
  readonly errors?: readonly (401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503)[];
  /** Other answers that carry a body of their own instead of the error body. */
  readonly otherResponses?: Readonly<Record<number, z.ZodType>>;
}

export type Route = Endpoint & RouteSchemas & { readonly operationId: string; readonly tag: string };

/** The `{name}` parts of a path. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** A path with parameters needs a params schema naming each; a path without has none. */
type SchemasOf<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? RouteSchemas & { readonly params?: never }
  : RouteSchemas & { readonly params: z.ZodType<{ [K in PathParamNames<E['path']>]: unknown }> };

type Joined<E extends Record<string, Endpoint>, S> = {
  readonly [K in keyof E & keyof S]: E[K] & S[K] & { readonly operationId: K & string; readonly tag: string };
};

/**
 * Joins a domain's endpoints and schemas into its routes; the types make both halves name the same
 * routes. Call sites mark it pure, so a bundle that uses only the endpoints drops the schemas.
 */
export function defineRoutes<
  const E extends Record<string, Endpoint>,
  const S extends { readonly [K in keyof E]: SchemasOf<E[K]> } & { readonly [K in Exclude<keyof S, keyof E>]: never },
>(tag: string, endpoints: E, schemas: S): Joined<E, S> {
  const routes: Record<string, Route> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    routes[name] = { ...endpoint, ...(schemas as Record<string, RouteSchemas>)[name]!, operationId: name, tag };
  }
  return routes as unknown as Joined<E, S>;
}

/** The path with its parameters filled in, each URL-encoded: `pathOf('/api/cart/{cart_id}', { cart_id: 3 })`. */
export function pathOf(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: missing path parameter '${name}'`);
    return encodeURIComponent(String(value));
  });
}
