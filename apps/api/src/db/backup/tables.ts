/**
 * What backup, restore and the PGlite carry-over all ask of a database: its tables of schema public
 * (columns in order, listed parents before children), each table's row count and content checksum,
 * and its sequences. Written once here so that a backup's manifest, the verification after a
 * restore and the tests compute the very same numbers. Works on node-postgres and on PGlite alike:
 * both answer `query(text, params)` with `{ rows }`; every number is read as text (int8 safe).
 */

/** The one method used of a node-postgres client or a PGlite instance. */
export interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface TableInfo {
  name: string;
  /** Stored columns in their order; generated columns are left out (COPY cannot load them). */
  columns: string[];
}

export interface TableStats {
  rows: number;
  checksum: string;
}

export interface SequenceValue {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export async function rowsOf<T>(db: Queryable, text: string, params?: unknown[]): Promise<T[]> {
  return (await db.query(text, params)).rows as T[];
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(name: string): string {
  return `public.${quoteIdent(name)}`;
}

export function columnList(columns: string[]): string {
  return columns.map(quoteIdent).join(', ');
}

/**
 * The settings every value's text depends on (COPY's text format, `row(...)::text`), pinned as
 * pg_dump does, for the current transaction: the same row gives the same text and checksum on
 * every server, whatever its own TimeZone or DateStyle.
 */
export async function pinSessionSettings(db: Queryable): Promise<void> {
  for (const [name, value] of [
    ['TimeZone', 'UTC'],
    ['DateStyle', 'ISO, YMD'],
    ['IntervalStyle', 'postgres'],
    ['extra_float_digits', '3'],
    ['bytea_output', 'hex'],
  ]) {
    await db.query(`select set_config($1, $2, true)`, [name, value]);
  }
}

/** The tables of schema public, each after the tables its foreign keys point to (cycles: by name). */
export async function listTables(db: Queryable): Promise<TableInfo[]> {
  const columns = await rowsOf<{ table: string; column: string }>(
    db,
    `select c.relname as "table", a.attname as "column"
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname, a.attnum`,
  );
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    `select c.relname as child, p.relname as parent
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const byName = new Map<string, string[]>();
  for (const { table, column } of columns) byName.set(table, [...(byName.get(table) ?? []), column]);
  return dependencyOrder([...byName.keys()], edges).map((name) => ({ name, columns: byName.get(name)! }));
}

function dependencyOrder(names: string[], edges: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  let remaining = [...names].sort();
  while (remaining.length > 0) {
    const ready = remaining.filter((t) => edges.every((e) => e.child !== t || placed.has(e.parent) || !names.includes(e.parent)));
    // A cycle of foreign keys has no first table; its tables follow by name (restore then needs replica mode).
    const next = ready.length > 0 ? ready : remaining;
    for (const t of next) placed.add(t);
    ordered.push(...next);
    remaining = remaining.filter((t) => !placed.has(t));
  }
  return ordered;
}

/**
 * Row count and checksum of one table's content, independent of row order: each row's text is
 * hashed with md5, and the two 64-bit halves of the hashes are summed (exact numeric). Unlike one
 * md5 over the sorted, concatenated hashes, this needs no sort and no string that grows with the
 * table, and it still changes with any changed, missing or extra row.
 */
export async function tableStats(db: Queryable, table: TableInfo): Promise<TableStats> {
  const row = `row(${table.columns.map((c) => `t.${quoteIdent(c)}`).join(', ')})::text`;
  const [stats] = await rowsOf<{ rows: string; checksum: string }>(
    db,
    `select count(*)::text as rows,
            coalesce(sum(('x' || left(h, 16))::bit(64)::bigint::numeric), 0)::text || '-' ||
            coalesce(sum(('x' || right(h, 16))::bit(64)::bigint::numeric), 0)::text as checksum
       from (select md5(${row}) as h from ${qualified(table.name)} t) hashed`,
  );
  return { rows: Number(stats!.rows), checksum: stats!.checksum };
}

/**
 * The current value of every sequence of schema public. Sequences ignore the snapshot: read after
 * the snapshot's first query, they are at least as far as any row the snapshot shows.
 */
export async function readSequences(db: Queryable): Promise<SequenceValue[]> {
  const names = await rowsOf<{ name: string }>(db, `select sequencename as name from pg_sequences where schemaname = 'public' order by 1`);
  const values: SequenceValue[] = [];
  for (const { name } of names) {
    const [v] = await rowsOf<{ last_value: string; is_called: boolean }>(db, `select last_value::text, is_called from ${qualified(name)}`);
    values.push({ name, lastValue: v!.last_value, isCalled: v!.is_called });
  }
  return values;
}

export async function writeSequences(db: Queryable, sequences: SequenceValue[]): Promise<void> {
  for (const s of sequences) {
    await db.query(`select setval($1::regclass, $2::bigint, $3)`, [qualified(s.name), s.lastValue, s.isCalled]);
  }
}

/** Tables of schema public that hold at least one row. */
export async function tablesWithRows(db: Queryable, tables: TableInfo[]): Promise<string[]> {
  const found: string[] = [];
  for (const t of tables) {
    if ((await rowsOf(db, `select 1 from ${qualified(t.name)} limit 1`)).length > 0) found.push(t.name);
  }
  return found;
}
