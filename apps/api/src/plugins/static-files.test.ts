/**
 * The built storefront's text files go out as the build compressed them (`.br`/`.gz` beside each,
 * apps/web/scripts/precompress.mjs) to clients that accept it — the SPA fallback's index.html too —
 * and as they are otherwise; a file the build left without siblings goes out as it is.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let dist: string;
const html = `<!doctype html><html lang="id"><head><title>Gayaku</title></head><body>${'<p>Gayaku</p>'.repeat(200)}</body></html>`;
const js = `export const data = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `baris ${i}`))};\n`;
const css = `${Array.from({ length: 100 }, (_, i) => `.c${i}{color:#${String(i).padStart(6, '0')}}`).join('\n')}\n`;

/** A file and, as the build writes them, its compressed siblings. */
function built(file: string, text: string, siblings = true): void {
  writeFileSync(file, text);
  if (!siblings) return;
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'gayaku-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  built(path.join(dist, 'index.html'), html);
  built(path.join(dist, 'assets', 'app-abc123.js'), js);
  built(path.join(dist, 'assets', 'plain-def456.css'), css, false);
  built(path.join(dist, 'assets', 'tiny.js'), 'export {};\n', false);
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('storefront files compressed by the build', () => {
  it('sends a script brotli-compressed to a browser, gzip to a gzip-only client, plain otherwise', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('compresses index.html, also when it answers an SPA route', async () => {
    for (const url of ['/', '/products/12']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
  });

  it('sends a file without siblings as it is', async () => {
    for (const [url, body] of [
      ['/assets/tiny.js', 'export {};\n'],
      ['/assets/plain-def456.css', css],
    ] as const) {
      const res = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(body);
    }
  });

  it('keeps 304 and HEAD as @fastify/static answers them', async () => {
    const first = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/app-abc123.js', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});
