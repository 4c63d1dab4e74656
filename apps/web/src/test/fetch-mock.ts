/**
 * A fetch stub answering by method and path, for page tests:
 *   const api = mockApi({ 'GET /api/products': [..], 'PUT /api/cart/1': (req) => ({ ok: true }) });
 * Unknown calls answer 404 and are recorded; `api.calls` lists every request.
 */
import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}
type Handler = unknown | ((req: MockRequest) => unknown);
export class MockResponse {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
export const respond = (status: number, body: unknown) => new MockResponse(status, body);

/** Calls every logged-in page makes (the header bell of user 7 from loginAs()). */
const DEFAULT_ROUTES: Record<string, Handler> = { 'GET /api/notifications/7': [] };

export function mockApi(given: Record<string, Handler>) {
  const routes = { ...DEFAULT_ROUTES, ...given };
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
    if (handler === undefined)
      return new Response(JSON.stringify({ message: 'Alamat tidak ditemukan', code: 'NOT_FOUND' }), { status: 404 });
    const result = typeof handler === 'function' ? await (handler as (r: MockRequest) => unknown)(req) : handler;
    if (result instanceof MockResponse)
      return new Response(JSON.stringify(result.body), { status: result.status, headers: { 'Content-Type': 'application/json' } });
    return new Response(JSON.stringify(result ?? {}), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
