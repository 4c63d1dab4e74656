/**
 * The storefront's catalogue pages (home, product list, product detail) answered as HTML that
 * already shows the page: the web build's server renderer (apps/web/src/entry-server.tsx, built
 * into dist/.ssr, which @fastify/static never serves) draws the page from this API's own answers,
 * and the browser paints it, main photo included, before the app's code has downloaded; the app
 * then takes it over with the same data (sent along as JSON).
 *
 * - The renderer's API calls are answered in-process (`app.inject`), through the catalogue read
 *   cache, exactly as the browser would have been answered.
 * - A page holds public catalogue data only (the server renders as nobody is logged in; the app
 *   shows the shopper's own header after it takes over), so it is cached in the catalogue read
 *   cache under its URL and sent like a catalogue answer: ETag/304, `public, no-cache`, br/gzip.
 *   Any catalogue write drops it with the rest.
 * - A page the renderer declines (unknown product, invalid filters, a failed read) or cannot draw
 *   (an error) is answered with the plain index.html, as without this plugin: the app then loads
 *   and shows what it would have shown anyway.
 * - Rendering a page costs the thread tens of milliseconds, an index.html almost nothing: at most
 *   `rendersPerSecond` pages that are not cached are rendered per second (PAGE_RENDERS_PER_SECOND,
 *   default 20); past that, a flood of distinct URLs (made-up searches) gets the plain app, as
 *   without this plugin, instead of the thread.
 * - Without a built renderer (a build without `--ssr`, tests) the plugin does nothing.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { sendPublic } from '../lib/cached-json.ts';
import { catalogueCache } from '../lib/catalogue-cache.ts';

/** What apps/web/src/entry-server.tsx exports. */
interface Renderer {
  renderPage(url: string, send: typeof fetch): Promise<{ appHtml: string; stateScript: string } | null>;
}

/** A rendered page as cached (an object, so its compressed forms can be kept beside it). */
interface Page {
  html: string;
}

export const RENDERER_PATH = path.join('.ssr', 'entry-server.mjs');
const ROOT_ELEMENT = '<div id="root"></div>';
/** Its weight in the catalogue cache, which is bounded in bytes: the HTML's UTF-8 length. */
const weightOf = (page: Page | null) => (page ? Buffer.byteLength(page.html) : 1);

const rendered = new WeakSet<FastifyRequest>();

class OverBudget extends Error {}

/** At most `perSecond` calls allowed in each second (a fixed window); false past that. */
function renderBudget(perSecond: number): () => boolean {
  let windowStart = 0;
  let used = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      used = 0;
    }
    used += 1;
    return used <= perSecond;
  };
}

/** Did this request get a server-rendered page (whose data is inline, so it needs no API preload)? */
export const wasRendered = (request: FastifyRequest): boolean => rendered.has(request);

export default fp(
  async function storefrontPages(app: FastifyInstance, opts: { db: Db; webDistDir: string; rendersPerSecond: number }) {
    const rendererFile = path.join(opts.webDistDir, RENDERER_PATH);
    const templateFile = path.join(opts.webDistDir, 'index.html');
    if (opts.rendersPerSecond <= 0 || !existsSync(rendererFile) || !existsSync(templateFile)) return;
    let renderer: Renderer;
    try {
      renderer = (await import(pathToFileURL(rendererFile).href)) as Renderer;
    } catch (err) {
      app.log.error({ err, file: rendererFile }, 'the page renderer does not load: pages are drawn by the browser alone');
      return;
    }

    /** The renderer's fetch: a GET of this API, answered without leaving the process (with a list's X-Total-Count). */
    const send: typeof fetch = async (input, init) => {
      if (init?.method && init.method !== 'GET') throw new Error('the page renderer only reads');
      const res = await app.inject({ method: 'GET', url: String(input), headers: { accept: 'application/json' } });
      const total = res.headers['x-total-count'];
      return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload, {
        status: res.statusCode,
        headers: {
          'content-type': String(res.headers['content-type'] ?? ''),
          ...(total === undefined ? {} : { 'x-total-count': String(total) }),
        },
      });
    };

    const mayRender = renderBudget(opts.rendersPerSecond);
    const render = async (url: string): Promise<Page | null> => {
      if (!mayRender()) throw new OverBudget(); // not cached: the next request may render it
      const [page, template] = await Promise.all([renderer.renderPage(url, send), readFile(templateFile, 'utf8')]);
      if (!page || !template.includes(ROOT_ELEMENT)) return null;
      return { html: template.replace(ROOT_ELEMENT, () => `<div id="root">${page.appHtml}</div>${page.stateScript}`) };
    };

    async function answer(request: FastifyRequest, reply: FastifyReply) {
      let page: Page | null = null;
      try {
        page = await catalogueCache(opts.db).get(`page ${request.url}`, () => render(request.url), weightOf);
      } catch (err) {
        if (err instanceof OverBudget) request.log.debug('page render budget spent: sending the app');
        else request.log.warn({ err }, 'could not render the page on the server: sending the app');
      }
      if (!page) return reply.header('Cache-Control', 'no-cache').sendFile('index.html', opts.webDistDir);
      rendered.add(request);
      return sendPublic(request, reply, page, () => page.html, 'text/html; charset=utf-8');
    }

    for (const url of ['/', '/products', '/products/:id']) app.get(url, answer);
  },
  { name: 'storefront-pages', dependencies: ['static-files'] },
);
