/**
 * Browser journeys against the built server (embedded PostgreSQL, fresh temporary DATA_DIR, simulator),
 * driven in Debian's Chromium. No browser is ever downloaded.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, CHROMIUM_FLAGS } from '../scripts/chromium.mjs';

const chromePath = chromiumPath();

const PORT = Number(process.env.E2E_PORT ?? 3199);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts',
  fullyParallel: false,
  // The journeys share one shop and run one at a time, in file order (a later one may read what an earlier
  // one made). The accessibility walks (specs/08-a11y.spec.ts) only read or make their own shoppers, and
  // mostly wait on axe and Chromium: they run after the journeys, two at a time (11.5 min for the suite
  // one test at a time on a quiet 2-core machine).
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // npm test asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_NAME) to print one summary line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'off',
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // The service worker is exercised by the PWA journey only (specs/07-pwa.spec.ts allows it); elsewhere
    // it would precache the whole build on every fresh context and answer catalogue calls from its cache.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromePath,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    { name: 'journeys', testIgnore: /08-a11y/, workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'a11y',
      testMatch: /08-a11y/,
      fullyParallel: true,
      dependencies: ['journeys'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: `node e2e/serve.mjs`,
    cwd: path.dirname(path.dirname(fileURLToPath(import.meta.url))), // the repository root (default: this file's folder)
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: process.env.E2E_REUSE === '1', // local iteration only
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
    // SIGTERM (not the default SIGKILL) so serve.mjs removes its temporary data and web copies.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
