/**
 * The storefront's catalogue pages rendered on the server (built by `vite build --ssr` into
 * dist/.ssr/entry-server.mjs and loaded by the API's plugins/storefront-pages.ts). The page's
 * HTML arrives with its content, so the browser paints the page and its main photo before the
 * app's code has even downloaded; main.tsx then hydrates it with the same data.
 *
 * The server runs the route's own preloads (router.tsx `handle.preload`), answered in-process by
 * the API through `send`, waits for them, renders with a StaticRouter and hands the queries'
 * data over as JSON. Only pages whose every query succeeded and whose every component rendered
 * are answered: an unknown product, a failed read or a component that cannot render on a server
 * (React would leave its part to the browser, drawing the loading state in its place) leaves the
 * whole page to the browser, as without server rendering.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/router.tsx';
import { setApiTransport } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';
import { PAGE_STATE_ID, scriptSafeJson } from './page-state.ts';

export { PAGE_STATE_ID };

/** How React marks a Suspense boundary it could not render on the server. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

export interface RenderedPage {
  /** The HTML inside <div id="root">. */
  appHtml: string;
  /** The <script> element with the page's data, to follow the root element. */
  stateScript: string;
}

/** Resolves once no query of `client` is fetching any more. */
function queriesSettled(client: QueryClient): Promise<void> {
  if (client.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Renders the page at `url` (path and query string), asking the API through `send`; null when
 * the page is not drawn on the server (no server-side data, or one of its queries failed); an
 * error when a component failed to render.
 */
export async function renderPage(url: string, send: typeof fetch): Promise<RenderedPage | null> {
  setApiTransport(send);
  const location = new URL(url, 'http://gayaku.invalid');
  const client = createQueryClient();
  try {
    preloadRoute(client, location);
    await queriesSettled(client);
    const queries = client.getQueryCache().getAll();
    if (queries.length === 0 || queries.some((query) => query.state.status !== 'success')) return null;
    const Router = ({ children }: { children: ReactNode }) => (
      <StaticRouter location={location.pathname + location.search}>{children}</StaticRouter>
    );
    const appHtml = renderToString(
      <StrictMode>
        <App queryClient={client} Router={Router} />
      </StrictMode>,
    );
    // A part that failed (an error, or a component that suspended) is sent as its loading state
    // under this marker, for the browser to draw: the page is then not the one the data shows.
    if (appHtml.includes(CLIENT_RENDERED_BOUNDARY)) throw new Error(`rendering ${url} left a part to the browser`);
    const stateScript = `<script id="${PAGE_STATE_ID}" type="application/json">${scriptSafeJson(dehydrate(client))}</script>`;
    return { appHtml, stateScript };
  } finally {
    client.clear();
  }
}
