/**
 * Everything the route files share: resolved options, the store, the notifier, and the two
 * request guards (server-key Basic auth, loopback callers).
 */
import { timingSafeEqual } from 'node:crypto';
import { Notifier } from './notifier.ts';
import { notificationBody, type PayloadContext } from './payloads.ts';
import { SimStore, type SimTransaction } from './store.ts';

export interface SimSettings {
  serverKey: string;
  clientKey: string;
  merchantId: string;
  notificationUrl: () => string;
  publicUrl: () => string;
  finishUrl: (() => string) | undefined;
  frameAncestors: string;
  notifyDelayMs: number;
  retryScale: number;
  notifyTimeoutMs: number;
}

export interface SimContext extends SimSettings {
  /** The Fastify prefix the plugin is mounted under ('' standalone), for links inside pages. */
  prefix: string;
  store: SimStore;
  notifier: Notifier;
}

export const UNAUTHORIZED_MESSAGE = 'Access denied due to unauthorized transaction, please check client or server key';

export function createContext(settings: SimSettings, prefix: string): SimContext {
  const notifier = new Notifier({
    delayMs: settings.notifyDelayMs,
    retryScale: settings.retryScale,
    timeoutMs: settings.notifyTimeoutMs,
  });
  return { ...settings, prefix, store: new SimStore(), notifier };
}

/** publicUrl() without a trailing slash. */
export function publicBase(ctx: SimContext): string {
  return ctx.publicUrl().replace(/\/+$/, '');
}

export function payloadContext(ctx: SimContext): PayloadContext {
  return { serverKey: ctx.serverKey, merchantId: ctx.merchantId, publicUrl: publicBase(ctx) };
}

/** Queues the notification for the transaction's current state to all of its targets. */
export function notify(ctx: SimContext, tx: SimTransaction): void {
  const body = notificationBody(tx, payloadContext(ctx));
  tx.notifications.push(body);
  ctx.notifier.schedule(tx.targets, [body]);
}

/** `Authorization: Basic base64(serverKey + ":")`; the password part is ignored. */
export function hasServerKey(header: string | undefined, serverKey: string): boolean {
  const match = /^Basic\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const user = Buffer.from(colon === -1 ? decoded : decoded.slice(0, colon));
  const want = Buffer.from(serverKey);
  return user.length === want.length && timingSafeEqual(user, want);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopback(ip: string | undefined): boolean {
  return ip !== undefined && LOOPBACK.has(ip);
}

/** Notification targets: X-Override-Notification replaces the default, X-Append-Notification adds; max 3. */
export function notificationTargets(ctx: SimContext, override: unknown, append: unknown): string[] {
  const split = (value: unknown): string[] =>
    (Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '')
      .split(',')
      .map((url) => url.trim())
      .filter((url) => /^https?:\/\//i.test(url));
  const overrides = split(override);
  const base = overrides.length > 0 ? overrides : [ctx.notificationUrl()].filter((url) => url !== '');
  return [...new Set([...base, ...split(append)])].slice(0, 3);
}
