/**
 * A fetch stub answering by method and path, held to the contract's route table:
 *   const api = mockApi({ 'GET /api/products': [..], 'PUT /api/cart/1': (req) => cartItem(1, { quantity: 2 }) });
 * Every key must be a call of the table (`{param}` segments filled in), and every answer one that
 * route can give: a success answer (a plain value, sent with the route's success status) is checked
 * against the route's response schema, an error answer (`respond(4xx, body)`) against the error
 * body. A mock that contradicts the contract fails the test: at once for a fixed answer, when it is
 * sent for a computed one. Calls nobody mocked answer 404 and are recorded; `api.calls` lists every request.
 */
import { allRoutes, ErrorBodySchema, type Route } from '@gayaku/contract';
import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  /** A JSON body parsed; a form as the FormData sent. */
  body: unknown;
  headers: Record<string, string>;
}
type Handler = unknown | ((req: MockRequest) => unknown);
export class MockResponse {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}
/** An answer with its status (and headers, such as a list's X-Total-Count). */
export const respond = (status: number, body: unknown, headers: Record<string, string> = {}) => new MockResponse(status, body, headers);

/** Calls every logged-in page makes (the header bell of user 7 from loginAs()). */
const DEFAULT_ROUTES: Record<string, Handler> = { 'GET /api/notifications/7': [] };

/** The table's routes by how specific their path is: '/api/order/orders' before '/api/order/{id}'. */
const MATCHERS = allRoutes()
  .map((route) => ({
    route,
    pattern: new RegExp(`^${route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
    params: route.path.split('{').length - 1,
  }))
  .sort((a, b) => a.params - b.params);

/** The route a call goes to, or undefined when the table has none. */
export function routeOf(method: string, path: string): Route | undefined {
  return MATCHERS.find((m) => m.route.method === method && m.pattern.test(path))?.route;
}

/** What is wrong with answering `route` with this status and body, or null when the contract allows it. */
function contractProblem(route: Route, status: number, body: unknown): string | null {
  const schema = route.otherResponses?.[status] ?? (status >= 400 ? ErrorBodySchema : route.response);
  const result = schema.safeParse(body);
  if (result.success) return null;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');
  return `${route.operationId} (${route.method} ${route.path}) cannot answer ${status} with this body: ${issues}`;
}

/** Computed answers that contradicted the contract; the test setup fails the test that sent them. */
const failures: string[] = [];
export function takeMockFailures(): string[] {
  return failures.splice(0);
}

function answerOf(route: Route, result: unknown): { status: number; body: unknown; headers?: Record<string, string> } {
  return result instanceof MockResponse
    ? { status: result.status, body: result.body, headers: result.headers }
    : { status: route.status ?? 200, body: result };
}

function routeOfKey(key: string): Route {
  const [method = '', path = ''] = key.split(' ');
  const route = routeOf(method, path);
  if (!route) throw new Error(`mockApi: '${key}' is no call of the contract's route table`);
  return route;
}

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export function mockApi(given: Record<string, Handler>) {
  const routes = { ...DEFAULT_ROUTES, ...given };
  for (const [key, handler] of Object.entries(routes)) {
    const route = routeOfKey(key);
    if (typeof handler === 'function' || handler instanceof Promise) continue;
    const { status, body } = answerOf(route, handler);
    const problem = contractProblem(route, status, body);
    if (problem) throw new Error(`mockApi: '${key}': ${problem}`);
  }
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const req: MockRequest = {
      method,
      path: url.pathname,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(req);
    const key = `${method} ${url.pathname}`;
    const handler = key in routes ? routes[key] : undefined;
    if (handler === undefined) return jsonResponse(404, { message: 'Alamat tidak ditemukan', code: 'NOT_FOUND' });
    const result = typeof handler === 'function' ? await (handler as (r: MockRequest) => unknown)(req) : await handler;
    const { status, body, headers } = answerOf(routeOfKey(key), result);
    const problem = contractProblem(routeOfKey(key), status, body);
    if (problem) {
      failures.push(`mockApi: '${key}': ${problem}`);
      return jsonResponse(500, { message: problem, code: 'INTERNAL' });
    }
    return jsonResponse(status, body, headers);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
