/** Image checks, re-encoding and the disk storage, without a server. */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@gayaku/contract';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../../test/catalog-factories.ts';
import { AD_BANNER, isRemovableImage, PRODUCT_PHOTO, processUpload, removeImage, smallCopyUrl, storeImage } from './images.ts';
import { createDiskStorage } from './storage.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'gayaku-uploads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#0a0' } });

async function rejected(bytes: Buffer): Promise<{ statusCode: number; message: string }> {
  const err = (await processUpload(bytes).then(
    () => null,
    (e: unknown) => e,
  )) as { statusCode: number; message: string } | null;
  if (!err) throw new Error('expected a rejection');
  return { statusCode: err.statusCode, message: err.message };
}

describe('processUpload', () => {
  it('accepts PNG, JPEG and WebP and answers WebP renditions', async () => {
    for (const bytes of [await pngImage(), await solid(20, 20).jpeg().toBuffer(), await solid(20, 20).webp().toBuffer()]) {
      const { image, small } = await processUpload(bytes);
      expect((await sharp(image).metadata()).format).toBe('webp');
      expect((await sharp(small).metadata()).format).toBe('webp');
    }
  });

  it('resizes to at most 800 px wide, thumbnails to 400 px, never enlarging', async () => {
    const big = await processUpload(await solid(1600, 200).png().toBuffer());
    expect(await sharp(big.image).metadata()).toMatchObject({ width: 800, height: 100 });
    expect(await sharp(big.small).metadata()).toMatchObject({ width: 400, height: 50 });
    const small = await processUpload(await pngImage(10, 10));
    expect((await sharp(small.image).metadata()).width).toBe(10);
  });

  it('makes banners at most 1600 px wide with an 800 px phone copy, never enlarging', async () => {
    const banner = await processUpload(await solid(3200, 1200).jpeg().toBuffer(), AD_BANNER);
    expect(await sharp(banner.image).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 600 });
    expect(await sharp(banner.small).metadata()).toMatchObject({ format: 'webp', width: 800, height: 300 });
    const narrow = await processUpload(await solid(600, 225).png().toBuffer(), AD_BANNER);
    expect((await sharp(narrow.image).metadata()).width).toBe(600);
    expect((await sharp(narrow.small).metadata()).width).toBe(600);
  });

  it('refuses anything that is not a JPEG, PNG or WebP by its bytes with 415', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const gif = await solid(5, 5).gif().toBuffer();
    const png = await pngImage(50, 50);
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    for (const bytes of [
      Buffer.from('bukan gambar, hanya teks'),
      svg,
      gif,
      Buffer.from('#!/bin/sh\nrm -rf /\n'),
      truncated,
      Buffer.alloc(0),
    ]) {
      expect(await rejected(bytes)).toEqual({ statusCode: 415, message: MESSAGES.notAnImage });
    }
  });
});

describe('disk storage', () => {
  const storage = createDiskStorage(dir);

  it.each([
    ['a product photo', PRODUCT_PHOTO, /^\/uploads\/[0-9a-f]{32}\.webp$/, '-thumb.webp'],
    ['a banner', AD_BANNER, /^\/uploads\/banner-[0-9a-f]{32}\.webp$/, '-phone.webp'],
  ])('stores %s in both sizes under one random name and removes them together', async (_, renditions, name, suffix) => {
    const url = await storeImage(storage, await processUpload(await pngImage(), renditions));
    expect(url).toMatch(name);
    const small = smallCopyUrl(url);
    expect(small).toBe(url.replace('.webp', suffix));
    const file = (u: string) => path.join(dir, u.replace('/uploads/', ''));
    expect(existsSync(file(url)) && existsSync(file(small!))).toBe(true);
    await removeImage(storage, url);
    expect(existsSync(file(url)) || existsSync(file(small!))).toBe(false);
  });

  it('refuses unsafe names and never deletes outside its folder or demo images', async () => {
    for (const name of ['../x.webp', 'a/b.webp', '.hidden.webp', 'x']) {
      await expect(storage.put(name, Buffer.from('x'), 'image/webp')).rejects.toThrow();
    }
    mkdirSync(path.join(dir, 'demo'), { recursive: true });
    writeFileSync(path.join(dir, 'demo', 'kaos.webp'), 'x');
    writeFileSync(path.join(os.tmpdir(), 'gayaku-outside.webp'), 'x');
    await removeImage(storage, '/uploads/demo/kaos.webp');
    await storage.delete('/uploads/demo/kaos.webp');
    await storage.delete('/uploads/../gayaku-outside.webp');
    await storage.delete('https://cdn.contoh.id/x.webp');
    expect(existsSync(path.join(dir, 'demo', 'kaos.webp'))).toBe(true);
    expect(existsSync(path.join(os.tmpdir(), 'gayaku-outside.webp'))).toBe(true);
    expect(isRemovableImage('/uploads/demo/kaos.webp')).toBe(false);
    expect(isRemovableImage('https://cdn.contoh.id/x.webp')).toBe(false);
  });

  it('lists its own files by name prefix with their time, and tells which are there', async () => {
    const empty = createDiskStorage(path.join(dir, 'not-created-yet'));
    expect(await empty.list('banner-')).toEqual([]);
    const url = await storeImage(storage, await processUpload(await pngImage(), AD_BANNER));
    const listed = await storage.list('banner-');
    expect(listed.map((o) => o.url)).toEqual(expect.arrayContaining([url, smallCopyUrl(url)]));
    expect(listed.every((o) => o.url.startsWith('/uploads/banner-') && Date.now() - o.modifiedAt.getTime() < 60_000)).toBe(true);
    expect(await storage.exists(url)).toBe(true);
    // Sub-folders (demo), other sites and odd names are never this storage's.
    for (const other of ['/uploads/demo/kaos.webp', 'https://cdn.contoh.id/x.webp', '/uploads/../gayaku-outside.webp']) {
      expect(await storage.exists(other)).toBe(false);
    }
    await removeImage(storage, url);
    expect(await storage.exists(url)).toBe(false);
    expect((await storage.list('banner-')).map((o) => o.url)).not.toContain(url);
  });
});
