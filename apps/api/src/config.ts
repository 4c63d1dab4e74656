/**
 * The only reader of process.env. Every variable of docs/shop-rules.md, "Configuration", is
 * validated here once, at start-up; a bad value stops the process with a message naming it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Connections each database pool opens unless DATABASE_POOL_SIZE says otherwise (db/client.ts, docs/performance.md). */
export const DEFAULT_POOL_SIZE = 5;

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const positiveNumber = z.coerce.number().positive();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_POOL_SIZE),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_HOURS: positiveNumber.default(24),
  ADMIN_EMAIL: z.email().default('admin@gayaku.test'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  SEED_DEMO: bool.optional(),
  MIDTRANS_ENV: z.enum(['simulator', 'sandbox', 'production']).default('simulator'),
  MIDTRANS_SERVER_KEY: z.string().min(1).optional(),
  MIDTRANS_CLIENT_KEY: z.string().min(1).optional(),
  PAYMENT_EXPIRY_MINUTES: positiveNumber.default(60),
  /** Variants with this many or fewer available are listed as running low (GET /api/stock/low). */
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(1000).default(3),
  COMPLETE_AFTER_DAYS: positiveNumber.default(7),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /** Catalogue pages rendered on the server per second and instance when not cached (0: never). */
  PAGE_RENDERS_PER_SECOND: z.coerce.number().int().min(0).default(20),
  /** Behind a load balancer: trust X-Forwarded-For so per-IP throttling sees the client, not the proxy. */
  TRUST_PROXY: bool.default(false),
  /** Where mails go (smtp://host:port or smtps://user:pass@host:port); unset: kept for /dev/mail outside production. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Gayaku <no-reply@gayaku.test>'),
});

export const DEV_ADMIN_PASSWORD = 'gayaku-admin-dev';
const SIMULATOR_SERVER_KEY = 'SB-Mid-server-SIMULATOR-ONLY';
const SIMULATOR_CLIENT_KEY = 'SB-Mid-client-SIMULATOR-ONLY';

const MIDTRANS_URLS = {
  sandbox: {
    snapBase: 'https://app.sandbox.midtrans.com/snap',
    apiBase: 'https://api.sandbox.midtrans.com',
    snapJs: 'https://app.sandbox.midtrans.com/snap/snap.js',
  },
  production: {
    snapBase: 'https://app.midtrans.com/snap',
    apiBase: 'https://api.midtrans.com',
    snapJs: 'https://app.midtrans.com/snap/snap.js',
  },
} as const;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_POOL_SIZE: the connections the shop holds open at most (docs/performance.md, "Memory"). */
  databasePoolSize: number;
  jwtSecret: string;
  jwtTtlHours: number;
  adminEmail: string;
  /** undefined in production when none was given: then an admin must already exist. */
  adminPassword: string | undefined;
  seedDemo: boolean;
  publicUrl: string;
  logLevel: string;
  webDistDir: string;
  pageRendersPerSecond: number;
  trustProxy: boolean;
  /** SMTP_URL; undefined: mails are kept (development, tests) or wait in the outbox (production). */
  smtpUrl: string | undefined;
  mailFrom: string;
  paymentExpiryMinutes: number;
  /** LOW_STOCK_THRESHOLD: available at or below this is "running low". */
  lowStockThreshold: number;
  completeAfterDays: number;
  midtrans: {
    env: 'simulator' | 'sandbox' | 'production';
    serverKey: string;
    clientKey: string;
    /** Base of the Snap API (POST {snapBase}/v1/transactions). */
    snapBase: string;
    /** Base of the Core API (GET {apiBase}/v2/{id}/status). */
    apiBase: string;
    /** What the storefront loads; relative for the in-process simulator. */
    snapJsUrl: string;
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Konfigurasi tidak valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Development secret kept in DATA_DIR so tokens survive restarts without any setup. */
function devSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(blankless);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production && !e.JWT_SECRET) problems.push('JWT_SECRET: required when NODE_ENV=production');
  if (e.MIDTRANS_ENV === 'simulator' && production) problems.push('MIDTRANS_ENV: the simulator refuses to run when NODE_ENV=production');
  if (e.MIDTRANS_ENV !== 'simulator') {
    if (!e.MIDTRANS_SERVER_KEY) problems.push(`MIDTRANS_SERVER_KEY: required when MIDTRANS_ENV=${e.MIDTRANS_ENV}`);
    if (!e.MIDTRANS_CLIENT_KEY) problems.push(`MIDTRANS_CLIENT_KEY: required when MIDTRANS_ENV=${e.MIDTRANS_ENV}`);
  }
  if (e.MIDTRANS_ENV === 'production' && (e.MIDTRANS_SERVER_KEY?.startsWith('SB-') || e.MIDTRANS_CLIENT_KEY?.startsWith('SB-'))) {
    problems.push('MIDTRANS_SERVER_KEY/MIDTRANS_CLIENT_KEY: sandbox (SB-) keys are refused when MIDTRANS_ENV=production');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, '');
  const midtrans =
    e.MIDTRANS_ENV === 'simulator'
      ? {
          env: 'simulator' as const,
          serverKey: e.MIDTRANS_SERVER_KEY ?? SIMULATOR_SERVER_KEY,
          clientKey: e.MIDTRANS_CLIENT_KEY ?? SIMULATOR_CLIENT_KEY,
          snapBase: `${publicUrl}/payment-sandbox/snap`,
          apiBase: `${publicUrl}/payment-sandbox`,
          snapJsUrl: '/payment-sandbox/snap/snap.js',
        }
      : {
          env: e.MIDTRANS_ENV,
          serverKey: e.MIDTRANS_SERVER_KEY!,
          clientKey: e.MIDTRANS_CLIENT_KEY!,
          ...MIDTRANS_URLS[e.MIDTRANS_ENV],
          snapJsUrl: MIDTRANS_URLS[e.MIDTRANS_ENV].snapJs,
        };

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET ?? (overrides.jwtSecret || devSecret(dataDir)),
    jwtTtlHours: e.JWT_TTL_HOURS,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD ?? (production ? undefined : DEV_ADMIN_PASSWORD),
    seedDemo: e.SEED_DEMO ?? !production,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    pageRendersPerSecond: e.PAGE_RENDERS_PER_SECOND,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    paymentExpiryMinutes: e.PAYMENT_EXPIRY_MINUTES,
    lowStockThreshold: e.LOW_STOCK_THRESHOLD,
    completeAfterDays: e.COMPLETE_AFTER_DAYS,
    midtrans,
    ...overrides,
  };
}
