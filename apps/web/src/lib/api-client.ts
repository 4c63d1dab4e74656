/**
 * The one HTTP client of the app, derived from the contract's route table: `createApi` turns a
 * domain's endpoints into one function per route, whose input (params, query, body) and answer are
 * typed by that route's schemas. Same-origin JSON calls; the Bearer token from storage on every
 * route that is not public; a 15 s timeout; every non-2xx answer becomes an ApiError (api-error.ts).
 * In development and tests every answer is checked against the route's response schema.
 *
 *   const cartApi = createApi<typeof cartRoutes>(cartEndpoints);
 *   await cartApi.updateCartLine({ params: { cart_id: 3 }, body: { quantity: 2 } });
 */
import { pathOf, type Endpoint, type Route } from '@gayaku/contract';
import { API_TIMEOUT_MS } from '../config.ts';
import type { Api, EndpointsOf, LooseInput, QueryValue, Routes } from './api-types.ts';
import { ApiError, INVALID_RESPONSE, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from './api-error.ts';
import { clearSession, getToken } from './token.ts';

/** How requests reach the API: the browser's fetch, or the server's own handler when it renders a page (entry-server.tsx). */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Sends every later request through `send` (the server-side render answers from the API in-process). */
export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

/** `path?key=value…`: arrays as repeated keys; null, undefined and '' left out. */
export function buildUrl(path: string, query?: Readonly<Record<string, QueryValue>>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const m = (body as { message: unknown }).message;
    if (typeof m === 'string' && m.trim()) return m;
  }
  return null;
}

/** A multipart route's text fields and files as one form. */
function formDataOf(fields: unknown, files: Readonly<Record<string, Blob | null | undefined>>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((fields ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file);
  return form;
}

/** Sends one call of the route table; resolves with the parsed JSON answer. */
async function send(endpoint: Endpoint, input: LooseInput): Promise<unknown> {
  const { signal, timeoutMs = API_TIMEOUT_MS } = input;
  // A public route never carries the token (the page preloads and the service worker's cache rely on it).
  const storedToken = input.token === undefined;
  const token = endpoint.access === 'public' ? null : storedToken ? getToken() : input.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (input.files) payload = formDataOf(input.body, input.files);
  else if (input.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(input.body);
  }
  const url = buildUrl(pathOf(endpoint.path, input.params as Record<string, string | number> | undefined), input.query);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onOuterAbort, { once: true });

  let response: Response;
  try {
    response = await transport(url, { method: endpoint.method, headers, body: payload, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new ApiError(TIMEOUT_MESSAGE, 0, { code: 'TIMEOUT' });
    if (signal?.aborted) throw error; // cancelled by the caller (e.g. TanStack Query)
    throw new ApiError(NETWORK_MESSAGE, 0, { code: 'NETWORK' });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onOuterAbort);
  }

  const text = await response.text();
  let data: unknown = undefined;
  let isJson = false;
  if (text) {
    try {
      data = JSON.parse(text);
      isJson = true;
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    // The server no longer accepts the stored token (expired, user removed): log out locally.
    if (response.status === 401 && token && storedToken) clearSession();
    const serverMessage = isJson ? messageOf(data) : null;
    const code = isJson && data && typeof data === 'object' && 'code' in data ? String((data as { code: unknown }).code) : undefined;
    throw new ApiError(serverMessage ?? `HTTP Error ${response.status}`, response.status, {
      code,
      body: data,
      hasServerMessage: serverMessage !== null,
    });
  }
  input.onHeaders?.(response.headers);
  // A file (CSV) is answered as its text.
  if (endpoint.produces) return text;
  if (text && !isJson) throw new ApiError(INVALID_RESPONSE, response.status, { code: 'NOT_JSON', body: text });
  input.onHeaders?.(response.headers);
  // Development and tests only: the production build drops this branch, and the schemas with it.
  if (import.meta.env.DEV) checkAnswer((await import('@gayaku/contract')).allRoutes(), endpoint, data);
  return data;
}

/** Throws when an answer contradicts its route's response schema, naming the route and what is wrong. */
function checkAnswer(routes: readonly Route[], endpoint: Endpoint, data: unknown): void {
  const route = routes.find((r) => r.method === endpoint.method && r.path === endpoint.path);
  const call = `${endpoint.method} ${endpoint.path}`;
  if (!route) throw new Error(`${call} is not in the contract's route table`);
  const result = route.response.safeParse(data);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`);
  throw new Error(`${route.operationId} (${call}) answered against the contract: ${issues.join('; ')}`);
}

/**
 * One function per route of `endpoints`, typed by `Table` (the same domain's routes, passed as a
 * type only so the bundle carries no schema): `createApi<typeof cartRoutes>(cartEndpoints)`.
 */
export function createApi<Table extends Routes>(endpoints: EndpointsOf<Table>): Api<Table> {
  const api: Record<string, (input?: LooseInput) => Promise<unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
    api[name] = (input = {}) => send(endpoint, input);
  }
  return api as Api<Table>;
}
