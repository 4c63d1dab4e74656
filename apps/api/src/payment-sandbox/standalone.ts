/* eslint-disable no-restricted-syntax */
/**
 * Runs the simulator alone on 127.0.0.1 (docs/payments.md, "Simulator: running it"), without the shop:
 *   SIM_PORT=4010 npx tsx src/payment-sandbox/standalone.ts
 * Env: SIM_PORT (4010), SIM_SERVER_KEY, SIM_CLIENT_KEY, SIM_NOTIFICATION_URL, SIM_PUBLIC_URL,
 * SIM_FINISH_URL, SIM_NOTIFY_DELAY_MS (300), SIM_RETRY_SCALE (0.001), SIM_MERCHANT_ID,
 * SIM_FRAME_ANCESTORS (any 127.0.0.1/localhost page may frame the payment page).
 * This is the only file of the module that reads process.env.
 */
import Fastify from 'fastify';
import paymentSandbox from './index.ts';

const env = process.env;

function numberFrom(name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`${name}: expected a number >= 0, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

const port = numberFrom('SIM_PORT', 4010);
const finishUrl = env.SIM_FINISH_URL;
const app = Fastify({ logger: { level: env.LOG_LEVEL ?? 'info' } });

await app.register(paymentSandbox, {
  prefix: '',
  serverKey: env.SIM_SERVER_KEY ?? 'SB-Mid-server-SIMULATOR-ONLY',
  clientKey: env.SIM_CLIENT_KEY ?? 'SB-Mid-client-SIMULATOR-ONLY',
  notificationUrl: () => env.SIM_NOTIFICATION_URL ?? 'http://127.0.0.1:3000/api/payments/midtrans/notification',
  publicUrl: () => env.SIM_PUBLIC_URL ?? `http://127.0.0.1:${listeningPort()}`,
  ...(finishUrl ? { finishUrl: () => finishUrl } : {}),
  notifyDelayMs: numberFrom('SIM_NOTIFY_DELAY_MS', 300),
  retryScale: numberFrom('SIM_RETRY_SCALE', 0.001),
  merchantId: env.SIM_MERCHANT_ID ?? 'G000000000',
  frameAncestors: env.SIM_FRAME_ANCESTORS ?? "'self' http://127.0.0.1:* http://localhost:*",
  production: env.NODE_ENV === 'production',
});

function listeningPort(): number {
  const address = app.server.address();
  return typeof address === 'object' && address !== null ? address.port : port;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

try {
  await app.listen({ host: '127.0.0.1', port });
} catch (err) {
  app.log.error(err);
  process.exit(1);
}
