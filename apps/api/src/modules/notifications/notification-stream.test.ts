/**
 * The notification stream (server-sent events): a change of the inbox reaches the user's open
 * streams on every instance through PostgreSQL LISTEN/NOTIFY, within a couple of seconds; only a
 * fresh ticket of that purpose opens one; the instance holds few streams per user.
 */
import type { AddressInfo } from 'node:net';
import { MESSAGES, NOTIFICATION_MESSAGES, NOTIFICATION_TITLES } from '@gayaku/contract';
import pg from 'pg';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loggedUrl } from '../../app.ts';
import { openEventStream, type EventStreamReader } from '../../../test/event-stream.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createNotification } from '../../../test/notifications-factories.ts';
import {
  createCatalogue,
  databaseUrlOf,
  listenForPayments,
  notifyStatus,
  openSecondInstance,
  orderBody,
  placeOrder,
  titlesFor,
  waitForStatus,
  type SecondInstance,
} from '../../../test/order-factories.ts';
import { STREAM_LIMITS } from './notification-stream.ts';

let a: TestApp;
let b: SecondInstance;
let baseA: string;
let baseB: string;
const opened: EventStreamReader[] = [];
const agent = new Agent();
const http = (url: string, init: RequestInit = {}) => fetch(url, { ...init, dispatcher: agent } as unknown as RequestInit);

beforeAll(async () => {
  a = await buildTestApp();
  baseA = await listenForPayments(a);
  b = await openSecondInstance(a);
  baseB = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  // The test's own connections go first: an idle kept-alive one would hold a server's close for its timeout.
  await agent.close();
  await b?.close();
  await a?.close();
});

const changed = (data: unknown) => (data as { type?: string }).type === 'changed';

async function ticketFor(base: string, user: TestUser): Promise<string> {
  const res = await http(`${base}/api/notifications/stream/ticket`, { method: 'POST', headers: user.auth });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { ticket: string; expires_in: number };
  expect(body.expires_in).toBe(60);
  return body.ticket;
}

async function streamOf(base: string, user: TestUser): Promise<EventStreamReader> {
  const stream = await openEventStream(`${base}/api/notifications/stream?ticket=${await ticketFor(base, user)}`, http);
  opened.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((data) => (data as { type?: string }).type === 'ready');
  return stream;
}

const streamWith = (ticket: string | undefined) =>
  b.app.inject({ method: 'GET', url: `/api/notifications/stream${ticket === undefined ? '' : `?ticket=${encodeURIComponent(ticket)}`}` });

describe('across two instances on one database', () => {
  it("a status change on instance A reaches the shopper's stream on instance B within two seconds", async () => {
    const cat = await createCatalogue(a.db);
    const shopper = await createUser(a.app, a.db);
    const admin = await createUser(a.app, a.db, { role: 'admin' });
    const { order } = await placeOrder(a.app, shopper, orderBody(cat));
    expect(await notifyStatus(a, order, 'settlement')).toBe(200);
    await waitForStatus(a.db, order.id, 'paid');

    const stream = await streamOf(baseB, shopper);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    const seen = stream.events.length;
    const sent = performance.now();
    const res = await http(`${baseA}/api/order/${order.id}/status`, {
      method: 'PUT',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'shipped' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const arrived = await stream.next(changed, { seen, timeoutMs: 2_000 });
    expect(arrived.at - sent).toBeLessThan(2_000);
    expect(await titlesFor(a.db, order.id)).toContain(NOTIFICATION_TITLES.shipped);
  });

  it("tells only that user's streams, on each instance, and marking read is a change too", async () => {
    const rina = await createUser(a.app, a.db);
    const budi = await createUser(a.app, a.db);
    const [rinaOnA, rinaOnB, budiOnB] = await Promise.all([streamOf(baseA, rina), streamOf(baseB, rina), streamOf(baseB, budi)]);
    const { id } = await createNotification(a.db, rina.id);
    await Promise.all([rinaOnA.next(changed), rinaOnB.next(changed)]);
    const [readOnA, readOnB] = [rinaOnA.events.length, rinaOnB.events.length];
    expect((await b.app.inject({ method: 'PUT', url: `/api/notifications/read/${id}`, headers: rina.auth })).statusCode).toBe(200);
    await rinaOnA.next(changed, { seen: readOnA });
    await rinaOnB.next(changed, { seen: readOnB });
    expect(budiOnB.events.filter((e) => changed(e.data))).toEqual([]);
  });

  it('listens on one connection per instance, however many streams are open', async () => {
    const users = await Promise.all([1, 2, 3].map(() => createUser(a.app, a.db)));
    await Promise.all(users.flatMap((u) => [streamOf(baseA, u), streamOf(baseB, u)]));
    const client = new pg.Client({ connectionString: await databaseUrlOf(a.db) });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
      );
      expect(rows[0]?.n).toBe(2);
    } finally {
      await client.end();
    }
  });

  it('listens again after its connection is cut, and the streams catch up', async () => {
    const user = await createUser(a.app, a.db);
    const stream = await streamOf(baseB, user);
    const killer = new pg.Client({ connectionString: await databaseUrlOf(a.db) });
    await killer.connect();
    try {
      const seen = stream.events.length;
      await killer.query(`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`);
      // Reconnected: every stream is told to re-read (changes meanwhile were missed) ...
      await stream.next(changed, { seen, timeoutMs: 5_000 });
      // ... and later changes arrive again.
      const after = stream.events.length;
      await createNotification(a.db, user.id);
      await stream.next(changed, { seen: after });
    } finally {
      await killer.end();
    }
  });
});

