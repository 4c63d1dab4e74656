/**
 * Where uploaded images live. The API only ever talks to `ImageStorage`, so an S3-compatible
 * bucket can replace the disk when several API instances run (DESIGN.md section 1, Storage).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

export interface ImageStorage {
  /** Stores the bytes under `name` (a generated flat file name) and answers its public URL. */
  put(name: string, buffer: Buffer, contentType: string): Promise<string>;
  /** Removes the object behind a URL this storage answered; anything else is ignored. */
  delete(url: string): Promise<void>;
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
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      const name = url.slice(UPLOADS_URL_PREFIX.length);
      // Sub-folders (the demo images under /uploads/demo/) and anything odd are never touched.
      if (!SAFE_NAME.test(name)) return;
      await rm(path.join(dir, name), { force: true });
    },
  };
}

/** The storage the server uses: the disk under DATA_DIR/uploads. */
export function createImageStorage(config: Pick<Config, 'dataDir'>): ImageStorage {
  return createDiskStorage(path.join(config.dataDir, 'uploads'));
}
