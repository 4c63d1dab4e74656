import { ATTRIBUTE_MESSAGES, SIZE_CHART_MESSAGES } from '@gayaku/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app.ts';
import { createCategory, createSize } from '../../../test/catalog-factories.ts';
import { createUser } from '../../../test/factories.ts';
import { auditLog, sizeCharts } from '../../db/schema.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
  admin = { authorization: `Bearer ${login.json().token}` };
});
afterAll(async () => {
  await t?.close();
});

const put = (id: number, payload: unknown, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/categories/${id}/size-chart`, headers, payload: payload as object });
const get = (url: string) => t.app.inject({ method: 'GET', url });

async function twoSizes() {
  const [m, l] = [await createSize(t.db), await createSize(t.db)];
  return { m: m.name, l: l.name };
}

describe('PUT /api/categories/{id}/size-chart', () => {
  it('saves a chart whose sizes are in the catalogue (names matched case-insensitively), rows in the catalogue order; audit-logged', async () => {
    const category = await createCategory(t.db);
    const { m, l } = await twoSizes();
    const body = {
      columns: [' Lingkar dada ', 'Panjang badan', 'Panjang lengan'],
      rows: [
        { size_name: l.toUpperCase(), values: [100, 72, 21.5] },
        { size_name: m, values: [96, 70, 20] },
      ],
    };
    const res = await put(category.id, body);
    expect(res.statusCode).toBe(200);
    const chart = {
      category_id: category.id,
      category_name: category.name,
      unit: 'cm',
      columns: ['Lingkar dada', 'Panjang badan', 'Panjang lengan'],
      rows: [
        { size_name: m, values: [96, 70, 20] },
        { size_name: l, values: [100, 72, 21.5] },
      ],
    };
    expect(res.json()).toEqual(chart);
    expect((await get(`/api/categories/${category.id}/size-chart`)).json()).toEqual(chart);
    expect((await get('/api/size-charts')).json()).toContainEqual(chart);

    const replaced = await put(category.id, { columns: ['Lingkar pinggang'], rows: [{ size_name: m, values: [72] }] });
    expect(replaced.json().rows).toEqual([{ size_name: m, values: [72] }]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'size_chart'), eq(auditLog.entityId, category.id)))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('400 for a size the catalogue does not have, naming its row, and nothing is saved', async () => {
    const category = await createCategory(t.db);
    const { m } = await twoSizes();
    const res = await put(category.id, {
      columns: ['Lingkar dada'],
      rows: [
        { size_name: m, values: [96] },
        { size_name: 'XXXXXL', values: [130] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: SIZE_CHART_MESSAGES.unknownSize('XXXXXL'),
      code: 'BAD_REQUEST',
      issues: [{ path: 'rows.1.size_name', message: SIZE_CHART_MESSAGES.unknownSize('XXXXXL') }],
    });
    expect(await t.db.select().from(sizeCharts).where(eq(sizeCharts.categoryId, category.id))).toEqual([]);
  });

  it.each([
    ['no columns', { columns: [], rows: [{ size_name: 'M', values: [] }] }, SIZE_CHART_MESSAGES.columnsRange],
    ['no rows', { columns: ['Lingkar dada'], rows: [] }, SIZE_CHART_MESSAGES.rowsRange],
    ['a blank column', { columns: ['  '], rows: [{ size_name: 'M', values: [1] }] }, SIZE_CHART_MESSAGES.columnRequired],
    ['a column twice', { columns: ['Dada', 'dada'], rows: [{ size_name: 'M', values: [1, 2] }] }, SIZE_CHART_MESSAGES.columnTwice('dada')],
    [
      'a size twice',
      {
        columns: ['Dada'],
        rows: [
          { size_name: 'M', values: [1] },
          { size_name: 'm', values: [2] },
        ],
      },
      SIZE_CHART_MESSAGES.sizeTwice('m'),
    ],
    ['too few values', { columns: ['Dada', 'Panjang'], rows: [{ size_name: 'M', values: [1] }] }, SIZE_CHART_MESSAGES.valuesCount],
    ['a zero', { columns: ['Dada'], rows: [{ size_name: 'M', values: [0] }] }, SIZE_CHART_MESSAGES.valueInvalid],
    ['a huge number', { columns: ['Dada'], rows: [{ size_name: 'M', values: [1e9] }] }, SIZE_CHART_MESSAGES.valueInvalid],
    ['a text value', { columns: ['Dada'], rows: [{ size_name: 'M', values: ['96'] }] }, SIZE_CHART_MESSAGES.valueInvalid],
    ['inches', { unit: 'inch', columns: ['Dada'], rows: [{ size_name: 'M', values: [1] }] }, SIZE_CHART_MESSAGES.unitInvalid],
  ])('400 for %s', async (_name, body, message) => {
    const category = await createCategory(t.db);
    const res = await put(category.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { message: string }) => i.message)).toContain(message);
  });

  it('404 for an unknown category, 403 for a shopper, 401 without a token', async () => {
    const { m } = await twoSizes();
    const body = { columns: ['Dada'], rows: [{ size_name: m, values: [96] }] };
    const unknown = await put(987_654, body);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, ATTRIBUTE_MESSAGES.categoryNotFound]);
    const shopper = await createUser(t.app, t.db);
    const category = await createCategory(t.db);
    expect((await put(category.id, body, shopper.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/categories/${category.id}/size-chart`, payload: body })).statusCode).toBe(401);
  });
});

describe('GET and DELETE /api/categories/{id}/size-chart', () => {
  it('404 for a category without a chart and for an unknown one; DELETE removes the chart', async () => {
    const category = await createCategory(t.db);
    const none = await get(`/api/categories/${category.id}/size-chart`);
    expect([none.statusCode, none.json().message]).toEqual([404, SIZE_CHART_MESSAGES.notFound]);
    expect((await get('/api/categories/987654/size-chart')).json().message).toBe(ATTRIBUTE_MESSAGES.categoryNotFound);
    const { m } = await twoSizes();
    await put(category.id, { columns: ['Dada'], rows: [{ size_name: m, values: [96] }] });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/categories/${category.id}/size-chart`, headers: admin });
    expect(del.json()).toEqual({ message: SIZE_CHART_MESSAGES.deleted });
    expect((await get(`/api/categories/${category.id}/size-chart`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/categories/${category.id}/size-chart`, headers: admin })).statusCode).toBe(
      404,
    );
  });
});