describe('tickets', () => {
  it('refuses a missing, a forged, an expired or another purpose’s ticket, and a login token (401)', async () => {
    const user = await createUser(a.app, a.db);
    const expired = a.app.signPurposeToken(user, 'notification-stream', 60);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      expect((await streamWith(expired)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    const other = a.app.signPurposeToken(user, 'password-reset' as 'notification-stream', 60);
    for (const ticket of [undefined, '', 'abc', user.token, other, `${expired.slice(0, -2)}xx`]) {
      const res = await streamWith(ticket);
      expect(res.statusCode, String(ticket)).toBe(401);
      expect(res.json()).toEqual({ message: NOTIFICATION_MESSAGES.streamTicketInvalid, code: 'UNAUTHORIZED' });
    }
  });

  it('never reaches a log', () => {
    expect(loggedUrl('/api/notifications/stream?ticket=eyJ.abc.def')).toBe('/api/notifications/stream?ticket=[redacted]');
  });

  it('is no login token, needs one to be had, and dies with a sign-out everywhere', async () => {
    const user = await createUser(a.app, a.db);
    const ticket = await ticketFor(baseA, user);
    const asLogin = await a.app.inject({ method: 'GET', url: '/api/cart', headers: { authorization: `Bearer ${ticket}` } });
    expect(asLogin.statusCode).toBe(401);
    expect((await a.app.inject({ method: 'POST', url: '/api/notifications/stream/ticket' })).json()).toEqual({
      message: MESSAGES.unauthorized,
      code: 'UNAUTHORIZED',
    });
    expect((await a.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: user.auth })).statusCode).toBe(200);
    expect((await streamWith(ticket)).statusCode).toBe(401);
  });
});

describe('limits', () => {
  it(`opens at most ${STREAM_LIMITS.perUser} streams per user on an instance (429), others unaffected`, async () => {
    const user = await createUser(a.app, a.db);
    const other = await createUser(a.app, a.db);
    const streams = await Promise.all(Array.from({ length: STREAM_LIMITS.perUser }, () => streamOf(baseB, user)));
    const refused = await streamWith(await ticketFor(baseB, user));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: NOTIFICATION_MESSAGES.streamTooMany, code: 'TOO_MANY_REQUESTS' });
    await streamOf(baseB, other);
    // One closed by the browser frees its place.
    const before = b.app.notificationHub.openStreams;
    streams[0]!.close();
    await expect.poll(() => b.app.notificationHub.openStreams).toBe(before - 1);
    await streamOf(baseB, user);
  });
});
