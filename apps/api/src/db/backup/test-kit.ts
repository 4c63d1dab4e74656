/**
 * What the backup tests measure with, by their own means rather than the helpers under test: each
 * table's count and an md5 over its sorted row hashes, the sha256 of every file, and archives
 * taken apart and put together again to damage them on purpose.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
import { createTestDatabase } from '../../../test/database.ts';
import { readArchive } from './archive.ts';
import { parseManifest, type Manifest } from './manifest.ts';

export type Content = Record<string, { rows: number; md5: string }>;

/** What contentOf reads through: a node-postgres client or a PGlite instance. */
export interface Queryable {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

/** Every public table's count and an md5 over its sorted row hashes: the test's own measure. */
export async function contentOf(source: string | Queryable): Promise<Content> {
  if (typeof source !== 'string') return contentThrough(source);
  const client = new pg.Client({ connectionString: source });
  await client.connect();
  try {
    return await contentThrough(client as unknown as Queryable);
  } finally {
    await client.end();
  }
}

async function contentThrough(db: Queryable): Promise<Content> {
  await db.query(`set timezone = 'UTC'`);
  const { rows: tables } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const content: Content = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ rows: number; md5: string }>(
      `select count(*)::int as rows, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as md5 from public."${name}" t`,
    );
    content[name] = rows[0]!;
  }
  return content;
}

/** Test databases made for one file: migrated (from the template) or empty, all dropped by dropAll(). */
export function testDatabases() {
  const drops: (() => Promise<void>)[] = [];
  const make = async (empty: boolean) => {
    const database = await createTestDatabase({ empty });
    drops.push(database.drop);
    return database.url;
  };
  return {
    migrated: () => make(false),
    empty: () => make(true),
    /** Runs `drop` with the others at the end. */
    onDrop: (drop: () => Promise<void>) => drops.push(drop),
    dropAll: async () => {
      for (const drop of drops) await drop();
    },
  };
}

/** sha256 of every file under dir, symlinked folders followed. */
export function filesOf(dir: string, prefix = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(files, filesOf(full, `${prefix}${name}/`));
    else files[`${prefix}${name}`] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return files;
}

export async function sql<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** A copy of an archive with some entries changed (null removes one). */
export async function rewriteArchive(file: string, out: string, change: (name: string, data: Buffer) => Buffer | null): Promise<void> {
  const extract = tar.extract();
  const pack = tar.pack();
  const packed: Buffer[] = [];
  const collecting = (async () => {
    for await (const chunk of pack) packed.push(chunk as Buffer);
  })();
  extract.end(gunzipSync(await readFile(file)));
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const data = change(entry.header.name, Buffer.concat(chunks));
    if (data) pack.entry({ name: entry.header.name }, data);
  }
  pack.finalize();
  await collecting;
  await writeFile(out, gzipSync(Buffer.concat(packed)));
}

export async function manifestOf(file: string): Promise<Manifest> {
  for await (const entry of readArchive(file)) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.content) chunks.push(chunk);
    return parseManifest(Buffer.concat(chunks).toString('utf8'));
  }
  throw new Error('empty archive');
}
