#!/usr/bin/env node
/**
 * Starts the built shop (apps/api/dist/server.mjs, embedded PostgreSQL) on a fresh temporary DATA_DIR for the browser suite, and removes it on exit.
 * The server serves a private copy of apps/web/dist (WEB_DIST_DIR), taken at start: a rebuild of
 * apps/web during the run cannot swap the files under the browser, and the PWA journey can put a
 * "new version" of sw.js into the copy. The copy's path is servedWebDir(port) (e2e/paths.mjs).
 */
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { servedWebDir } from './paths.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = process.env.E2E_PORT ?? '3199';
const builtWeb = path.join(root, 'apps/web/dist');
if (!existsSync(path.join(builtWeb, 'index.html')) || !existsSync(path.join(root, 'apps/api/dist/server.mjs'))) {
  console.error(`[e2e] the storefront or the server is not built: run 'npm run build' first (npm run test:e2e does).`);
  process.exit(1);
}
const webDir = servedWebDir(port);
rmSync(webDir, { recursive: true, force: true });
cpSync(builtWeb, webDir, { recursive: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gayaku-e2e-'));
chmodSync(dataDir, 0o711); // PostgreSQL's OS user (when run as root) must reach its cluster inside
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'gayaku-admin-dev',
    // As behind a reverse proxy: the fixtures' API shoppers each come from their own address
    // (X-Forwarded-For), so registration's per-address throttle sees them as the shoppers they stand for.
    TRUST_PROXY: 'true',
    WEB_DIST_DIR: webDir,
  },
});
const cleanup = () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
