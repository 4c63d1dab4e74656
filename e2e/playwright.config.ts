/**
 * Browser journeys against the built server (embedded PostgreSQL, fresh temporary DATA_DIR, simulator),
 * driven in Debian's Chromium. No browser is ever downloaded.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  throw new Error(`Chromium not found at ${chromePath}. Install it with 'apt-get install -y chromium' or set CHROME_PATH.`);
}

const PORT = Number(process.env.E2E_PORT ?? 3199);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts',
  fullyParallel: false,
  workers: 1,
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
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
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
