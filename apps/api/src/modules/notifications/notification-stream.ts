/**
 * The notification streams of this instance (server-sent events). A change to a user's inbox is
 * announced by PostgreSQL (`pg_notify`, from a trigger on the notifications table, so in the very
 * transaction that writes it; for checkout and the payment reports, by the API just after their
 * statement commits: inbox-signal.ts), received on one LISTEN connection per instance (db/listener.ts) and
 * written to that user's open streams as `{"type":"changed"}`: every instance hears every change,
 * whichever instance made it. An event carries no content; the bell re-reads its list with the login token.
 *
 * Limits: a few streams per user and a ceiling per instance (429 / 503 past them), a comment line
 * every `heartbeatMs` so proxies keep the connection, and each stream ends after `maxAgeMs` (the
 * browser opens a new one with a fresh ticket, so a revoked login stops receiving within that time).
 * A client that stops reading is cut off once `maxBufferedBytes` wait for it.
 */
import { PassThrough } from 'node:stream';
import { MESSAGES, NOTIFICATION_MESSAGES, type NotificationStreamEvent } from '@gayaku/contract';
import { listen, type Listener } from '../../db/listener.ts';
import { AppError } from '../../lib/errors.ts';

/** The channel the notifications trigger signals on; its payload is the user's id. */
export const NOTIFICATIONS_CHANNEL = 'gayaku_notifications';

export interface StreamLimits {
  /** Open streams of one user on this instance. Browsers hold 6 HTTP/1.1 connections per site: leave the page some. */
  perUser: number;
  /** Open streams on this instance. */
  total: number;
  heartbeatMs: number;
  maxAgeMs: number;
  maxBufferedBytes: number;
}

export const STREAM_LIMITS: StreamLimits = {
  perUser: 3,
  total: 2_000,
  heartbeatMs: 25_000,
  maxAgeMs: 15 * 60_000,
  maxBufferedBytes: 64 * 1024,
};

interface Stream {
  userId: number;
  body: PassThrough;
  openedAt: number;
}

const event = (data: NotificationStreamEvent): string => `data: ${JSON.stringify(data)}\n\n`;

export class NotificationHub {
  private readonly byUser = new Map<number, Set<Stream>>();
  private total = 0;
  private listener: Listener | null = null;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly limits: StreamLimits = STREAM_LIMITS,
    private readonly onError: (err: Error) => void = () => {},
  ) {}

  /** How many streams are open (all users), for tests and health. */
  get openStreams(): number {
    return this.total;
  }

  /**
   * A new stream of the user's changes, once this instance listens: 429 past the user's limit, 503
   * past the instance's or while the database cannot be listened to.
   */
  async open(userId: number): Promise<PassThrough> {
    this.admit(userId);
    this.listener ??= listen({
      url: this.url,
      channel: NOTIFICATIONS_CHANNEL,
      onNotify: (payload) => this.changed(Number(payload)),
      onResume: () => this.changedForAll(),
      onError: this.onError,
    });
    try {
      await this.listener.ready();
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.databaseUnavailable);
    }
    this.admit(userId); // others may have opened theirs while this one waited
    return this.add(userId);
  }

  /** Ends every stream (the instance is shutting down) and the LISTEN connection. */
  async close(): Promise<void> {
    for (const streams of this.byUser.values()) for (const stream of streams) stream.body.end();
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    await this.listener?.close();
    this.listener = null;
  }

  private admit(userId: number): void {
    if ((this.byUser.get(userId)?.size ?? 0) >= this.limits.perUser) {
      throw new AppError('TOO_MANY_REQUESTS', NOTIFICATION_MESSAGES.streamTooMany);
    }
    if (this.total >= this.limits.total) throw new AppError('SERVICE_UNAVAILABLE', NOTIFICATION_MESSAGES.streamFull);
  }

  private add(userId: number): PassThrough {
    const stream: Stream = { userId, body: new PassThrough(), openedAt: Date.now() };
    const streams = this.byUser.get(userId) ?? new Set();
    this.byUser.set(userId, streams.add(stream));
    this.total += 1;
    stream.body.once('close', () => this.remove(stream));
    // 'retry': how long the browser waits before it reconnects by itself after a drop.
    stream.body.write(`retry: 3000\n${event({ type: 'ready' })}`);
    this.heartbeat ??= setInterval(() => this.beat(), this.limits.heartbeatMs);
    return stream.body;
  }

  private remove(stream: Stream): void {
    const streams = this.byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    this.total -= 1;
    if (streams.size === 0) this.byUser.delete(stream.userId);
    if (this.total === 0) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  private write(stream: Stream, chunk: string): void {
    const { body } = stream;
    if (body.destroyed || body.writableEnded) return;
    if (body.writableLength > this.limits.maxBufferedBytes) body.destroy();
    else body.write(chunk);
  }

  private changed(userId: number): void {
    for (const stream of this.byUser.get(userId) ?? []) this.write(stream, event({ type: 'changed' }));
  }

  /** After the LISTEN connection came back: changes may have been missed, so every stream re-reads. */
  private changedForAll(): void {
    for (const streams of this.byUser.values()) for (const stream of streams) this.write(stream, event({ type: 'changed' }));
  }

  private beat(): void {
    const now = Date.now();
    for (const streams of this.byUser.values()) {
      for (const stream of streams) {
        if (now - stream.openedAt >= this.limits.maxAgeMs) stream.body.end();
        else this.write(stream, ': ping\n\n');
      }
    }
  }
}
