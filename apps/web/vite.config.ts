/**
 * Vite build of the storefront + admin SPA. The dev server proxies the API paths to the Fastify
 * process on :3000; the production build goes to apps/web/dist, which the API serves.
 */
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Leaves the web manifest's <link> out of index.html; app/pwa.ts adds it once the page has settled.
 * With the link in the HTML the browser fetches the manifest and an app icon among the first
 * page's own requests, for an install prompt the first screen does not need.
 */
const manifestLinkAfterLoad: Plugin = {
  name: 'gayaku:manifest-link-after-load',
  apply: 'build',
  enforce: 'post',
  transformIndexHtml: { order: 'post', handler: (html) => html.replace(/\s*<link rel="manifest"[^>]*>/, '') },
};

/**
 * The server-side renderer's one chunk minified by esbuild with every non-ASCII letter escaped: the
 * API keeps this module's source in its V8 heap as a string, and one non-ASCII letter (a comment's
 * dash) made it two bytes a character: 3.9 MB of heap for a 2.0 MB file (docs/performance.md,
 * "Memory of the Node process").
 */
const compactRenderer: Plugin = {
  name: 'gayaku:compact-renderer',
  apply: 'build',
  // The last step before the file is written (what renderChunk answers is printed again, as UTF-8).
  async generateBundle(_options, bundle) {
    const { transform } = await import('esbuild');
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      chunk.code = (
        await transform(chunk.code, { minify: true, charset: 'ascii', legalComments: 'none', format: 'esm', target: 'node20' })
      ).code;
    }
  },
};

/**
 * `vite build --ssr src/entry-server.tsx`: the server-side renderer of the catalogue pages, one
 * self-contained module (React included, in its production build) that the API imports from
 * dist/.ssr, a folder it never serves (dot folders are not served).
 */
const serverRendererBuild: UserConfig = {
  plugins: [react(), compactRenderer],
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    // One file, .mjs: an ES module wherever it is copied to (bench:web serves a copy of dist from /tmp).
    rolldownOptions: { output: { entryFileNames: 'entry-server.mjs', inlineDynamicImports: true } },
  },
};

export default defineConfig(({ mode, isSsrBuild }) => {
  if (isSsrBuild) return serverRendererBuild;
  // GAYAKU_API_URL (environment or .env file) overrides the API address for the dev server.
  const API_TARGET = loadEnv(mode, '.', 'GAYAKU_').GAYAKU_API_URL ?? 'http://127.0.0.1:3000';
  return {
    plugins: [
      react(),
      tailwindcss(),
      VitePWA({
        registerType: 'prompt',
        injectRegister: null, // registered from src/app/pwa.ts after the first paint
        filename: 'sw.js',
        scope: '/',
        includeAssets: ['favicon.svg', 'icons/*.png'],
        manifest: {
          name: 'Gayaku',
          short_name: 'Gayaku',
          description:
            'Toko fashion online Gayaku — setiap pilihan adalah gayamu. Belanja pakaian pria, wanita, kaos, kemeja, celana dan jaket.',
          lang: 'id',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#faf7f2',
          theme_color: '#1a1714',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/payment-sandbox\//],
          cleanupOutdatedCaches: true,
          runtimeCaching: [
            {
              // Public catalogue reads only (serialised into sw.js: keep the pattern inline). Cart, orders,
              // payment, account and notification calls match nothing here and are never cached.
              urlPattern: ({ url, request, sameOrigin }) =>
                sameOrigin &&
                request.method === 'GET' &&
                /^\/api\/(products(\/popular|\/\d+(\/recommendations)?)?|categories|ads|colors|sizes|shipping-rates)\/?$/.test(
                  url.pathname,
                ),
              handler: 'NetworkFirst',
              options: {
                cacheName: 'gayaku-catalogue',
                networkTimeoutSeconds: 5,
                expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 },
                cacheableResponse: { statuses: [200] },
              },
            },
            {
              urlPattern: ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/uploads/'),
              handler: 'CacheFirst',
              options: {
                cacheName: 'gayaku-images',
                expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
                cacheableResponse: { statuses: [0, 200] },
              },
            },
          ],
        },
      }),
      manifestLinkAfterLoad,
    ],
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Everything the entry imports statically: one file for the first render instead of a handful.
              { name: 'app', tags: ['$initial'], priority: 2 },
              // The presentational pieces several pages share (cards, buttons, states, formatting): one
              // request beside a page's own chunk rather than one per piece.
              {
                name: 'ui',
                test: /[\\/]src[\\/](components[\\/]ui[\\/]|lib[\\/]format\.ts)|[\\/]contract[\\/]src[\\/]limits\.ts/,
                minShareCount: 2,
                priority: 1,
              },
            ],
          },
        },
        treeshake: {
          // @gayaku/contract only declares zod schemas and constants: let a page that needs a constant
          // (LIMITS, MESSAGES, ...) drop the schemas it does not use instead of shipping all of zod.
          moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]/.test(id),
          manualPureFunctions: ['z'],
        },
      },
      modulePreload: { polyfill: false },
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
    },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: API_TARGET, changeOrigin: false },
        '/uploads': { target: API_TARGET, changeOrigin: false },
        '/payment-sandbox': { target: API_TARGET, changeOrigin: false },
      },
    },
    preview: {
      proxy: {
        '/api': { target: API_TARGET },
        '/uploads': { target: API_TARGET },
        '/payment-sandbox': { target: API_TARGET },
      },
    },
  };
});
