#!/usr/bin/env node
/**
 * Builds the API server ahead of time into apps/api/dist/server.mjs (esbuild): our TypeScript,
 * the contract included, in one ES module; every npm package stays an import from node_modules.
 * Running the built file instead of compiling TypeScript at start (tsx) saves memory and start
 * time: docs/decisions/009-built-server.md. `npm start` calls this when the build is stale.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const api = path.join(root, 'apps/api');
const { dependencies = {} } = JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8'));

export const SERVER_BUNDLE = path.join(api, 'dist/server.mjs');

export async function buildServer() {
  // Loaded here, not at the top: `npm start` imports this file for SERVER_BUNDLE on every start, and
  // loading esbuild took 50-70 ms of a start that needs no build.
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(api, 'src/server.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // npm packages load from node_modules as usual (native ones cannot be bundled); the contract is our TypeScript.
    external: Object.keys(dependencies).filter((name) => name !== '@gayaku/contract'),
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
