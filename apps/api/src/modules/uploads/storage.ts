/**
 * Where uploaded images live. The API only ever talks to `ImageStorage`, so an S3-compatible
 * bucket can replace the disk when several API instances run (docs/shop-rules.md, "Storage and
 * several instances").
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

export interface ImageStorage {
  /** Stores the bytes under `name` (a generated flat file name) and answers its public URL. */
  put(name: string, buffer: Buffer, contentType: string): Promise<string>;
  /** Removes the object behind a URL this storage answered; anything else is ignored. */
  delete(url: string): Promise<void>;
  /** Whether the object behind a URL this storage answered is there (false for any other URL). */
  exists(url: string): Promise<boolean>;
  /** The stored objects whose names start with `prefix`, with when each was written. */
  list(prefix: string): Promise<StoredObject[]>;
}

interface StoredObject {
  url: string;
  modifiedAt: Date;
}

/** Public URL prefix of uploaded files (served by plugins/static-files.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/';
/** Flat generated names only: no directories, no dot-files, no `..`. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.[a-z0-9]{2,5}$/;

export function createDiskStorage(dir: string): ImageStorage {
  return {
    async put(name, buffer) {
      if (!SAFE_NAME.test(name)) throw new Error(`unsafe upload name: ${name}`);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), buffer, { flag: 'wx', mode: 0o644 });
      return `${UPLOADS_URL_PREFIX}${name}`;
    },
    async delete(url) {
      const file = fileOf(url);
      if (file) await rm(file, { force: true });
    },
    async exists(url) {
      const file = fileOf(url);
      return file !== null && (await modifiedAt(file)) !== null;
    },
    async list(prefix) {
      const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
      const found = await Promise.all(
        names
          .filter((name) => name.startsWith(prefix) && SAFE_NAME.test(name))
          .map(async (name) => ({ url: `${UPLOADS_URL_PREFIX}${name}`, modifiedAt: await modifiedAt(path.join(dir, name)) })),
      );
      return found.filter((o): o is StoredObject => o.modifiedAt !== null);
    },
  };

  /** The file behind a URL this storage answered; null for sub-folders (the demo images), anything odd, other URLs. */
  function fileOf(url: string): string | null {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
    const name = url.slice(UPLOADS_URL_PREFIX.length);
    return SAFE_NAME.test(name) ? path.join(dir, name) : null;
  }
}

/** When the file was last written; null when it is not there (or was removed meanwhile). */
async function modifiedAt(file: string): Promise<Date | null> {
  try {
    return (await stat(file)).mtime;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** The storage the server uses: the disk under DATA_DIR/uploads. */
export function createImageStorage(config: Pick<Config, 'dataDir'>): ImageStorage {
  return createDiskStorage(path.join(config.dataDir, 'uploads'));
}
