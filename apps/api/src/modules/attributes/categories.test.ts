/** Category-only behaviour: the optional image_url (same rules as an ad's image). */
import { MESSAGES } from '@gayaku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf, uniqueName } from '../../../test/attributes-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.db, { role: 'admin' });
});
afterAll(() => t.close());

const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/categories', payload, headers: admin.auth });
const put = (id: number, payload: object) => t.app.inject({ method: 'PUT', url: `/api/categories/${id}`, payload, headers: admin.auth });

describe('category image_url', () => {
  it('is null when left out', async () => {
    const res = await post({ name: uniqueName('Tanpa Gambar') });
    expect(res.statusCode).toBe(201);
    expect(res.json().image_url).toBeNull();
  });

  it.each(['https://cdn.contoh.id/kategori/pria.webp', '/uploads/kategori-pria.webp'])('accepts %s', async (url) => {
    const res = await post({ name: uniqueName('Bergambar'), image_url: url });
    expect(res.statusCode).toBe(201);
    expect(res.json().image_url).toBe(url);
  });

  it.each([
    'http://contoh.id/a.jpg',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '/etc/passwd',
    '/uploads/../secret',
    'gambar.jpg',
  ])('rejects %s with 400', async (url) => {
    const res = await post({ name: uniqueName('Salah'), image_url: url });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.adImageUrlInvalid);
  });

  it('keeps the image when an update leaves image_url out, and removes it on null', async () => {
    const created = (await post({ name: uniqueName('Ubah'), image_url: '/uploads/lama.webp' })).json();
    const renamed = await put(created.id, { name: uniqueName('Ubah Nama') });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().image_url).toBe('/uploads/lama.webp');

    const replaced = await put(created.id, { name: renamed.json().name, image_url: 'https://cdn.contoh.id/baru.webp' });
    expect(replaced.json().image_url).toBe('https://cdn.contoh.id/baru.webp');

    const cleared = await put(created.id, { name: renamed.json().name, image_url: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().image_url).toBeNull();

    const audit = await auditRowsOf(t.db, 'category', created.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'update']);
    expect(audit[3]).toMatchObject({ before: { image_url: 'https://cdn.contoh.id/baru.webp' }, after: { image_url: null } });
  });
});
