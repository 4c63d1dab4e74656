#!/usr/bin/env node
/**
 * The last step of `npm run build` (apps/web): every text file of the built storefront from 1 KiB on
 * gets a `.br` (brotli quality 11) and a `.gz` (gzip level 9) sibling, which the API sends as they are
 * to the browsers that accept them (@fastify/static `preCompressed`). Compressing the ~1 MB of scripts
 * at these levels takes ~3.4 s of CPU: paid here once per build instead of at every start of the
 * server, where it competed with the first requests (docs/decisions/015-precompressed-storefront.md).
 * Dot folders (dist/.ssr, the server's page renderer) are never served and so left alone. A sibling
 * that would not be smaller than its file is not written. `dist/.precompressed` marks a finished run:
 * `npm start` rebuilds a storefront built without it.
 *
 *   node scripts/precompress.mjs [dir]   (default: apps/web/dist)
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;
export const DONE_MARK = '.precompressed';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function textFiles(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await textFiles(full)));
    else if (TEXT_FILE.test(entry.name) && (await stat(full)).size >= MIN_BYTES) found.push(full);
  }
  return found;
}

async function compressOne(file) {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  for (const [suffix, body] of Object.entries({ '.br': br, '.gz': gz })) {
    if (body.length < bytes.length) await writeFile(file + suffix, body);
  }
  return { raw: bytes.length, br: br.length, gz: gz.length };
}

/** Writes the siblings of every text file under `dir`; answers what it did. */
export async function precompress(dir) {
  const files = await textFiles(dir);
  const results = await Promise.all(files.map(compressOne));
  await writeFile(path.join(dir, DONE_MARK), `${new Date().toISOString()}\n`);
  const sum = (key) => results.reduce((total, r) => total + r[key], 0);
  return { files: files.length, raw: sum('raw'), br: sum('br'), gz: sum('gz') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
  const started = Date.now();
  const done = await precompress(dir);
  const kB = (n) => `${(n / 1024).toFixed(0)} kB`;
  console.log(
    `precompressed ${done.files} files of ${path.relative(process.cwd(), dir) || '.'}: ${kB(done.raw)} → br ${kB(done.br)}, gz ${kB(done.gz)} (${Date.now() - started} ms)`,
  );
}
