import { MESSAGES, NOTIFICATION_MESSAGES, type Notification } from '@gayaku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createNotification } from '../../../test/notifications-factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function list(user: TestUser, userId: number | string = user.id) {
  return t.app.inject({ method: 'GET', url: `/api/notifications/${userId}`, headers: user.auth });
}
function detail(user: TestUser, id: number | string) {
  return t.app.inject({ method: 'GET', url: `/api/notifications/detail/${id}`, headers: user.auth });
}
function markRead(user: TestUser, id: number | string) {
  return t.app.inject({ method: 'PUT', url: `/api/notifications/read/${id}`, headers: user.auth });
}

describe('authentication', () => {
  it('answers 401 without a token on every call', async () => {
    const user = await createUser(t.app, t.db);
    const { id } = await createNotification(t.db, user.id);
    const calls = [
      { method: 'GET' as const, url: `/api/notifications/${user.id}` },
      { method: 'GET' as const, url: `/api/notifications/detail/${id}` },
      { method: 'PUT' as const, url: `/api/notifications/read/${id}` },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.unauthorized, code: 'UNAUTHORIZED' });
    }
  });
});

describe('GET /api/notifications/{userId}', () => {
  it("lists the user's own notifications, newest first", async () => {
    const user = await createUser(t.app, t.db);
    const other = await createUser(t.app, t.db);
    const old = await createNotification(t.db, user.id, {
      title: 'Pesanan Dibuat',
      message: 'Pesanan ID #7 dibuat',
      createdAt: new Date('2025-01-01T08:00:00Z'),
    });
    const recent = await createNotification(t.db, user.id, {
      title: 'Pesanan Telah Dikirim',
      message: 'Pesanan ID #7 sedang dikirim',
      isRead: true,
      createdAt: new Date('2025-01-03T08:00:00Z'),
    });
    await createNotification(t.db, other.id);
    const res = await list(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: recent.id,
        title: 'Pesanan Telah Dikirim',
        message: 'Pesanan ID #7 sedang dikirim',
        is_read: true,
        created_at: '2025-01-03T08:00:00.000Z',
      },
      { id: old.id, title: 'Pesanan Dibuat', message: 'Pesanan ID #7 dibuat', is_read: false, created_at: '2025-01-01T08:00:00.000Z' },
    ]);
  });

  it('answers an empty list for a user without notifications', async () => {
    const user = await createUser(t.app, t.db);
    const res = await list(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("answers 403 for another user's list and 400 for a malformed userId", async () => {
    const owner = await createUser(t.app, t.db);
    const intruder = await createUser(t.app, t.db);
    await createNotification(t.db, owner.id);
    const res = await list(intruder, owner.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.forbidden, code: 'FORBIDDEN' });
    for (const bad of ['abc', '0', '-1', '1.5']) expect((await list(intruder, bad)).statusCode, bad).toBe(400);
  });
});

describe('GET /api/notifications/detail/{id}', () => {
  it("answers the user's own notification", async () => {
    const user = await createUser(t.app, t.db);
    const { id } = await createNotification(t.db, user.id, { title: 'Pembayaran Berhasil', message: 'Pembayaran pesanan ID #12 diterima' });
    const res = await detail(user, id);
    expect(res.statusCode).toBe(200);
    const body: Notification = res.json();
    expect(body).toEqual({
      id,
      title: 'Pembayaran Berhasil',
      message: 'Pembayaran pesanan ID #12 diterima',
      is_read: false,
      created_at: expect.any(String),
    });
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
  });

  it("answers 404 for another user's or an unknown notification, 400 for a malformed id", async () => {
    const owner = await createUser(t.app, t.db);
    const intruder = await createUser(t.app, t.db);
    const { id } = await createNotification(t.db, owner.id);
    for (const target of [id, 2_000_000_000]) {
      const res = await detail(intruder, target);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: NOTIFICATION_MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    expect((await detail(intruder, 'abc')).statusCode).toBe(400);
  });
});

describe('PUT /api/notifications/read/{id}', () => {
  it("marks the user's own notification read, idempotently, without a body", async () => {
    const user = await createUser(t.app, t.db);
    const { id } = await createNotification(t.db, user.id);
    const other = await createNotification(t.db, user.id);
    for (let i = 0; i < 2; i++) {
      const res = await markRead(user, id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: NOTIFICATION_MESSAGES.markedRead });
    }
    const all: Notification[] = (await list(user)).json();
    expect(Object.fromEntries(all.map((n) => [n.id, n.is_read]))).toEqual({ [id]: true, [other.id]: false });
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const owner = await createUser(t.app, t.db);
    const intruder = await createUser(t.app, t.db);
    const { id } = await createNotification(t.db, owner.id);
    const res = await markRead(intruder, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: NOTIFICATION_MESSAGES.notFound, code: 'NOT_FOUND' });
    expect((await detail(owner, id)).json()).toMatchObject({ is_read: false });
    expect((await markRead(intruder, 2_000_000_000)).statusCode).toBe(404);
    expect((await markRead(intruder, 'abc')).statusCode).toBe(400);
  });
});

describe('PUT /api/notifications/read-all', () => {
  it("marks every one of the user's own notifications read, nobody else's, and may be repeated", async () => {
    const user = await createUser(t.app, t.db);
    const other = await createUser(t.app, t.db);
    await createNotification(t.db, user.id);
    await createNotification(t.db, user.id, { isRead: true });
    await createNotification(t.db, user.id);
    await createNotification(t.db, other.id);
    const readAll = () => t.app.inject({ method: 'PUT', url: '/api/notifications/read-all', headers: user.auth });

    const res = await readAll();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NOTIFICATION_MESSAGES.allMarkedRead });
    expect((await list(user)).json().every((n: Notification) => n.is_read)).toBe(true);
    expect((await list(other)).json().map((n: Notification) => n.is_read)).toEqual([false]);
    expect((await readAll()).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/read-all' })).statusCode).toBe(401);
  });
});
