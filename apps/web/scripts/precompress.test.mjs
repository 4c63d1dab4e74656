/**
 * The build's last step: every served text file from 1 KiB on gets `.br` and `.gz` siblings that
 * decompress to the file; small files, other files and the dot folders are left alone.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { DONE_MARK, precompress } from './precompress.mjs';

let dist;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `baris ${i}`))};\n`;

describe('precompress', () => {
  it('writes br and gz siblings of the text files from 1 KiB on, and its mark', async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'gayaku-precompress-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.ssr'));
    const files = {
      'assets/app-1.js': script,
      'sw.js': script.replace('rows', 'sw'),
      'index.html': `<!doctype html>${'<p>Gayaku</p>'.repeat(100)}`,
      'assets/tiny.css': 'a{color:red}',
      'icon.png': script, // not a text file by its name
      '.ssr/entry-server.mjs': script, // never served
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dist, name), text);

    const done = await precompress(dist);

    expect(done.files).toBe(3);
    for (const name of ['assets/app-1.js', 'sw.js', 'index.html']) {
      const file = path.join(dist, name);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(files[name]);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(files[name]);
      expect(readFileSync(`${file}.br`).length).toBeLessThan(files[name].length);
    }
    for (const name of ['assets/tiny.css', 'icon.png', '.ssr/entry-server.mjs']) {
      expect(existsSync(path.join(dist, `${name}.br`))).toBe(false);
      expect(existsSync(path.join(dist, `${name}.gz`))).toBe(false);
    }
    expect(existsSync(path.join(dist, DONE_MARK))).toBe(true);
  });

  it('writes no sibling that would not be smaller than its file', async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'gayaku-precompress-'));
    writeFileSync(path.join(dist, 'noise.txt'), randomBytes(4096)); // nothing to compress: either sibling would be larger
    await precompress(dist);
    expect(existsSync(path.join(dist, 'noise.txt.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'noise.txt.gz'))).toBe(false);
  });
});
