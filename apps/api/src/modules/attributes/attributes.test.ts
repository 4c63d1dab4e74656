/**
 * Categories, colours and sizes share one lifecycle, so every case runs for all three.
 * Category-only behaviour (image_url) is in categories.test.ts.
 */
import { ATTRIBUTE_MESSAGES, MESSAGES } from '@gayaku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf, createLinkedProduct, uniqueName, type ProductLinks } from '../../../test/attributes-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';

const RESOURCES = [
  {
    path: '/api/categories',
    field: 'name',
    keys: ['id', 'image_url', 'name'],
    entity: 'category',
    link: 'categoryIds',
    blank: MESSAGES.categoryNameRequired,
    inUse: MESSAGES.categoryInUse,
    notFound: ATTRIBUTE_MESSAGES.categoryNotFound,
    deleted: ATTRIBUTE_MESSAGES.categoryDeleted,
  },
  {
    path: '/api/colors',
    field: 'color_name',
    keys: ['color_name', 'id'],
    entity: 'color',
    link: 'colorIds',
    blank: MESSAGES.colorNameRequired,
    inUse: MESSAGES.colorInUse,
    notFound: ATTRIBUTE_MESSAGES.colorNotFound,
    deleted: ATTRIBUTE_MESSAGES.colorDeleted,
  },
  {
    path: '/api/sizes',
    field: 'size_name',
    keys: ['id', 'size_name'],
    entity: 'size',
    link: 'sizeIds',
    blank: MESSAGES.sizeNameRequired,
    inUse: MESSAGES.sizeInUse,
    notFound: ATTRIBUTE_MESSAGES.sizeNotFound,
    deleted: ATTRIBUTE_MESSAGES.sizeDeleted,
  },
] as const satisfies readonly ({ link: keyof ProductLinks } & Record<string, unknown>)[];

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.db, { role: 'admin' });
  shopper = await createUser(t.app, t.db);
});
afterAll(() => t.close());

