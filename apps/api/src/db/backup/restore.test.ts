/**
 * What a restore refuses or undoes: a database or an uploads folder that is not empty, a table
 * that does not match the manifest, a backup made by newer code; each leaves everything as it
 * was. And a restore by the database's owner without superuser rights (foreign keys checked, so
 * the tables must come parents first).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCatalogProduct, createOrderWith } from '../../../test/catalog-factories.ts';
import { withDatabase } from '../../../test/database.ts';
import { openDatabase } from '../client.ts';
import { users } from '../schema.ts';
import { seedReferenceData } from '../seed/index.ts';
import { backupDatabase } from './backup.ts';
import { restoreDatabase } from './restore.ts';
import { contentOf, filesOf, rewriteArchive, sql, testDatabases } from './test-kit.ts';

describe('restore refusals and rollbacks', () => {
  const databases = testDatabases();
  const work = mkdtempSync(path.join(os.tmpdir(), 'gayaku-restore-test-'));
  const file = path.join(work, 'toko.tar.gz');
  let sourceUrl: string;

  beforeAll(async () => {
    sourceUrl = await databases.migrated();
    const source = await openDatabase({ url: sourceUrl, driver: 'postgres' });
    try {
      await seedReferenceData(source.db);
      const [user] = await source.db
        .insert(users)
        .values({ username: 'pembeli', email: 'pembeli@contoh.id', passwordHash: 'x' })
        .returning();
      const products = [await createCatalogProduct(source.db), await createCatalogProduct(source.db)];
      await createOrderWith(source.db, user!.id, 'paid', products);
      await createOrderWith(source.db, user!.id, 'delivered', [products[1]!]);
    } finally {
      await source.close();
    }
    mkdirSync(path.join(work, 'uploads/products'), { recursive: true });
    writeFileSync(path.join(work, 'uploads/products/kemeja.webp'), randomBytes(2048));
    await backupDatabase({ url: sourceUrl, uploadsDir: path.join(work, 'uploads'), out: file });
  });

  afterAll(async () => {
    await databases.dropAll();
    rmSync(work, { recursive: true, force: true });
  });

  it('refuses a database or an uploads folder that is not empty, and changes nothing', async () => {
    const migrated = await databases.migrated();
    const fresh = path.join(work, 'fresh-uploads');
    await expect(restoreDatabase({ url: migrated, uploadsDir: fresh, file })).rejects.toThrow(/Database tujuan tidak kosong/);
    expect(Object.values(await contentOf(migrated)).every((t) => t.rows === 0)).toBe(true);
    expect(existsSync(fresh) || existsSync(`${fresh}.tmp`)).toBe(false);

    const empty = await databases.empty();
    const filled = path.join(work, 'filled-uploads');
    mkdirSync(filled);
    writeFileSync(path.join(filled, 'milik-toko.webp'), 'jangan ditimpa');
    const kept = filesOf(filled);
    await expect(restoreDatabase({ url: empty, uploadsDir: filled, file })).rejects.toThrow(/Folder unggahan .* tidak kosong/);
    expect(await contentOf(empty)).toEqual({});
    expect(await sql(empty, `select nspname from pg_namespace where nspname = 'drizzle'`)).toEqual([]);
    expect(filesOf(filled)).toEqual(kept);
  });

  it('rolls everything back when a table does not match the manifest, or the backup is newer than the code', async () => {
    const damaged = path.join(work, 'rusak.tar.gz');
    // One order line fewer than the manifest says: the load itself succeeds, the verification must not.
    await rewriteArchive(file, damaged, (name, data) =>
      name === 'db/order_items.copy' ? Buffer.from(data.toString().split('\n').slice(1).join('\n')) : data,
    );
    const target = await databases.empty();
    const uploads = path.join(work, 'rusak-uploads');
    await expect(restoreDatabase({ url: target, uploadsDir: uploads, file: damaged })).rejects.toThrow(/tabel order_items tidak cocok/);
    expect(await contentOf(target)).toEqual({});
    expect(await sql(target, `select nspname from pg_namespace where nspname = 'drizzle'`)).toEqual([]);
    expect(existsSync(uploads) || existsSync(`${uploads}.tmp`)).toBe(false);

    const newer = path.join(work, 'lebih-baru.tar.gz');
    await rewriteArchive(file, newer, (name, data) => {
      if (name !== 'manifest.json') return data;
      const manifest = JSON.parse(data.toString());
      manifest.migrations.applied.push({ id: 99, hash: 'f'.repeat(64), createdAt: '9999999999999' });
      manifest.migrations.count += 1;
      return Buffer.from(JSON.stringify(manifest));
    });
    await expect(restoreDatabase({ url: target, uploadsDir: uploads, file: newer })).rejects.toThrow(/versi toko yang lebih baru/);
    expect(await contentOf(target)).toEqual({});

    // Cut off half-way: the schema is rebuilt and some tables are loaded before the end is missed.
    const truncated = path.join(work, 'terpotong.tar.gz');
    const whole = readFileSync(file);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    await expect(restoreDatabase({ url: target, uploadsDir: uploads, file: truncated })).rejects.toThrow(/rusak atau terpotong/);
    expect(await contentOf(target)).toEqual({});
    expect(existsSync(uploads) || existsSync(`${uploads}.tmp`)).toBe(false);
  });

  it("restores as the database's owner without superuser rights, loading parents before children", async () => {
    const server = inject('databaseUrl');
    const role = `gayaku_t_owner_${randomBytes(4).toString('hex')}`;
    const password = randomBytes(12).toString('hex');
    const admin = withDatabase(server, 'postgres');
    await sql(admin, `create role ${role} login password '${password}'`);
    await sql(admin, `create database ${role} owner ${role}`);
    databases.onDrop(async () => {
      await sql(admin, `drop database if exists ${role} with (force)`);
      await sql(admin, `drop role if exists ${role}`);
    });
    const asOwner = new URL(withDatabase(server, role));
    asOwner.username = role;
    asOwner.password = password;

    const lines: string[] = [];
    const uploads = path.join(work, 'owner-uploads');
    await restoreDatabase({ url: asOwner.toString(), uploadsDir: uploads, file, log: (line) => lines.push(line) });
    expect(lines.join('\n')).toMatch(/tanpa hak superuser/);
    expect(await contentOf(withDatabase(server, role))).toEqual(await contentOf(sourceUrl));
    expect(filesOf(uploads)).toEqual(filesOf(path.join(work, 'uploads')));
  });
});
