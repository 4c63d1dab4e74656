/** Products files for the import's tests: CSV text from rows, sent as the admin's upload. */
import { PRODUCT_CSV_COLUMNS } from '@gayaku/contract';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import { multipartBody } from './catalog-factories.ts';

export type CsvRow = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string | number>>;

/** A products file with every column, a BOM and a header row. */
export function productsCsv(rows: CsvRow[], columns: readonly string[] = PRODUCT_CSV_COLUMNS): string {
  return stringify(
    rows.map((r) => columns.map((c) => r[c as keyof CsvRow] ?? '')),
    { bom: true, header: true, columns: [...columns] },
  );
}

export async function uploadProducts(
  app: FastifyInstance,
  auth: { authorization: string } | null,
  csv: string | Buffer,
  query = '',
  fields: Record<string, string> = {},
) {
  const body = await multipartBody(fields, { bytes: Buffer.from(csv), field: 'file', filename: 'produk.csv', type: 'text/csv' });
  return app.inject({
    method: 'POST',
    url: `/api/admin/products/import${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...(auth ?? {}) },
  });
}
