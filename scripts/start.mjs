#!/usr/bin/env node
/**
 * `npm start`: build the storefront when its build is missing or older than its sources,
 * then run the API, which serves the built app, /api and /uploads on one port.
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');
const builtRenderer = path.join(web, 'dist/.ssr/entry-server.mjs'); // the server-side page renderer

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(web, 'src'), path.join(web, 'public'), path.join(root, 'packages/contract/src')].filter(existsSync);
const stale =
  !existsSync(builtIndex) ||
  !existsSync(builtRenderer) ||
  Math.max(...sources.map(newestMtime), statSync(path.join(web, 'index.html')).mtimeMs) > statSync(builtIndex).mtimeMs;
if (stale) {
  console.log('[gayaku] building the storefront (apps/web)...');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