describe.each(RESOURCES)('$path', (r) => {
  const body = (name: unknown) => ({ [r.field]: name });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user: TestUser | null = admin) =>
    t.app.inject({ method, url, payload, headers: user ? user.auth : {} });
  async function create(name = uniqueName('Uji')): Promise<{ id: number } & Record<string, unknown>> {
    const res = await send('POST', r.path, body(name));
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  it('creates with a trimmed name (201), lists it by id and reads it back', async () => {
    const name = uniqueName('Baru');
    const res = await send('POST', r.path, body(`  ${name}  `));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ id: expect.any(Number), [r.field]: name });
    expect(Object.keys(created).sort()).toEqual(r.keys);

    const list = await t.app.inject({ method: 'GET', url: r.path });
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(list.json()).toContainEqual(created);

    const one = await t.app.inject({ method: 'GET', url: `${r.path}/${created.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(created);
  });

  it('updates (200) and records create and update in the audit log', async () => {
    const created = await create();
    const name = uniqueName('Ganti');
    const res = await send('PUT', `${r.path}/${created.id}`, body(` ${name} `));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, [r.field]: name });
    expect((await t.app.inject({ method: 'GET', url: `${r.path}/${created.id}` })).json()).toEqual(res.json());

    const audit = await auditRowsOf(t.db, r.entity, created.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]).toMatchObject({ actorId: admin.id, before: created, after: res.json() });
  });

  it('lets a record change the case of its own name', async () => {
    const created = await create(uniqueName('huruf kecil'));
    const upper = String(created[r.field]).toUpperCase();
    const res = await send('PUT', `${r.path}/${created.id}`, body(upper));
    expect(res.statusCode).toBe(200);
    expect(res.json()[r.field]).toBe(upper);
  });

  it('deletes an unused record (200 {message}) with an audit row', async () => {
    const created = await create();
    const res = await send('DELETE', `${r.path}/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: r.deleted });
    expect((await t.app.inject({ method: 'GET', url: `${r.path}/${created.id}` })).statusCode).toBe(404);
    const audit = await auditRowsOf(t.db, r.entity, created.id);
    expect(audit.at(-1)).toMatchObject({ action: 'delete', actorId: admin.id, before: created, after: null });
  });

  it.each([
    ['empty', ''],
    ['whitespace only', ' \t\n '],
    ['missing', undefined],
    ['not a string', 42],
  ])('rejects a %s name with the exact message (create and update)', async (_label, name) => {
    const created = await create();
    const payload = name === undefined ? {} : body(name);
    for (const res of [await send('POST', r.path, payload), await send('PUT', `${r.path}/${created.id}`, payload)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: r.blank });
    }
  });

  it('rejects a name over 100 characters with 400, not 500', async () => {
    const res = await send('POST', r.path, body('x'.repeat(101)));
    expect(res.statusCode).toBe(400);
  });

  it('answers 409 for a duplicate name, also when it differs only by case or spaces', async () => {
    const name = uniqueName('Dobel');
    await create(name);
    for (const dup of [name, name.toUpperCase(), name.toLowerCase(), `  ${name} `]) {
      const res = await send('POST', r.path, body(dup));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MESSAGES.nameTaken, code: 'CONFLICT' });
    }
    const other = await create();
    const rename = await send('PUT', `${r.path}/${other.id}`, body(name.toUpperCase()));
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe(MESSAGES.nameTaken);
    expect((await t.app.inject({ method: 'GET', url: `${r.path}/${other.id}` })).json()).toEqual(other);
  });

  it('lets exactly one of two concurrent creates of the same name succeed', async () => {
    const name = uniqueName('Balapan');
    const results = await Promise.all([send('POST', r.path, body(name)), send('POST', r.path, body(name.toLowerCase()))]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses to delete a record used by products (409 with the count), deleting nothing', async () => {
    const created = await create();
    await createLinkedProduct(t.db, { [r.link]: [created.id] });
    await createLinkedProduct(t.db, { [r.link]: [created.id] });
    const res = await send('DELETE', `${r.path}/${created.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: r.inUse(2), code: 'CONFLICT' });
    expect(r.inUse(2)).toMatch(/masih dipakai oleh 2 produk$/);
    expect((await t.app.inject({ method: 'GET', url: `${r.path}/${created.id}` })).json()).toEqual(created);
    expect((await auditRowsOf(t.db, r.entity, created.id)).map((a) => a.action)).toEqual(['create']);
  });

  it.each(['abc', '1.5', '0', '-3', '99999999999'])('answers 400 for the id %s on every call', async (id) => {
    const url = `${r.path}/${id}`;
    for (const res of [await t.app.inject({ method: 'GET', url }), await send('PUT', url, body('Apa saja')), await send('DELETE', url)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it('answers 404 for an unknown id on every call', async () => {
    const url = `${r.path}/2000000000`;
    for (const res of [
      await t.app.inject({ method: 'GET', url }),
      await send('PUT', url, body(uniqueName('Hilang'))),
      await send('DELETE', url),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: r.notFound, code: 'NOT_FOUND' });
    }
  });

  it('answers 401 without a token and 403 for a shopper on every write, before reading the body', async () => {
    const created = await create();
    const item = `${r.path}/${created.id}`;
    for (const [user, status] of [
      [null, 401],
      [shopper, 403],
    ] as const) {
      for (const payload of [{}, body(''), body(uniqueName('Terlarang'))]) {
        expect((await send('POST', r.path, payload, user)).statusCode).toBe(status);
        expect((await send('PUT', item, payload, user)).statusCode).toBe(status);
      }
      expect((await send('DELETE', item, undefined, user)).statusCode).toBe(status);
    }
    expect((await t.app.inject({ method: 'GET', url: item })).json()).toEqual(created);
    expect((await auditRowsOf(t.db, r.entity, created.id)).length).toBe(1);
  });

  it('stores markup verbatim and returns it as inert JSON', async () => {
    const name = '<script>alert(1)</script>';
    const created = await create(name);
    expect(created[r.field]).toBe(name);
    const res = await t.app.inject({ method: 'GET', url: `${r.path}/${created.id}` });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()[r.field]).toBe(name);
  });
});
