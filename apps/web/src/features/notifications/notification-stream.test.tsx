import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, respond } from '../../test/fetch-mock.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';
import { NOTIFICATIONS_POLL_MS } from './api/queries.ts';

/** The browser's EventSource, played by the test: jsdom has none. */
class TestEventSource {
  static made: TestEventSource[] = [];
  static readonly CLOSED = 2;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readyState = 0;
  constructor(readonly url: string) {
    TestEventSource.made.push(this);
  }
  say(data: unknown) {
    this.readyState = 1;
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  fail() {
    this.readyState = TestEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }
  close() {
    this.readyState = TestEventSource.CLOSED;
  }
}

afterEach(() => {
  TestEventSource.made = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const note = (id: number, isRead = false) => ({
  id,
  title: 'Pesanan Telah Dikirim',
  message: `Pesanan ID #${id} sedang dikirim`,
  is_read: isRead,
  created_at: '2025-03-05T10:30:00Z',
});

/** The home page of user 7, with the bell's list and ticket answered by `bell`, and a test EventSource. */
function homeWith(bell: Record<string, unknown>) {
  loginAs();
  const api = mockApi({ 'GET /api/products': [], 'GET /api/products/popular': [], 'GET /api/categories': [], 'GET /api/ads': [], ...bell });
  vi.stubGlobal('EventSource', TestEventSource);
  renderApp('/');
  return api;
}

const bellCount = () => within(screen.getByRole('banner')).queryByTestId('notification-count');

describe("the bell's live count", () => {
  it('opens the stream with a ticket, shows a new notification as soon as the stream says so, and does not poll meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let list = [note(1, true)];
    const api = homeWith({
      'GET /api/notifications/7': () => list,
      'POST /api/notifications/stream/ticket': { ticket: 'tiket-1', expires_in: 60 },
    });
    await waitFor(() => expect(TestEventSource.made).toHaveLength(1));
    const stream = TestEventSource.made[0]!;
    expect(stream.url).toBe('/api/notifications/stream?ticket=tiket-1');
    expect(api.callsTo('POST', '/api/notifications/stream/ticket')[0]?.headers.Authorization).toMatch(/^Bearer /);
    act(() => stream.say({ type: 'ready' }));
    expect(bellCount()).toBeNull();
    const reads = api.callsTo('GET', '/api/notifications/7').length;
    await act(() => vi.advanceTimersByTimeAsync(2 * NOTIFICATIONS_POLL_MS));
    expect(api.callsTo('GET', '/api/notifications/7')).toHaveLength(reads);

    list = [note(2), note(1, true)];
    act(() => stream.say({ type: 'changed' }));
    await waitFor(() => expect(bellCount()).toHaveTextContent('1'));
  });

  it("counts a change the stream tells of while the bell's first read is still on its way", async () => {
    // The first read sees the inbox before the change and answers only after the stream told of it.
    let list = [note(1, true)];
    let told = () => {};
    const afterTold = new Promise<void>((resolve) => (told = resolve));
    let reads = 0;
    homeWith({
      'GET /api/notifications/7': async () => {
        const seen = [...list];
        if (reads++ === 0) await afterTold;
        return seen;
      },
      'POST /api/notifications/stream/ticket': { ticket: 'tiket-1', expires_in: 60 },
    });
    await waitFor(() => expect(TestEventSource.made).toHaveLength(1));
    const stream = TestEventSource.made[0]!;
    act(() => stream.say({ type: 'ready' }));
    list = [note(2), note(1, true)];
    act(() => stream.say({ type: 'changed' }));
    told();
    await waitFor(() => expect(bellCount()).toHaveTextContent('1'));
  });

  it('falls back to polling when the stream fails, and opens a new one with a fresh ticket later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let list = [note(1, true)];
    let tickets = 0;
    const api = homeWith({
      'GET /api/notifications/7': () => list,
      'POST /api/notifications/stream/ticket': () => ({ ticket: `tiket-${++tickets}`, expires_in: 60 }),
    });
    await waitFor(() => expect(TestEventSource.made).toHaveLength(1));
    act(() => TestEventSource.made[0]!.fail());

    // No stream: the list is read again at the polling interval.
    list = [note(2), note(1, true)];
    const reads = api.callsTo('GET', '/api/notifications/7').length;
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS + 100));
    await waitFor(() => expect(bellCount()).toHaveTextContent('1'));
    expect(api.callsTo('GET', '/api/notifications/7').length).toBeGreaterThan(reads);
    // ... and a new stream was tried meanwhile, with a new ticket.
    expect(TestEventSource.made.length).toBeGreaterThan(1);
    expect(TestEventSource.made.at(-1)!.url).toBe(`/api/notifications/stream?ticket=tiket-${tickets}`);
  });

  it('polls when no ticket can be had', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = homeWith({
      'GET /api/notifications/7': [note(1, true)],
      'POST /api/notifications/stream/ticket': respond(503, {
        message: 'Database sedang tidak dapat dihubungi. Coba lagi sebentar.',
        code: 'SERVICE_UNAVAILABLE',
      }),
    });
    await waitFor(() => expect(api.callsTo('POST', '/api/notifications/stream/ticket')).toHaveLength(1));
    const reads = () => api.callsTo('GET', '/api/notifications/7').length;
    const before = reads();
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS + 100));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(TestEventSource.made).toHaveLength(0);
  });
});
