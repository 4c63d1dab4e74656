/**
 * Backup and restore against real databases of the suite's PostgreSQL server: a demo shop with
 * orders and images is backed up, then restored into an empty database and an empty uploads
 * folder; once more while orders keep being placed. What the restore gave is compared by the
 * test's own means (test-kit.ts), not by the helpers under test. Refusals: restore.test.ts.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderWith } from '../../../test/catalog-factories.ts';
import { openDatabase, type Database, type Db } from '../client.ts';
import { products, users } from '../schema.ts';
import { seedDemo, seedReferenceData } from '../seed/index.ts';
import { backupDatabase } from './backup.ts';
import { restoreDatabase } from './restore.ts';
import { contentOf, filesOf, manifestOf, sql, testDatabases } from './test-kit.ts';

/** The demo images every test file shares (rendered once, cached by name), as build-test-app.ts. */
const SHARED_UPLOADS = path.join(os.tmpdir(), 'gayaku-test-uploads');

describe('backup and restore', () => {
  const databases = testDatabases();
  const work = mkdtempSync(path.join(os.tmpdir(), 'gayaku-backup-test-'));
  const uploads = path.join(work, 'uploads');
  let source: Database;
  let sourceUrl: string;
  let shopper: number;

  beforeAll(async () => {
    sourceUrl = await databases.migrated();
    source = await openDatabase({ url: sourceUrl, driver: 'postgres' });
    await seedReferenceData(source.db);
    await seedDemo(source.db, { uploadsDir: SHARED_UPLOADS });
    // Uploads as a shop has them: the demo folder is a symlink, the admin's uploads are plain files.
    mkdirSync(path.join(uploads, 'products/2024'), { recursive: true });
    symlinkSync(path.join(SHARED_UPLOADS, 'demo'), path.join(uploads, 'demo'), 'dir');
    writeFileSync(path.join(uploads, 'products/2024/kaos.webp'), Buffer.from('bukan gambar sungguhan \u0000\u00ff'));
    writeFileSync(path.join(uploads, 'products/kosong.png'), '');
    const [user] = await source.db.insert(users).values({ username: 'pembeli', email: 'pembeli@contoh.id', passwordHash: 'x' }).returning();
    shopper = user!.id;
    const demo = await source.db.select({ id: products.id }).from(products).limit(3);
    await createOrderWith(
      source.db,
      shopper,
      'paid',
      demo.map((p) => p.id),
    );
    await createOrderWith(source.db, shopper, 'cancelled', [demo[0]!.id]);
  });

  afterAll(async () => {
    await source?.close();
    await databases.dropAll();
    rmSync(work, { recursive: true, force: true });
  });

  it('restores the same rows, migrations and image bytes into an empty database, and its sequences go on', async () => {
    const file = path.join(work, 'toko.tar.gz');
    const backup = await backupDatabase({ url: sourceUrl, uploadsDir: uploads, out: file });
    expect(existsSync(`${file}.tmp`)).toBe(false);
    const target = await databases.empty();
    const restoredUploads = path.join(work, 'restored-uploads');
    const summary = await restoreDatabase({ url: target, uploadsDir: restoredUploads, file });

    const before = await contentOf(sourceUrl);
    expect(Object.keys(before).length).toBeGreaterThan(10);
    expect(before.orders!.rows).toBe(2);
    expect(await contentOf(target)).toEqual(before);
    const migrations = `select hash, created_at::text from drizzle.__drizzle_migrations order by created_at`;
    expect(await sql(target, migrations)).toEqual(await sql(sourceUrl, migrations));
    const files = filesOf(uploads);
    expect(Object.keys(files)).toContain('products/2024/kaos.webp');
    expect(Object.keys(files).some((f) => f.startsWith('demo/'))).toBe(true);
    expect(filesOf(restoredUploads)).toEqual(files);
    expect(summary).toMatchObject({
      tables: backup.tables,
      rows: backup.rows,
      files: backup.files,
      bytes: backup.bytes,
      newerMigrations: 0,
    });
    expect(summary.files).toBe(Object.keys(files).length);

    const restored = await openDatabase({ url: target, driver: 'postgres' });
    try {
      const [user] = await restored.db.insert(users).values({ username: 'baru', email: 'baru@contoh.id', passwordHash: 'x' }).returning();
      expect(user!.id).toBeGreaterThan(shopper);
      const { orderId } = await createOrderWith(restored.db, user!.id, 'pending', [
        (await restored.db.select().from(products).limit(1))[0]!.id,
      ]);
      expect(orderId).toBe(3);
    } finally {
      await restored.close();
    }
  });

  it('takes one consistent snapshot while orders keep being placed', async () => {
    const writer = await openDatabase({ url: sourceUrl, driver: 'postgres' });
    const [product] = await writer.db.select({ id: products.id }).from(products).limit(1);
    let stop = false;
    let placed = 0;
    // Each order and its two lines commit together: a snapshot shows both or neither.
    const writing = (async () => {
      while (!stop) {
        await writer.db.transaction((tx) => createOrderWith(tx as unknown as Db, shopper, 'pending', [product!.id, product!.id]));
        placed++;
      }
    })();
    const file = path.join(work, 'sibuk.tar.gz');
    try {
      while (placed < 5) await new Promise((resolve) => setTimeout(resolve, 10));
      await backupDatabase({ url: sourceUrl, uploadsDir: uploads, out: file });
    } finally {
      stop = true;
      await writing;
      await writer.close();
    }
    const target = await databases.empty();
    await restoreDatabase({ url: target, uploadsDir: path.join(work, 'sibuk-uploads'), file });
    const restored = await contentOf(target);
    const manifest = await manifestOf(file);
    for (const table of manifest.tables) expect(restored[table.name]!.rows, table.name).toBe(table.rows);
    const orphans = await sql(target, `select i.id from order_items i left join orders o on o.id = i.order_id where o.id is null`);
    const halfOrders = await sql(
      target,
      `select o.id from orders o where o.status = 'pending' and (select count(*) from order_items where order_id = o.id) <> 2`,
    );
    expect({ orphans, halfOrders }).toEqual({ orphans: [], halfOrders: [] });
    expect(restored.orders!.rows).toBeGreaterThanOrEqual(2 + 5);
  });
});
