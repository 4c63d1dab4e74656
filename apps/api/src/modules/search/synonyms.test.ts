/** The admin's synonyms: CRUD, refusals, the audit trail, and that a change shows in the very next search. */
import { SEARCH_MESSAGES, type AuditEntry, type Product, type Synonym } from '@gayaku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { adminCatalog, createCatalogProduct, type AdminCatalog } from '../../../test/catalog-factories.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { configureCatalogueCache } from '../../lib/catalogue-cache.ts';

let t: TestApp;
let c: AdminCatalog;
let shopper: TestUser;
let sarung: number;

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user: TestUser | null = c.admin) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: user ? user.auth : {} });
const names = async (search: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent(search)}` })).json<Product[]>().map((p) => p.id);

beforeAll(async () => {
  // the read cache on, as in production: a synonym written must show at once anyway
  t = await buildTestApp();
  configureCatalogueCache(t.db, { enabled: true });
  c = await adminCatalog(t.app, t.db);
  shopper = await createUser(t.app, t.db);
  sarung = await createCatalogProduct(t.db, { name: 'Sarung Tenun Samarinda', description: 'Tenun tangan', categoryIds: [c.category.id] });
});
afterAll(() => t.close());

describe('/api/admin/synonyms', () => {
  it('starts with the shop’s synonyms, listed by term and paged', async () => {
    const res = await send('GET', '/api/admin/synonyms?limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('6');
    expect(res.json<Synonym[]>().map((s) => s.term)).toEqual(['celana panjang', 'hem']);
    const found = await send('GET', '/api/admin/synonyms?q=DENIM');
    expect(found.json<Synonym[]>()).toEqual([expect.objectContaining({ term: 'jins', synonyms: ['jeans', 'denim'] })]);
  });

  it('creates, changes and deletes a synonym, each audited, each changing the search at once', async () => {
    expect(await names('kain')).toEqual([]);
    const created = await send('POST', '/api/admin/synonyms', { term: ' Kain ', synonyms: ['SARUNG', 'sarung', 'batik'] });
    expect(created.statusCode, created.body).toBe(201);
    const synonym = created.json<Synonym>();
    expect(synonym).toMatchObject({ term: 'kain', synonyms: ['sarung', 'batik'] });
    expect(await names('kain')).toEqual([sarung]);

    const updated = await send('PUT', `/api/admin/synonyms/${synonym.id}`, { term: 'kain', synonyms: ['songket'] });
    expect(updated.json<Synonym>()).toEqual({ id: synonym.id, term: 'kain', synonyms: ['songket'] });
    expect(await names('kain')).toEqual([]);

    const deleted = await send('DELETE', `/api/admin/synonyms/${synonym.id}`);
    expect(deleted.json()).toEqual({ message: SEARCH_MESSAGES.synonymDeleted });
    expect((await send('DELETE', `/api/admin/synonyms/${synonym.id}`)).statusCode).toBe(404);

    const audit = (await send('GET', `/api/admin/audit?entity=search_synonym&entity_id=${synonym.id}`)).json<AuditEntry[]>();
    expect(audit.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(audit[1]).toMatchObject({ before: { synonyms: ['sarung', 'batik'] }, after: { synonyms: ['songket'] } });
  });

  it('refuses a term that exists (409), bad input (400), and anyone but an admin', async () => {
    const taken = await send('POST', '/api/admin/synonyms', { term: 'KAOS', synonyms: ['baju'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe(SEARCH_MESSAGES.synonymDuplicate('kaos'));
    const jins = (await send('GET', '/api/admin/synonyms?q=jins')).json<Synonym[]>()[0]!;
    expect((await send('PUT', `/api/admin/synonyms/${jins.id}`, { term: 'hem', synonyms: ['x'] })).statusCode).toBe(409);
    for (const body of [
      { term: '', synonyms: ['a'] },
      { term: 'a', synonyms: [] },
      { term: 'a', synonyms: ['b'.repeat(51)] },
      { term: 'a' },
    ]) {
      const res = await send('POST', '/api/admin/synonyms', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await send('GET', '/api/admin/synonyms?limit=101')).statusCode).toBe(400);
    expect((await send('GET', '/api/admin/synonyms', undefined, shopper)).statusCode).toBe(403);
    expect((await send('POST', '/api/admin/synonyms', { term: 'a', synonyms: ['b'] }, null)).statusCode).toBe(401);
    expect((await send('GET', '/api/admin/synonyms')).headers['x-total-count']).toBe('6');
  });
});
