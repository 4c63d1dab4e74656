/**
 * Serves the built storefront (with history fallback: any GET that is not an API call or a file
 * gets index.html) and uploaded images under /uploads. Unknown API paths stay JSON 404s.
 * The storefront's build writes a `.br` and a `.gz` beside each text file from 1 KiB on
 * (apps/web/scripts/precompress.mjs); `preCompressed` sends them as they are to the clients that
 * accept them, so the server compresses no file itself.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ROUTE_NOT_FOUND } from './error-handler.ts';

/** Paths that are never storefront pages or files, however many slashes they start with. */
const NOT_STOREFRONT = /^\/+(api|uploads|payment-sandbox)(\/|$)/;

export default fp(
  async function staticFiles(app: FastifyInstance, opts: { webDistDir: string; uploadsDir: string }) {
    mkdirSync(opts.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '30d',
      immutable: true,
      dotfiles: 'deny',
    });

    const hasWeb = existsSync(path.join(opts.webDistDir, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.webDistDir,
        prefix: '/',
        // '/' itself is the web root directory: without an index file it would answer 403.
        index: ['index.html'],
        wildcard: true,
        preCompressed: true,
        // dist/.ssr holds the server's page renderer (storefront-pages.ts): not a file for browsers.
        dotfiles: 'ignore',
        setHeaders(res, filePath) {
          const rel = path.relative(opts.webDistDir, filePath);
          if (rel.startsWith(`assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
          else res.header('Cache-Control', 'no-cache');
        },
      });
    }

    // An API path no route matched falls to the storefront's wildcard (which would decode
    // '/api/%2e%2e/x' to '/x' and answer a page): it is the API's JSON 404 instead.
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url === '/*' && NOT_STOREFRONT.test(request.url)) return reply.status(404).send(ROUTE_NOT_FOUND);
    });

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_STOREFRONT.test(url) && !path.extname(url);
      if (hasWeb && wantsPage) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html', opts.webDistDir);
      }
      return reply.status(404).send(ROUTE_NOT_FOUND);
    });
  },
  { name: 'static-files' },
);
