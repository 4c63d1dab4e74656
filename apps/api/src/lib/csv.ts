/**
 * CSV files the admin downloads, streamed with constant memory: rows are read from the database a
 * batch at a time (keyset paging, so no connection is held while a slow client reads) and written
 * through csv-stringify, which only asks for the next batch once the socket has taken the last.
 * Every file starts with a UTF-8 BOM, has a header row, quotes every field, ends lines with CRLF,
 * and writes a text starting with = + - @, a tab or a CR with a leading apostrophe
 * (`escape_formulas`), so no spreadsheet runs it.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/**
 * Every row of `read(after)` batches until one comes back empty; `keyOf` gives the next `after`. The
 * next batch is asked for before the rows of this one are written, so the database reads while the
 * server writes CSV (at most two batches in memory).
 */
export async function* keysetRows<Row, Key>(read: (after: Key | null) => Promise<Row[]>, keyOf: (row: Row) => Key): AsyncGenerator<Row> {
  let next = read(null);
  for (;;) {
    const rows = await next;
    const last = rows.at(-1);
    if (last === undefined) return;
    next = read(keyOf(last));
    // A failed read surfaces when it is awaited; until then it must not count as unhandled.
    next.catch(() => {});
    yield* rows;
  }
}

/** Sends `rows` as a CSV attachment named `filename`, with `columns` as its header row. */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  columns: readonly string[],
  rows: AsyncIterable<Record<string, unknown>>,
): FastifyReply {
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...columns],
    quoted: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
  const source = Readable.from(rows);
  source.on('error', (err) => csv.destroy(err));
  source.pipe(csv);
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}
