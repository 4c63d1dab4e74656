import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { users } from '../db/schema.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    extend: (app) => {
      app.get('/api/__test/count-users', async () => ({ n: (await app.db.select().from(users)).length }));
    },
  });
});
afterAll(() => t.close());

describe('when the database stops answering', () => {
  it('answers 503 with a message instead of a stack trace, and health says degraded', async () => {
    expect((await t.app.inject({ url: '/api/__test/count-users' })).statusCode).toBe(200);
    await t.database.close();
    const res = await t.app.inject({ url: '/api/__test/count-users' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Database sedang tidak dapat dihubungi. Coba lagi sebentar.', code: 'SERVICE_UNAVAILABLE' });
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });
});
