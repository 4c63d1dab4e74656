/**
 * The types of the client's calls (api-client.ts), read off the contract's routes: what a call
 * takes (z.input of its params, query and body; a multipart route's files) and what it resolves
 * to (z.output of its response). Types only: no schema reaches the bundle through here.
 */
import type { Endpoint, RouteSchemas } from '@gayaku/contract';
import type { z } from 'zod';

/** A query parameter's value: arrays are sent as repeated keys. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** A domain's routes, as `typeof cartRoutes`. */
export type Routes = Record<string, Endpoint & RouteSchemas>;

/** The endpoints a client is made from: the very routes of `Table`, each with its method, path and access. */
export type EndpointsOf<Table extends Routes> = {
  readonly [K in keyof Table]: Endpoint & Pick<Table[K], 'method' | 'path' | 'access'>;
};

interface CallOptions {
  readonly signal?: AbortSignal;
  /** Instead of the usual 15 s (an upload on a slow connection). */
  readonly timeoutMs?: number;
  /** Instead of the stored token (the my-orders sessionStorage fallback); `null` sends none. Public routes never send one. */
  readonly token?: string | null;
  /** Sees the headers of a successful answer (a list's X-Total-Count). */
  readonly onHeaders?: (headers: Headers) => void;
}

/** z.input of one of a route's schemas; never when the route has none. */
type Part<R, K extends 'params' | 'query' | 'body'> = R extends { readonly [P in K]: infer S extends z.ZodType } ? z.input<S> : never;

/** An input key: absent when the route has no such schema, optional when nothing in it is required. */
type Field<K extends string, T> = [T] extends [never]
  ? { readonly [P in K]?: never }
  : Record<never, never> extends T
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T };

/** A multipart route's file parts by name (a part left empty is not sent). */
type Files<R> = R extends { readonly multipart: { readonly files: readonly (infer F extends string)[] } }
  ? { readonly files: { readonly [P in F]?: Blob | null } }
  : { readonly files?: never };

/** What one route's call takes. */
type CallInput<R> = Field<'params', Part<R, 'params'>> &
  Field<'query', Part<R, 'query'>> &
  Field<'body', Part<R, 'body'>> &
  Files<R> &
  CallOptions;

/** What one route's call resolves to. */
type CallOutput<R> = R extends { readonly response: infer S extends z.ZodType } ? z.output<S> : never;

/** The call of one route; its input may be left out when nothing in it is required. */
type Call<R> =
  Record<never, never> extends CallInput<R>
    ? (input?: CallInput<R>) => Promise<CallOutput<R>>
    : (input: CallInput<R>) => Promise<CallOutput<R>>;

export type Api<Table extends Routes> = { readonly [K in keyof Table]: Call<Table[K]> };

/** Any call's input, as the client reads it at run time. */
export interface LooseInput extends CallOptions {
  readonly params?: unknown;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  readonly files?: Readonly<Record<string, Blob | null | undefined>>;
}
