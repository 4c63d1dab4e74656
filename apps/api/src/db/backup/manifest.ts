/**
 * manifest.json, the first entry of every backup archive: what the archive holds and how to check
 * a restore of it. Format version 1:
 *
 * - `migrations`: the rows of drizzle.__drizzle_migrations in order; restore rebuilds exactly
 *   this schema before loading the rows, then runs the code's newer migrations;
 * - `tables`: per table of schema public, in loading order (parents first), its columns in the
 *   order of its `db/<table>.copy` file, its row count and checksum (tables.ts `tableStats`);
 * - `sequences`: each sequence's value, set back after loading.
 *
 * The archive's other entries: `db/<table>.copy` (COPY text format) and `uploads/<path>`.
 */
import { z } from 'zod';
import { BackupError } from './errors.ts';

export const MANIFEST_NAME = 'manifest.json';
export const FORMAT = 'gayaku-backup';
export const FORMAT_VERSION = 1;

const MigrationSchema = z.object({ id: z.number().int(), hash: z.string().min(1), createdAt: z.string().regex(/^\d+$/) });

const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  migrations: z.object({ count: z.number().int().min(0), applied: z.array(MigrationSchema) }),
  tables: z.array(
    z.object({
      name: z.string().min(1),
      columns: z.array(z.string().min(1)).min(1),
      rows: z.number().int().min(0),
      checksum: z.string().min(1),
    }),
  ),
  sequences: z.array(z.object({ name: z.string().min(1), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type RecordedMigration = z.infer<typeof MigrationSchema>;

export function tableFileName(table: string): string {
  return `db/${table}.copy`;
}

export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError('Berkas cadangan rusak: manifest.json bukan JSON yang valid.');
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    const version = (json as { version?: unknown } | null)?.version;
    if (typeof version === 'number' && version > FORMAT_VERSION) {
      throw new BackupError(
        `Berkas cadangan memakai format versi ${version}, sedangkan kode ini hanya mengenal versi ${FORMAT_VERSION}. Perbarui kode toko terlebih dahulu.`,
      );
    }
    throw new BackupError('Berkas cadangan rusak: manifest.json tidak sesuai format cadangan Gayaku.');
  }
  if (parsed.data.migrations.count !== parsed.data.migrations.applied.length) {
    throw new BackupError('Berkas cadangan rusak: jumlah migrasi di manifest.json tidak cocok.');
  }
  return parsed.data;
}
