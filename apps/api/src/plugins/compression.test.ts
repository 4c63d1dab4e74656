/**
 * The built storefront's text files go out brotli- or gzip-compressed to clients that accept it
 * (the SPA fallback's index.html too), as they are otherwise, and a file rebuilt after start-up is
 * never answered with the old file's compressed bytes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { waitFor } from '../../test/order-factories.ts';

let t: TestApp;
let dist: string;
const html = `<!doctype html><html lang="id"><head><title>Gayaku</title></head><body>${'<p>Gayaku</p>'.repeat(200)}</body></html>`;
const js = `export const data = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `baris ${i}`))};\n`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'gayaku-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), js);
  writeFileSync(path.join(dist, 'assets', 'tiny.js'), 'export {};\n');
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('storefront compression', () => {
  it('sends a script brotli-compressed to a browser, gzip to a gzip-only client, plain otherwise', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('compresses index.html, also when it answers an SPA route; leaves tiny files alone', async () => {
    for (const url of ['/', '/products/12']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
    expect((await get('/assets/tiny.js', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('keeps 304 and HEAD as @fastify/static answers them', async () => {
    const first = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/app-abc123.js', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
  });

  it('never sends the old compressed bytes of a file rebuilt after start-up', async () => {
    const rebuilt = js.replace('baris', 'BARIS').repeat(2);
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), rebuilt);
    const first = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const body = first.headers['content-encoding'] === 'br' ? brotliDecompressSync(first.rawPayload).toString() : first.body;
    expect(body).toBe(rebuilt);
    // Compressed again in the background for the requests that follow.
    await waitFor(async () => (await get('/assets/app-abc123.js', { 'accept-encoding': 'br' })).headers['content-encoding'] === 'br');
    const later = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(later.rawPayload).toString()).toBe(rebuilt);
  });
});
