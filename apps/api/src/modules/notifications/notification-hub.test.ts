/**
 * The hub's own limits, on a real database with small figures: heartbeats, the age at which a
 * stream ends, the ceiling per instance, and a client that stops reading.
 */
import type { PassThrough } from 'node:stream';
import { NOTIFICATION_MESSAGES } from '@gayaku/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { NOTIFICATIONS_CHANNEL, NotificationHub, STREAM_LIMITS, type StreamLimits } from './notification-stream.ts';

let t: TestApp;
const hubs: NotificationHub[] = [];

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  for (const hub of hubs) await hub.close();
  await t?.close();
});

function hubWith(limits: Partial<StreamLimits>): NotificationHub {
  const hub = new NotificationHub(t.database.url, { ...STREAM_LIMITS, ...limits });
  hubs.push(hub);
  return hub;
}

/** Everything the stream says until it ends or `ms` pass. */
function collect(body: PassThrough, ms: number): Promise<{ text: string; ended: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    body.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const timer = setTimeout(() => resolve({ text, ended: false }), ms);
    body.on('end', () => {
      clearTimeout(timer);
      resolve({ text, ended: true });
    });
  });
}

describe('NotificationHub', () => {
  it('opens with a ready event, keeps the line alive with heartbeats, and ends a stream past its age', async () => {
    const hub = hubWith({ heartbeatMs: 50, maxAgeMs: 400 });
    const user = await createUser(t.app, t.db);
    const started = Date.now();
    const { text, ended } = await collect(await hub.open(user.id), 3_000);
    expect(ended).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(text.startsWith('retry: 3000\ndata: {"type":"ready"}\n\n')).toBe(true);
    expect(text.split(': ping\n\n').length - 1).toBeGreaterThanOrEqual(3);
    expect(hub.openStreams).toBe(0);
  });

  it('refuses streams past the ceiling of the instance (503), and takes them again once one closes', async () => {
    const hub = hubWith({ total: 2 });
    const [x, y] = await Promise.all([createUser(t.app, t.db), createUser(t.app, t.db)]);
    const first = await hub.open(x.id);
    await hub.open(y.id);
    await expect(hub.open(y.id)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: NOTIFICATION_MESSAGES.streamFull });
    first.destroy();
    await expect.poll(() => hub.openStreams).toBe(1);
    await expect(hub.open(x.id)).resolves.toBeDefined();
  });

  it('cuts off a client that stops reading once too much waits for it', async () => {
    const hub = hubWith({ maxBufferedBytes: 1_024 });
    const user = await createUser(t.app, t.db);
    const body = await hub.open(user.id);
    const closed = new Promise((resolve) => body.once('close', resolve));
    // Nobody reads `body`. Each statement is a transaction of its own: one signal each.
    for (let i = 0; i < 1_200 && !body.destroyed; i++) {
      await t.db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${String(user.id)})`);
    }
    await closed;
    expect(hub.openStreams).toBe(0);
  });
});
