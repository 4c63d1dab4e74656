/** Shared fixtures of the simulator's tests: a bare Fastify app with the plugin, a webhook receiver. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import paymentSandbox, { midtransSignature, type PaymentSandboxOptions } from './index.ts';

export const SERVER_KEY = 'SB-Mid-server-SIMULATOR-ONLY';
export const CLIENT_KEY = 'SB-Mid-client-SIMULATOR-ONLY';
export const PREFIX = '/payment-sandbox';
export const PUBLIC_URL = 'http://127.0.0.1:3000/payment-sandbox';
export const AUTH = `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`;

export async function buildSim(
  overrides: Partial<PaymentSandboxOptions> = {},
  setup?: (app: FastifyInstance) => Promise<void>,
): Promise<FastifyInstance> {
  const app = Fastify();
  if (setup) await setup(app);
  await app.register(paymentSandbox, {
    prefix: PREFIX,
    serverKey: SERVER_KEY,
    clientKey: CLIENT_KEY,
    notificationUrl: () => '',
    publicUrl: () => PUBLIC_URL,
    notifyDelayMs: 1,
    retryScale: 0.00001,
    ...overrides,
  });
  await app.ready();
  return app;
}

export interface Received {
  path: string;
  method: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** true: never answer (timeout tests). */
  hang?: boolean;
}

export interface Receiver {
  url: (path?: string) => string;
  received: Received[];
  close: () => Promise<void>;
}

/** A real HTTP server on 127.0.0.1:0 that records every request and answers with `respond`. */
export async function startReceiver(respond: (req: Received, index: number) => Reply = () => ({ status: 200 })): Promise<Receiver> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const entry: Received = {
        path: req.url ?? '',
        method: req.method ?? '',
        headers: req.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
      received.push(entry);
      const reply = respond(entry, received.length - 1);
      if (reply.hang) return;
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/api/payments/midtrans/notification') => `http://127.0.0.1:${port}${path}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function waitFor<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waitFor: condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function orderBody(orderId: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    transaction_details: { order_id: orderId, gross_amount: 150_000 },
    item_details: [
      { id: 'SKU-1', name: 'Kemeja Linen', price: 125_000, quantity: 1 },
      { id: 'ONGKIR', name: 'Ongkos kirim', price: 25_000, quantity: 1 },
    ],
    ...extra,
  };
}

export async function createTx(
  app: FastifyInstance,
  orderId: string,
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
): Promise<{ token: string; redirect_url: string }> {
  const res = await app.inject({
    method: 'POST',
    url: `${PREFIX}/snap/v1/transactions`,
    headers: { authorization: AUTH, ...headers },
    payload: orderBody(orderId, extra),
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function press(
  app: FastifyInstance,
  token: string,
  action: string,
): Promise<{ statusCode: number; json: { event: string; result: Record<string, unknown> | null } }> {
  const res = await app.inject({ method: 'POST', url: `${PREFIX}/snap/v1/sim/pay/${token}/action`, payload: { action } });
  return { statusCode: res.statusCode, json: res.json() };
}

export async function simPost(app: FastifyInstance, path: string, payload?: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `${PREFIX}/__sim${path}`, ...(payload ? { payload } : {}) });
}

export function hasValidSignature(body: Record<string, unknown>, serverKey = SERVER_KEY): boolean {
  const { order_id: o, status_code: s, gross_amount: g, signature_key: sig } = body;
  return typeof o === 'string' && typeof s === 'string' && typeof g === 'string' && sig === midtransSignature(o, s, g, serverKey);
}
