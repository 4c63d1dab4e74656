/**
 * The carry-over of an old PGlite DATA_DIR into the shop's PostgreSQL. The old folder is made as
 * the shop made it (PGlite.create, Drizzle's PGlite migrator, the demo seed and a few orders),
 * once, and copied for each test. Both sides are measured by the test's own query.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderWith } from '../../test/catalog-factories.ts';
import { MIGRATIONS_DIR, type Db } from './client.ts';
import { contentOf, testDatabases, type Content } from './backup/test-kit.ts';
import { carryOverPglite } from './pglite-carry-over.ts';
import { products, users } from './schema.ts';
import { seedDemo, seedReferenceData } from './seed/index.ts';

const SHARED_UPLOADS = path.join(os.tmpdir(), 'gayaku-test-uploads');

async function onPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('PGlite carry-over', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'gayaku-carry-over-'));
  const oldDir = path.join(work, 'old-pglite');
  const databases = testDatabases();
  let oldContent: Content;
  const log: string[] = [];

  /** A DATA_DIR holding a copy of the old PGlite folder. */
  function oldDataDir(): string {
    const dataDir = mkdtempSync(path.join(work, 'data-'));
    cpSync(oldDir, path.join(dataDir, 'pglite'), { recursive: true });
    return dataDir;
  }

  beforeAll(async () => {
    const pglite = await PGlite.create(oldDir, { extensions: { pg_trgm, unaccent } });
    const db = drizzlePglite(pglite) as unknown as Db;
    await migrate(drizzlePglite(pglite), { migrationsFolder: MIGRATIONS_DIR });
    await seedReferenceData(db);
    await seedDemo(db, { uploadsDir: SHARED_UPLOADS });
    const [user] = await db.insert(users).values({ username: 'lama', email: 'lama@contoh.id', passwordHash: 'x' }).returning();
    const demo = await db.select({ id: products.id }).from(products).limit(2);
    await createOrderWith(db, user!.id, 'paid', [demo[0]!.id, demo[1]!.id]);
    await createOrderWith(db, user!.id, 'completed', [demo[1]!.id]);
    oldContent = await contentOf(pglite);
    await pglite.close();
  });

  afterAll(async () => {
    await databases.dropAll();
    rmSync(work, { recursive: true, force: true });
  });

  it('copies every table whole, keeps the old folder renamed, and does nothing the second time', async () => {
    const dataDir = oldDataDir();
    const url = await databases.migrated();
    const result = await carryOverPglite({ dataDir, url, log: (line) => log.push(line) });

    expect(Object.keys(oldContent).length).toBeGreaterThan(10);
    expect(oldContent.orders!.rows).toBe(2);
    expect(await contentOf(url)).toEqual(oldContent);
    const rows = Object.values(oldContent).reduce((sum, t) => sum + t.rows, 0);
    expect(result).toEqual({ carried: true, tables: Object.keys(oldContent).length, rows });
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'pglite-carried-over', 'PG_VERSION'))).toBe(true);
    expect(log.at(-1)).toMatch(/boleh dihapus setelah isi toko diperiksa/);

    // The sequences came along: the next user and order get new ids.
    const next = await onPostgres(url, async (c) => {
      const user = await c.query(`insert into users (username, email, password_hash) values ('baru', 'baru@contoh.id', 'x') returning id`);
      return user.rows[0].id as number;
    });
    expect(next).toBe(oldContent.users!.rows + 1);

    expect(await carryOverPglite({ dataDir, url })).toEqual({ carried: false, tables: 0, rows: 0 });
    expect((await contentOf(url)).users!.rows).toBe(oldContent.users!.rows + 1);
  });

  it('refuses a database that already holds rows and leaves the old folder where it was', async () => {
    const dataDir = oldDataDir();
    const url = await databases.migrated();
    await onPostgres(url, (c) => c.query(`insert into shipping_rates (city, shipping_cost) values ('Kota Baru', 12000)`));
    const before = await contentOf(url);

    await expect(carryOverPglite({ dataDir, url })).rejects.toThrow(/sudah berisi data \(tabel shipping_rates\)/);
    expect(await contentOf(url)).toEqual(before);
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'pglite-carried-over'))).toBe(false);
  });

  it('rolls back a carry-over that fails half-way, so the next start tries again', async () => {
    const dataDir = oldDataDir();
    const url = await databases.migrated();
    // Orders are copied after users and products: this makes their COPY fail.
    await onPostgres(url, (c) => c.query(`alter table orders add constraint gagal_uji check (false) not valid`));

    await expect(carryOverPglite({ dataDir, url })).rejects.toThrow(/gagal_uji/);
    expect(Object.values(await contentOf(url)).every((t) => t.rows === 0)).toBe(true);
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

    await onPostgres(url, (c) => c.query(`alter table orders drop constraint gagal_uji`));
    expect(await carryOverPglite({ dataDir, url })).toMatchObject({ carried: true });
    expect(await contentOf(url)).toEqual(oldContent);
  });
});
