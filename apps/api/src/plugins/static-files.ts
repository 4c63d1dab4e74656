/**
 * Serves the built storefront (with history fallback: any GET that is not an API call or a file
 * gets index.html) and uploaded images under /uploads. Unknown API paths stay JSON 404s.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ROUTE_NOT_FOUND } from './error-handler.ts';

const NO_FALLBACK = /^\/(api|uploads|payment-sandbox)(\/|$)/;

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

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !NO_FALLBACK.test(url) && !path.extname(url);
      if (hasWeb && wantsPage) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html', opts.webDistDir);
      }
      return reply.status(404).send(ROUTE_NOT_FOUND);
    });
  },
  { name: 'static-files' },
);
