/**
 * The catalogue pages rendered on the server (entry-server.tsx) and taken over in the browser
 * (main.tsx): the HTML shows the page with its data, the browser's first render matches it
 * exactly (React reports no hydration mismatch and redraws nothing), and the browser does not
 * ask the API again for what the page carries.
 */
import { hydrate } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app.tsx';
import { renderPage } from './entry-server.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { PAGE_STATE_ID, readPageState, scriptSafeJson } from './page-state.ts';
import { mockApi, respond } from './test/fetch-mock.ts';
import { product, products } from './test/fixtures.ts';

const catalogue = products(20);
const routes = {
  'GET /api/products': catalogue,
  'GET /api/products/popular': catalogue.slice(0, 6),
  'GET /api/products/3': product(3, { name: 'Kemeja Batik Parang' }),
  'GET /api/products/3/recommendations': { recommendations: [] },
  'GET /api/products/404': respond(404, { message: 'Produk tidak ditemukan', code: 'NOT_FOUND' }),
  'GET /api/categories': [{ id: 1, name: 'Pria', image_url: null }],
  'GET /api/colors': [{ id: 1, color_name: 'Hitam' }],
  'GET /api/ads': [{ id: 1, title: 'Koleksi Baru', image_url: '/uploads/demo/ad-1.webp' }],
};

/** Renders as on the server, where there is no window, document or storage (this test file runs in jsdom). */
async function renderOnServer(url: string, send: typeof fetch) {
  const browser = { window, document, localStorage, sessionStorage };
  for (const name of Object.keys(browser)) vi.stubGlobal(name, undefined);
  try {
    return await renderPage(url, send);
  } finally {
    for (const [name, value] of Object.entries(browser)) vi.stubGlobal(name, value);
  }
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Renders `url` as the server does, puts the result in the document, and hydrates it as main.tsx does. */
async function serveAndHydrate(url: string, beforeHydration: () => void = () => undefined) {
  const api = mockApi(routes);
  const page = await renderOnServer(url, api.fetchMock as typeof fetch);
  if (!page) throw new Error(`${url} was not rendered`);
  const callsOnServer = api.calls.length;
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${page.appHtml}</div>${page.stateScript}`;
  const container = document.getElementById('root')!;
  const serverHtml = container.innerHTML;
  beforeHydration();
  const state = readPageState(document);
  if (!state) throw new Error(`${url}: no page state in the HTML`);
  const queryClient = createQueryClient();
  hydrate(queryClient, state);
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  return { api, callsOnServer, serverHtml, mismatches, page };
}

describe('server-rendered catalogue pages', () => {
  it.each([
    ['home', '/', 'Koleksi Baru'],
    ['product list', '/products?category=Pria&sort=price_asc', 'Produk 1'],
    ['product detail', '/products/3', 'Kemeja Batik Parang'],
  ])('%s: the HTML shows the page, and the browser takes it over without a mismatch or a second request', async (_, url, text) => {
    const { api, callsOnServer, serverHtml, mismatches } = await serveAndHydrate(url);
    expect(serverHtml).toContain(text);
    expect(mismatches).toEqual([]);
    expect(document.getElementById('root')!.innerHTML).toContain(text);
    const pageCalls = (path: string) => api.calls.slice(callsOnServer).filter((c) => c.url.pathname + c.url.search === path);
    for (const call of api.calls.slice(0, callsOnServer)) expect(pageCalls(call.url.pathname + call.url.search)).toEqual([]);
  });

  it('a page the server kept for minutes is taken over without asking again for its data', async () => {
    // The server answers a drawn page from its cache until the catalogue changes, so the page's
    // data may have been read long before; it is still what the API would answer now.
    const { api, callsOnServer, mismatches } = await serveAndHydrate('/', () => {
      const script = document.getElementById(PAGE_STATE_ID)!;
      const state = JSON.parse(script.textContent!) as { queries: { state: { dataUpdatedAt: number } }[] };
      for (const query of state.queries) query.state.dataUpdatedAt = Date.now() - 10 * 60_000;
      script.textContent = JSON.stringify(state);
    });
    expect(mismatches).toEqual([]);
    const asked = api.calls.slice(callsOnServer).map((c) => c.url.pathname);
    expect(asked).not.toContain('/api/products/popular');
    expect(asked).not.toContain('/api/ads');
    expect(asked).not.toContain('/api/categories');
  });

  it('the list page carries the list its filters select, as the API was asked for it', async () => {
    const { api, callsOnServer } = await serveAndHydrate('/products?category=Pria&sort=price_asc');
    const asked = api.calls.slice(0, callsOnServer).map((c) => c.url.pathname + c.url.search);
    expect(asked).toEqual(
      expect.arrayContaining(['/api/products?category=Pria&sort=price_asc&limit=24', '/api/categories', '/api/colors']),
    );
  });

  it('a sort chosen on the drawn list before the app took it over is applied, not undone', async () => {
    await serveAndHydrate('/products', () => {
      const select = document.querySelector<HTMLSelectElement>('select#sort')!;
      select.value = 'price_asc';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => expect(window.location.search).toBe('?sort=price_asc'));
    expect(document.querySelector<HTMLSelectElement>('select#sort')!.value).toBe('price_asc');
  });

  it('an unknown product, or a page without catalogue data, is left to the browser', async () => {
    const api = mockApi(routes);
    expect(await renderOnServer('/products/404', api.fetchMock as typeof fetch)).toBeNull();
    expect(await renderOnServer('/auth/login', api.fetchMock as typeof fetch)).toBeNull();
    expect(await renderOnServer('/products/abc', api.fetchMock as typeof fetch)).toBeNull();
  });

  it('text from the catalogue cannot close the data script early', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const api = mockApi({ ...routes, 'GET /api/products/3': product(3, { name: hostile }) });
    const page = await renderOnServer('/products/3', api.fetchMock as typeof fetch);
    expect(page!.stateScript.match(/<\/script/gi)).toHaveLength(1);
    expect(page!.stateScript).not.toContain('<!--');
    expect(page!.appHtml).not.toContain('<script>alert');
    document.body.innerHTML = page!.stateScript;
    const state = readPageState(document)!;
    expect(JSON.stringify(state)).toContain(JSON.stringify(hostile).slice(1, -1));
  });

  it('scriptSafeJson escapes <, U+2028 and U+2029 and stays the same JSON', () => {
    const value = { a: '<b>\u2028\u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
    expect(PAGE_STATE_ID).toBe('gayaku-page-state');
  });
});
