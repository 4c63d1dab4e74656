/**
 * Databases for the API suite. The suite's server is the embedded PostgreSQL, started once for
 * the whole run by global-setup.ts, or, with TEST_DATABASE_URL, that PostgreSQL server. Every
 * test app gets a brand-new database copied from a migrated template (CREATE DATABASE …
 * TEMPLATE, a file copy: milliseconds instead of running the migrations each time), dropped on close.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { MIGRATIONS_DIR, type Db } from '../src/db/client.ts';
import { namedStatementHandle } from '../src/db/prepared.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The suite's PostgreSQL server (any database name: tests swap it). */
    databaseUrl: string;
    /** 'embedded' or 'postgres', for test titles. */
    databaseDriver: 'embedded' | 'postgres';
  }
}

/** The template's name changes with the migrations, so a server keeps one per schema. */
export function templateName(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return `gayaku_template_${hash.digest('hex').slice(0, 12)}`;
}

export function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

export function testDatabaseDriver(): 'embedded' | 'postgres' {
  return inject('databaseDriver');
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database: migrated (from the template) unless `empty`, dropped by `drop()`. */
export async function createTestDatabase({ empty = false } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const server = inject('databaseUrl');
  const name = `gayaku_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  // Copying a template fails while another session is connected to it; the set-up's brief connection is the only one.
  for (let attempt = 0; ; attempt++) {
    try {
      await onServer(server, empty ? `create database ${name}` : `create database ${name} template ${templateName()}`);
      break;
    } catch (err) {
      if (attempt >= 20 || !/being accessed by other users/.test((err as Error).message)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url: withDatabase(server, name),
    drop: () => onServer(server, `drop database if exists ${name} with (force)`),
  };
}

/** The node-postgres pools behind a handle: its own, then its named statements' (db/prepared.ts). */
export function poolsOf(db: Db): pg.Pool[] {
  const poolOf = (handle: Db) => (handle as unknown as { $client: pg.Pool }).$client;
  return [...new Set([db, namedStatementHandle(db)])].map(poolOf);
}
