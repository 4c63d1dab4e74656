import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../test/jwt.ts';
import { api, ApiError, buildUrl, TIMEOUT_MESSAGE } from './api-client.ts';

function mockFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal('fetch', fn);
  return fn;
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api client', () => {
  it('repeats array query parameters and skips empty ones', () => {
    expect(buildUrl('/api/products', { category: ['Pria', 'Kaos & Polo'], color: [], search: '', sort: 'popular' })).toBe(
      '/api/products?category=Pria&category=Kaos+%26+Polo&sort=popular',
    );
  });

  it('sends the stored token as a Bearer header and JSON bodies', async () => {
    const token = loginAs(5);
    const fetchMock = mockFetch(async () => json({ ok: true }));
    await api.post('/api/cart', { product_id: 1, quantity: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/cart');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${token}`);
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"product_id":1,"quantity":1}');
  });

  it('sends no Authorization header when logged out', async () => {
    const fetchMock = mockFetch(async () => json([]));
    await api.get('/api/products');
    expect((fetchMock.mock.calls[0]![1].headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('turns a non-2xx answer into an ApiError with the server message and status', async () => {
    mockFetch(async () => json({ message: 'Email sudah terdaftar', code: 'CONFLICT' }, 409));
    const error = await api.post('/api/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Email sudah terdaftar', status: 409, code: 'CONFLICT', hasServerMessage: true });
  });

  it("falls back to 'HTTP Error {status}' without a server message", async () => {
    mockFetch(async () => new Response('<html>oops</html>', { status: 502 }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ message: 'HTTP Error 502', status: 502, hasServerMessage: false });
  });

  it('gives up after 15 s with a clear Indonesian message', async () => {
    vi.useFakeTimers();
    mockFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = api.get('/api/products').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(15_000);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(TIMEOUT_MESSAGE);
  });
});
