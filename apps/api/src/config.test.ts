import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'gayaku-config-'));

describe('configuration', () => {
  it('works with no variables at all in development', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      seedDemo: true,
      jwtTtlHours: 24,
      paymentExpiryMinutes: 60,
      lowStockThreshold: 3,
      completeAfterDays: 7,
    });
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.midtrans).toMatchObject({
      env: 'simulator',
      serverKey: 'SB-Mid-server-SIMULATOR-ONLY',
      snapJsUrl: '/payment-sandbox/snap/snap.js',
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads LOW_STOCK_THRESHOLD as a whole number 0–1000', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), LOW_STOCK_THRESHOLD: '0' }).lowStockThreshold).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), LOW_STOCK_THRESHOLD: '1000' }).lowStockThreshold).toBe(1000);
    for (const bad of ['-1', '1001', '2.5', 'few']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), LOW_STOCK_THRESHOLD: bad })).toThrow(/LOW_STOCK_THRESHOLD/);
    }
  });

  it('reads DATABASE_POOL_SIZE as a whole number 1–100, 5 unless set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).databasePoolSize).toBe(5);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_SIZE: '20' }).databasePoolSize).toBe(20);
    for (const bad of ['0', '101', '2.5', 'lima']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  it('keeps the generated development secret across restarts', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(loadConfig({ DATA_DIR: dir }).jwtSecret);
  });

  it('names every bad variable in one error', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_TTL_HOURS: '-1' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      for (const key of ['PORT', 'DATABASE_URL', 'JWT_TTL_HOURS']) expect(message).toContain(key);
    }
  });

  it('refuses production without secrets, with the simulator, or with sandbox keys', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', MIDTRANS_ENV: 'sandbox', MIDTRANS_SERVER_KEY: 'k', MIDTRANS_CLIENT_KEY: 'c' }),
    ).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/simulator/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        MIDTRANS_ENV: 'production',
        MIDTRANS_SERVER_KEY: 'SB-Mid-server-x',
        MIDTRANS_CLIENT_KEY: 'SB-Mid-client-x',
      }),
    ).toThrow(/sandbox \(SB-\) keys/);
  });

  it('uses the real Midtrans URLs outside simulator mode and no demo data in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      MIDTRANS_ENV: 'production',
      MIDTRANS_SERVER_KEY: 'Mid-server-x',
      MIDTRANS_CLIENT_KEY: 'Mid-client-x',
    });
    expect(config.midtrans.snapJsUrl).toBe('https://app.midtrans.com/snap/snap.js');
    expect(config.seedDemo).toBe(false);
    expect(config.adminPassword).toBeUndefined();
  });
});
