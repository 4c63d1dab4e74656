/**
 * One dedicated PostgreSQL connection that LISTENs on a channel, outside the pool (a pooled
 * connection would be handed to other statements, and a LISTEN lasts as long as its session).
 * A dropped connection (server restart, network) is reopened with a growing delay, and `onResume`
 * is called once it listens again: notifications sent meanwhile were lost, so the caller catches up.
 * A `select 1` every `checkEveryMs` notices a connection that died without saying so.
 */
import pg from 'pg';

export interface ListenerOptions {
  url: string;
  channel: string;
  onNotify: (payload: string) => void;
  /** Called each time the connection listens again after a drop (not the first time). */
  onResume?: () => void;
  onError?: (err: Error) => void;
  /** Delay before the first reconnect; it doubles up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  checkEveryMs?: number;
}

export interface Listener {
  /** Resolves once the channel is listened to; rejects when the first connection fails (it is retried anyway). */
  ready(): Promise<void>;
  /** Whether the connection listens right now. */
  readonly listening: boolean;
  close(): Promise<void>;
}

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export function listen(options: ListenerOptions): Listener {
  const { baseDelayMs = 250, maxDelayMs = 10_000, checkEveryMs = 30_000 } = options;
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let failures = 0;
  let everListened = false;
  let retry: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;
  // The latest attempt to connect: ready() waits for it while the connection is down.
  let attempt: Promise<void>;

  const dropped = (connection: pg.Client, err?: Error) => {
    if (connection !== client) return; // an old connection's late event
    listening = false;
    client = null;
    clearInterval(check);
    connection.removeAllListeners('notification');
    void connection.end().catch(() => {});
    if (err) options.onError?.(err);
    if (closed) return;
    const delay = Math.min(baseDelayMs * 2 ** failures, maxDelayMs);
    failures += 1;
    retry = setTimeout(start, delay);
  };

  const connect = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString: options.url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    client = connection;
    connection.on('error', (err) => dropped(connection, err));
    connection.on('end', () => dropped(connection));
    connection.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotify(message.payload ?? '');
    });
    try {
      await connection.connect();
      await connection.query(`listen ${quoteIdent(options.channel)}`);
    } catch (err) {
      dropped(connection, err as Error);
      throw err;
    }
    if (closed || connection !== client) return;
    listening = true;
    failures = 0;
    check = setInterval(() => void connection.query('select 1').catch((err: Error) => dropped(connection, err)), checkEveryMs);
    check.unref();
    if (everListened) options.onResume?.();
    everListened = true;
  };

  const start = () => {
    attempt = connect();
    attempt.catch(() => {});
  };
  start();
  return {
    ready: () => (listening ? Promise.resolve() : attempt),
    get listening() {
      return listening;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(check);
      const open = client;
      client = null;
      listening = false;
      await open?.end().catch(() => {});
    },
  };
}
