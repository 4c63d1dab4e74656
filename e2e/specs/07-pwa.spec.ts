/**
 * Journey 7 — the PWA: /sw.js registered with scope '/', a new version prompts 'Versi baru tersedia.
 * Refresh?' and reloads once accepted, and a visited product list renders offline.
 * (The service worker is blocked in the other journeys; see playwright.config.ts.)
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { servedWebDir } from '../paths.mjs';

test.use({ serviceWorkers: 'allow' });

/** Waits until /sw.js is active and controls the page (reloading once if it did not claim it). */
async function waitForServiceWorker(page: Page): Promise<{ scope: string; script: string }> {
  const registration = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return { scope: reg.scope, script: reg.active?.scriptURL ?? '' };
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  }
  return registration;
}

test('service worker: /sw.js with scope /, and a new version prompts and reloads', async ({ page, dialogs, baseURL }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Produk Terpopuler' })).toBeVisible();
  const registration = await waitForServiceWorker(page);
  expect(registration.scope).toBe(`${baseURL}/`);
  expect(registration.script).toBe(`${baseURL}/sw.js`);

  // A new build: the server's copy of the storefront gets a byte-different sw.js, compressed beside it
  // as the build writes it (the browser's own update check fetches it from the network, asking for br;
  // Playwright's routing does not see that request).
  const swFile = path.join(servedWebDir(new URL(baseURL!).port), 'sw.js');
  const built = [swFile, `${swFile}.br`, `${swFile}.gz`].map((file) => ({ file, bytes: existsSync(file) ? readFileSync(file) : null }));
  const original = built[0]!.bytes!;
  await page.evaluate(() => {
    (window as unknown as { e2eBeforeUpdate?: boolean }).e2eBeforeUpdate = true;
  });
  try {
    const next = Buffer.from(`${original.toString('utf8')}\n// e2e: a new build ${Date.now()}\n`);
    writeFileSync(swFile, next);
    writeFileSync(`${swFile}.br`, brotliCompressSync(next));
    writeFileSync(`${swFile}.gz`, gzipSync(next));
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      await reg?.update();
    });
    expect(await dialogs.next(30_000)).toBe('Versi baru tersedia. Refresh?');
    await reloaded;
  } finally {
    for (const { file, bytes } of built) {
      if (bytes) writeFileSync(file, bytes);
      else rmSync(file, { force: true });
    }
  }
  expect(await page.evaluate(() => (window as unknown as { e2eBeforeUpdate?: boolean }).e2eBeforeUpdate)).toBeUndefined();
  await expect(page.getByRole('heading', { name: 'Produk Terpopuler' })).toBeVisible();
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
});

test('a visited product list renders offline', async ({ page, context, errors }) => {
  await page.goto('/');
  await waitForServiceWorker(page);

  await page.goto('/products?category=Kemeja');
  const cards = page.getByRole('region', { name: 'Daftar produk' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  const online = await cards.allInnerTexts();
  expect(online.length).toBeGreaterThan(0);
  // Let the service worker finish writing the catalogue responses and images to its caches.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('gayaku-catalogue');
        return (await cache.keys()).some((r) => new URL(r.url).pathname === '/api/products');
      }),
    )
    .toBe(true);

  await context.setOffline(true);
  // Whatever was never cached (e.g. a font or an image not yet shown) fails to load while offline:
  // directly, or through the service worker (its image cache answers a miss with a network error).
  errors.allow(/net::ERR_INTERNET_DISCONNECTED/);
  errors.allow(/net::ERR_FAILED \(at http:\/\/[^)]*\/uploads\//);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kemeja' })).toBeVisible();
  await expect(cards).toHaveCount(online.length);
  expect(await cards.allInnerTexts()).toEqual(online);
  await context.setOffline(false);
});
