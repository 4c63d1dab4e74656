/**
 * The one HTTP client of the SPA (STYLE.md convention 5): same-origin JSON calls, the Bearer token
 * from localStorage when present, a 15 s timeout, and every non-2xx answer turned into an ApiError
 * carrying the server's `message` and the HTTP status.
 */
import { API_TIMEOUT_MS } from '../config.ts';
import { clearSession, getToken } from './token.ts';

export const TIMEOUT_MESSAGE = 'Server tidak merespons dalam 15 detik. Periksa koneksi Anda lalu coba lagi.';
export const NETWORK_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The parsed error body, when the server sent JSON. */
  readonly body: unknown;
  /** True when the server answered (status > 0) with a `message` of its own. */
  readonly hasServerMessage: boolean;

  constructor(message: string, status: number, options: { code?: string; body?: unknown; hasServerMessage?: boolean } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.body = options.body;
    this.hasServerMessage = options.hasServerMessage ?? false;
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON unless it is FormData. */
  body?: unknown;
  /** Repeated keys for arrays; null/undefined/'' skipped. */
  query?: Record<string, QueryValue>;
  /** Overrides the stored token (e.g. the my-orders sessionStorage fallback); `null` sends none. */
  token?: string | null;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

/** How requests reach the API: the browser's fetch, or the server's own handler when it renders a page (entry-server.tsx). */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Sends every later request through `send` (the server-side render answers from the API in-process). */
export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
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

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, timeoutMs = API_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.token === undefined ? getToken() : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

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
    response = await transport(buildUrl(path, query), { method, headers, body: payload, signal: controller.signal });
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
    if (response.status === 401 && token && options.token === undefined) clearSession();
    const serverMessage = isJson ? messageOf(data) : null;
    const code = isJson && data && typeof data === 'object' && 'code' in data ? String((data as { code: unknown }).code) : undefined;
    throw new ApiError(serverMessage ?? `HTTP Error ${response.status}`, response.status, {
      code,
      body: data,
      hasServerMessage: serverMessage !== null,
    });
  }
  if (text && !isJson) throw new ApiError('Response tidak valid dari server', response.status, { code: 'NOT_JSON', body: text });
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** A message fit for people: the server's own text, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.hasServerMessage || error.status === 0)) return error.message;
  return fallback;
}
