#!/usr/bin/env node
/**
 * `npm start`: build the storefront and the API server when their builds are missing or older
 * than their sources, then run the built server, which serves the app, /api and /uploads on one
 * port and starts the embedded PostgreSQL (or uses DATABASE_URL).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DONE_MARK } from '../apps/web/scripts/precompress.mjs';
import { buildServer, SERVER_BUNDLE } from './build-server.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const web = path.join(root, 'apps/web');
const contract = path.join(root, 'packages/contract/src');
const builtIndex = path.join(web, 'dist/index.html');
const builtRenderer = path.join(web, 'dist/.ssr/entry-server.mjs'); // the server-side page renderer
// Written by the build's last step once the files' .br/.gz siblings are: a storefront built without them is built again.
const precompressed = path.join(web, 'dist', DONE_MARK);

function newestMtime(file) {
  if (!statSync(file).isDirectory()) return statSync(file).mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newestMtime(path.join(file, name))));
}

function stale(outputs, inputs) {
  if (!outputs.every(existsSync)) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return Math.max(...inputs.filter(existsSync).map(newestMtime)) > built;
}

const webInputs = [path.join(web, 'src'), path.join(web, 'public'), path.join(web, 'index.html'), contract];
if (stale([builtIndex, builtRenderer, precompressed], webInputs)) {
  console.log('[gayaku] building the storefront (apps/web)...');
  // Always a production build: under NODE_ENV=development Vite compiles JSX for React's development
  // runtime, and a server later started in production then cannot load its page renderer.
  const env = { ...process.env, NODE_ENV: 'production' };
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (stale([SERVER_BUNDLE], [path.join(root, 'apps/api/src'), path.join(root, 'apps/api/package.json'), contract])) {
  console.log('[gayaku] building the server (apps/api)...');
  await buildServer();
}

// Young-generation semi-spaces of 4 MB instead of 16 and the old space capped at 128 MB: ~20 MB less
// resident, no measurable loss of throughput (docs/decisions/009-built-server.md; 1 MB semi-spaces
// without Sparkplug saved 15 MB more but cost the reads 16-29 %, docs/performance.md). Source maps
// are written beside the bundle; set NODE_OPTIONS=--enable-source-maps to have stack traces point at
// the TypeScript (costs ~13 MB).
// glibc gives every thread that allocates its own malloc arena (the server's threads: libuv's pool,
// V8's helpers, argon2's hashing); one arena keeps the freed memory reusable instead of resident.
// glibc also raises its mmap threshold (and with it the trim threshold) each time a large block is
// freed, after which memory freed below the heap's top stayed resident: the server landed on either
// ~140 or ~155 MB after the same load. A fixed threshold of 1 MB (blocks from 1 MB are mapped and
// unmapped on their own) keeps it at ~140-147 (docs/performance.md, "Two levels of resident memory").
// The embedded PostgreSQL the server starts inherits this environment; the bench's totals include it.
const env = {
  ...process.env,
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '1',
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '1048576',
  UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? '2',
};
const server = spawn(process.execPath, ['--max-semi-space-size=4', '--max-old-space-size=128', SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
