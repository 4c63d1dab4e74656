/**
 * Notification delivery with Midtrans' retry rules (docs/payments.md, "Notifications" and
 * "Simulator: notifications"): 2xx stops;
 * 500 → 1 retry; 503 → 4; 400/404 → 2; 301/302/303 → none (never followed); 307/308 → re-POST to
 * Location (≤ 5 hops); anything else, network errors and timeouts → 5. Retries wait
 * 2/10/30/90/210 min × retryScale with ±20 % jitter. Every HTTP attempt is logged.
 */
import { postJson } from './http-post.ts';
import type { NotificationBody } from './store.ts';

const RETRY_MINUTES = [2, 10, 30, 90, 210] as const;
const MAX_REDIRECT_HOPS = 5;
const MAX_LOG_ENTRIES = 2000;
const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json', 'User-Agent': 'Veritrans' };

export interface DeliveryLogEntry {
  id: number;
  time: string;
  order_id: string;
  /** The configured target; `url` differs from it after a 307/308 hop. */
  target: string;
  url: string;
  /** 0 = first delivery, n = n-th retry. */
  attempt: number;
  hop: number;
  http_status: number | null;
  error: string | null;
  outcome: 'delivered' | 'redirected' | 'retry_scheduled' | 'gave_up';
  forged: boolean;
  body: NotificationBody;
}

export interface NotifierConfig {
  delayMs: number;
  retryScale: number;
  timeoutMs: number;
  random?: () => number;
}

interface Delivery {
  target: string;
  body: NotificationBody;
  forged: boolean;
  generation: number;
}

/** How many retries an answer allows: 0 for success and 301/302/303. */
export function retriesAllowed(status: number | null): number {
  if (status !== null && status >= 200 && status < 300) return 0;
  if (status === 500) return 1;
  if (status === 503) return 4;
  if (status === 400 || status === 404) return 2;
  if (status === 301 || status === 302 || status === 303) return 0;
  return 5;
}

/** Wait before retry number `retryIndex + 1`: 2/10/30/90/210 min × scale, ±20 % jitter. */
export function retryDelayMs(retryIndex: number, scale: number, random: () => number): number {
  const minutes = RETRY_MINUTES[Math.min(retryIndex, RETRY_MINUTES.length - 1)] ?? 2;
  return Math.max(0, Math.round(minutes * 60_000 * scale * (0.8 + 0.4 * random())));
}

function resolveLocation(location: string | null, base: string): string | null {
  if (location === null) return null;
  try {
    return new URL(location, base).toString();
  } catch {
    return null;
  }
}

export class Notifier {
  readonly log: DeliveryLogEntry[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();
  private generation = 0;
  private nextId = 1;

  constructor(private readonly config: NotifierConfig) {}

  /** Sends `bodies` to every target after the configured delay, one after the other per target. */
  schedule(targets: readonly string[], bodies: readonly NotificationBody[], forged = false): void {
    const generation = this.generation;
    for (const target of targets) {
      this.later(this.config.delayMs, async () => {
        for (const body of bodies) await this.attempt({ target, body, forged, generation }, 0);
      });
    }
  }

  /** Cancels every scheduled delivery and retry and aborts requests in flight. */
  stop(): void {
    this.generation += 1;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const controller of this.inFlight) controller.abort();
    this.inFlight.clear();
  }

  /** stop() plus an empty log (POST /__sim/reset). */
  reset(): void {
    this.stop();
    this.log.length = 0;
  }

  pendingTimers(): number {
    return this.timers.size;
  }

  private later(ms: number, run: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void run();
    }, ms);
    this.timers.add(timer);
  }

  private async attempt(d: Delivery, retry: number): Promise<void> {
    let url = d.target;
    for (let hop = 0; ; hop += 1) {
      if (d.generation !== this.generation) return;
      const { status, location, error } = await this.post(url, d.body);
      if (d.generation !== this.generation) return;
      const next = status === 307 || status === 308 ? resolveLocation(location, url) : null;
      if (next !== null && hop < MAX_REDIRECT_HOPS) {
        this.record(d, url, retry, hop, status, null, 'redirected');
        url = next;
        continue;
      }
      const ok = status !== null && status >= 200 && status < 300;
      const again = !ok && retry < retriesAllowed(status);
      const message = next !== null ? `more than ${MAX_REDIRECT_HOPS} redirects` : error;
      this.record(d, url, retry, hop, status, message, ok ? 'delivered' : again ? 'retry_scheduled' : 'gave_up');
      if (again)
        this.later(retryDelayMs(retry, this.config.retryScale, this.config.random ?? Math.random), () => this.attempt(d, retry + 1));
      return;
    }
  }

  private async post(
    url: string,
    body: NotificationBody,
  ): Promise<{ status: number | null; location: string | null; error: string | null }> {
    const controller = new AbortController();
    this.inFlight.add(controller);
    try {
      const res = await postJson(url, JSON.stringify(body), HEADERS, this.config.timeoutMs, controller.signal);
      return { status: res.status, location: res.location, error: null };
    } catch (err) {
      return { status: null, location: null, error: err instanceof Error ? err.message : String(err) };
    } finally {
      this.inFlight.delete(controller);
    }
  }

  private record(
    d: Delivery,
    url: string,
    attempt: number,
    hop: number,
    status: number | null,
    error: string | null,
    outcome: DeliveryLogEntry['outcome'],
  ): void {
    if (this.log.length >= MAX_LOG_ENTRIES) this.log.splice(0, this.log.length - MAX_LOG_ENTRIES + 1);
    this.log.push({
      id: this.nextId++,
      time: new Date().toISOString(),
      order_id: d.body.order_id,
      target: d.target,
      url,
      attempt,
      hop,
      http_status: status,
      error,
      outcome,
      forged: d.forged,
      body: d.body,
    });
  }
}
