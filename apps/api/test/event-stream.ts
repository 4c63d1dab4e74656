/**
 * A reader of a server-sent events answer, for tests: it opens the URL with fetch, as a browser's
 * EventSource would (Accept: text/event-stream, no Authorization header), and collects each event's
 * JSON `data` and each comment line (heartbeats) as they arrive.
 */
import type { Readable } from 'node:stream';

interface StreamEvent {
  data: unknown;
  /** When it arrived (performance.now()). */
  at: number;
}

export interface EventStreamReader {
  status: number;
  headers: Headers;
  events: StreamEvent[];
  comments: string[];
  /** Resolves with the first event after the `seen` first ones whose data matches, or rejects after `timeoutMs`. */
  next(match: (data: unknown) => boolean, options?: { seen?: number; timeoutMs?: number }): Promise<StreamEvent>;
  /** Resolves when the server ended the answer. */
  ended: Promise<void>;
  close(): void;
}

/** Splits the text of an event stream into events; answers what is left of an unfinished one. */
function parse(buffer: string, onEvent: (data: string) => void, onComment: (text: string) => void): string {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) onComment(line.slice(1).trim());
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length) onEvent(data.join('\n'));
  }
  return rest;
}

export async function openEventStream(
  url: string,
  send: (url: string, init: RequestInit) => Promise<Response> = fetch,
): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await send(url, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as Readable) {
        buffer = parse(
          buffer + decoder.decode(chunk as Uint8Array, { stream: true }),
          (data) => events.push({ data: JSON.parse(data), at: performance.now() }),
          (text) => comments.push(text),
        );
        wake();
      }
    } catch {
      // aborted by close()
    }
    wake();
  })();
  let done = false;
  void ended.then(() => (done = true));

  const next: EventStreamReader['next'] = (match, { seen = 0, timeoutMs = 5_000 } = {}) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = events.slice(seen).find((e) => match(e.data));
        if (found) finish(() => resolve(found));
        else if (done) finish(() => reject(new Error('the stream ended before the event')));
      };
      const timer = setTimeout(() => finish(() => reject(new Error(`no matching event within ${timeoutMs} ms`))), timeoutMs);
      const finish = (then: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        then();
      };
      waiters.add(check);
      check();
    });

  return { status: response.status, headers: response.headers, events, comments, next, ended, close: () => controller.abort() };
}
