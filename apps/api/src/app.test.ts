import { allRoutes, MESSAGES, openApiDocument } from '@gayaku/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { APP_VERSION } from './lib/version.ts';

let t: TestApp;

function testRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/__test/admin-echo',
    { onRequest: app.requireAdmin, schema: { body: z.object({ name: z.string().min(1) }) } },
    async (req) => req.body,
  );
  typed.post('/api/__test/echo', { schema: { body: z.object({ name: z.string().min(1, 'Nama wajib diisi') }) } }, async (req) => req.body);
  typed.get('/api/__test/boom', async () => {
    throw new Error('select * from users -- secret internals');
  });
}

beforeAll(async () => {
  t = await buildTestApp({ extend: testRoutes });
});
afterAll(() => t.close());

describe('api skeleton', () => {
  it('answers /api/health with the database state and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up', driver: t.driver, version: expect.any(String) });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Alamat tidak ditemukan', code: 'NOT_FOUND' });
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Format JSON tidak valid' });
  });

  it('rejects a body over 1 MiB with 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/__test/echo', payload: { name: 'x'.repeat(1024 * 1024 + 10) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('reports schema violations as 400 with the first message and the issues', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/__test/echo', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Nama wajib diisi',
      issues: [{ path: 'body.name', message: 'Nama wajib diisi' }],
    });
  });

  it('hides unexpected errors behind a generic 500 without internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/select|secret|stack|at /i);
    expect(res.json()).toEqual({ message: 'Terjadi kesalahan pada server', code: 'INTERNAL' });
  });

  it('sends security headers with a CSP that allows no inline scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('publishes the OpenAPI document generated from the route table, one operation per registered route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument(allRoutes(), APP_VERSION))));
    // Every route of the table answers something other than the router's 404 (params filled with 1).
    for (const route of allRoutes()) {
      const url = route.path.replace(/\{\w+\}/g, '1');
      const reply = await t.app.inject({ method: route.method, url });
      expect(reply.json(), `${route.method} ${route.path}`).not.toEqual({ message: MESSAGES.routeNotFound, code: 'NOT_FOUND' });
    }
  });
});

describe('authentication runs before body validation', () => {
  it('answers 401 without a token even when the body is invalid', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/__test/admin-echo', payload: { wrong: true } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('answers 401 for a garbage, an unsigned or a wrongly signed token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: '1', role: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 })).toString(
      'base64url',
    );
    for (const token of ['garbage', `${header}.${payload}.`, `${header}.${payload}.c2lnbmF0dXJl`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/__test/admin-echo',
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 403 to a shopper on an admin route before looking at the body', async () => {
    const shopper = await createUser(t.app, t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/__test/admin-echo', headers: shopper.auth, payload: 'not json at all' });
    expect(res.statusCode).toBe(403);
  });

  it('lets an admin through, then validates the body', async () => {
    const admin = await createUser(t.app, t.db, { role: 'admin' });
    const bad = await t.app.inject({ method: 'POST', url: '/api/__test/admin-echo', headers: admin.auth, payload: {} });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'POST', url: '/api/__test/admin-echo', headers: admin.auth, payload: { name: 'x' } });
    expect(ok.json()).toEqual({ name: 'x' });
  });

  it('reads the role from the database, not from the token', async () => {
    const shopper = await createUser(t.app, t.db);
    const forged = t.app.signToken({ id: shopper.id, role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/admin-echo',
      headers: { authorization: `Bearer ${forged}` },
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('rejects an expired token', async () => {
    const shopper = await createUser(t.app, t.db);
    const expired = t.app.jwt.sign({ sub: String(shopper.id), role: 'user' }, { expiresIn: -10 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/admin-echo',
      headers: { authorization: `Bearer ${expired}` },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('request bodies', () => {
  it('reads an empty application/json body as no body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('refuses prototype poisoning in JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"x","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
  });
});
