import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi.ts';
import { allRoutes } from './routes.ts';

type Operation = {
  operationId: string;
  security: unknown[];
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, unknown> };
  'x-access'?: string;
};

const document = openApiDocument(allRoutes(), '0.0.0-test') as {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
};
const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));

describe('the OpenAPI document generated from the route table', () => {
  it('has one operation per route, each with a unique operationId', () => {
    expect(operations).toHaveLength(allRoutes().length);
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('states the security of every operation: none for public calls, the bearer token for the rest', () => {
    for (const route of allRoutes()) {
      const op = document.paths[route.path]![route.method.toLowerCase()]!;
      expect(op.security, route.operationId).toEqual(route.access === 'public' ? [] : [{ bearerAuth: [] }]);
    }
    expect(document.components).toMatchObject({ securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } });
  });

  it('gives every operation its 4xx answers and every multipart call its request body', () => {
    for (const op of operations)
      expect(
        Object.keys(op.responses).some((status) => status.startsWith('4')),
        op.operationId,
      ).toBe(true);
    const multipart = allRoutes().filter((route) => route.multipart);
    expect(multipart.map((r) => r.operationId).sort()).toEqual([
      'createProduct',
      'importProducts',
      'updateProduct',
      'uploadAdBanner',
      'uploadRatingPhoto',
    ]);
    for (const route of multipart) {
      const body = document.paths[route.path]![route.method.toLowerCase()]!.requestBody!;
      const file = route.multipart!.files[0]!;
      expect(body.content['multipart/form-data']).toMatchObject({
        schema: { properties: { [file]: { type: 'string', format: 'binary' } } },
      });
    }
  });

  it('declares the CSV exports as text/csv answers', () => {
    const csv = allRoutes().filter((route) => route.produces === 'text/csv');
    expect(csv.map((r) => r.operationId).sort()).toEqual(['exportOrdersCsv', 'exportProductsCsv']);
    for (const route of csv) {
      const ok = document.paths[route.path]![route.method.toLowerCase()]!.responses['200'] as { content: Record<string, unknown> };
      expect(Object.keys(ok.content)).toEqual(['text/csv']);
    }
  });

  it('passes @redocly/cli lint with the recommended rules (redocly.yaml)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gayaku-openapi-'));
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const root = path.resolve(import.meta.dirname, '../../..');
    const run = spawnSync(
      'npx',
      ['--no-install', 'redocly', 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'stylish'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/\berror\b/i);
  }, 60_000);
});
