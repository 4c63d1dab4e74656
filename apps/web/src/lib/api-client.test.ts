import {
  adEndpoints,
  authEndpoints,
  cartEndpoints,
  orderEndpoints,
  productEndpoints,
  type adRoutes,
  type authRoutes,
  type cartRoutes,
  type productRoutes,
} from '@gayaku/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../test/jwt.ts';
import { buildUrl, createApi } from './api-client.ts';
import { ApiError, errorText, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from './api-error.ts';

const cart = createApi<typeof cartRoutes>(cartEndpoints);
const products = createApi<typeof productRoutes>(productEndpoints);
const auth = createApi<typeof authRoutes>(authEndpoints);
const ads = createApi<typeof adRoutes>(adEndpoints);

// @ts-expect-error -- a client is made from the endpoints of the routes it is typed by
createApi<typeof cartRoutes>(orderEndpoints);

function mockFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal('fetch', fn);
  return fn;
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const line = {
  cart_id: 9,
  product_id: 1,
  name: 'Kaos',
  price: 79_000,
  quantity: 1,
  image_url: '/uploads/kaos.webp',
  size: null,
  color: null,
  available: 10,
};
const headersOf = (fn: ReturnType<typeof mockFetch>, call = 0) => fn.mock.calls[call]![1].headers as Record<string, string>;

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

  it('sends the stored token as a Bearer header and JSON bodies, to the path with its parameters filled in', async () => {
    const token = loginAs(5);
    const fetchMock = mockFetch(async () => json({ ...line, quantity: 2 }));
    await expect(cart.updateCartLine({ params: { cart_id: 9 }, body: { quantity: 2 } })).resolves.toMatchObject({ quantity: 2 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/cart/9');
    expect(init.method).toBe('PUT');
    expect(headersOf(fetchMock).Authorization).toBe(`Bearer ${token}`);
    expect(headersOf(fetchMock)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"quantity":2}');
  });

  it('sends no Authorization header on a public route, even when logged in, nor with `token: null`', async () => {
    loginAs(5);
    const fetchMock = mockFetch(async () => json([]));
    await products.listProducts();
    await cart.listCart({ token: null });
    await cart.listCart({ token: 'from-session' });
    expect(headersOf(fetchMock, 0).Authorization).toBeUndefined();
    expect(headersOf(fetchMock, 1).Authorization).toBeUndefined();
    expect(headersOf(fetchMock, 2).Authorization).toBe('Bearer from-session');
  });

  it("sends a multipart route's fields and files as one form", async () => {
    loginAs(1, 'admin');
    const fetchMock = mockFetch(async () => json({ image_url: '/uploads/banner.webp' }, 201));
    const image = new File(['img'], 'banner.png', { type: 'image/png' });
    await ads.uploadAdBanner({ files: { image } });
    const init = fetchMock.mock.calls[0]![1];
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('image')).toBe(image);
    expect(headersOf(fetchMock)['Content-Type']).toBeUndefined(); // the browser sets the form's boundary
  });

  it('turns a non-2xx answer into an ApiError with the server message and status', async () => {
    mockFetch(async () => json({ message: 'Email sudah terdaftar', code: 'CONFLICT' }, 409));
    const error = await auth
      .register({ body: { username: 'sinta', email: 's@contoh.id', password: 'rahasia123' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Email sudah terdaftar', status: 409, code: 'CONFLICT', hasServerMessage: true });
  });

  it("falls back to 'HTTP Error {status}' without a server message", async () => {
    mockFetch(async () => new Response('<html>oops</html>', { status: 502 }));
    await expect(products.listPopularProducts()).rejects.toMatchObject({ message: 'HTTP Error 502', status: 502, hasServerMessage: false });
  });

  it('gives up after 15 s with a clear Indonesian message', async () => {
    vi.useFakeTimers();
    mockFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = products.listProducts().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(15_000);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(TIMEOUT_MESSAGE);
  });

  it('fails loudly, naming the route, when an answer contradicts the contract (development and tests)', async () => {
    loginAs(5);
    mockFetch(async () => json({ ok: true }));
    await expect(cart.updateCartLine({ params: { cart_id: 9 }, body: { quantity: 2 } })).rejects.toThrow(
      /^updateCartLine \(PUT \/api\/cart\/\{cart_id\}\) answered against the contract: cart_id: /,
    );
  });
});

describe('errorText: a failure as a person reads it', () => {
  const refused = new ApiError('Kategori masih dipakai oleh 3 produk', 409, { code: 'CONFLICT', hasServerMessage: true });
  it("shows the server's reason, or the connection text, else the screen's own", () => {
    expect(errorText(refused, 'Gagal menghapus kategori')).toBe('Kategori masih dipakai oleh 3 produk');
    expect(errorText(new ApiError('Database sedang tidak dapat dihubungi.', 503, { hasServerMessage: true }), 'x')).toBe(
      'Database sedang tidak dapat dihubungi.',
    );
    expect(errorText(new ApiError(NETWORK_MESSAGE, 0, { code: 'NETWORK' }), 'x')).toBe(NETWORK_MESSAGE);
    expect(errorText(new ApiError('Terjadi kesalahan pada server', 500, { code: 'INTERNAL', hasServerMessage: true }), 'Gagal')).toBe(
      'Gagal',
    );
    expect(errorText(new ApiError('HTTP Error 502', 502), 'Gagal')).toBe('Gagal');
    expect(errorText(new Error('boom'), 'Gagal')).toBe('Gagal');
  });
  it("quotes a refusal's reason after the fallback when asked", () => {
    expect(errorText(refused, 'Gagal menyimpan pesanan', { quoteRefusal: true })).toBe(
      'Gagal menyimpan pesanan: Kategori masih dipakai oleh 3 produk',
    );
  });
});
