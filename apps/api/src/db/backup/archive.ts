/**
 * The backup archive on disk: one gzipped tar (tar-stream, zlib), written and read as a stream.
 * The writer fills `<out>.tmp` and renames it to `<out>` only once it is complete, so a failed
 * backup never leaves a half archive under the final name. The reader yields the entries in the
 * archive's order. Also here: the listing of the uploaded images (symlinked folders followed, as a
 * demo folder may be one) and the check that an entry's path stays inside the folder it goes to.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { open, readdir, realpath, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { BackupError } from './errors.ts';

export class ArchiveWriter {
  readonly tmp: string;
  private readonly pack = tar.pack();
  private readonly written: Promise<void>;
  private bytes = 0;

  constructor(private readonly out: string) {
    this.tmp = `${out}.tmp`;
    this.written = pipeline(this.pack, createGzip(), createWriteStream(this.tmp));
    // Observed by finish() or abort(); never an unhandled rejection meanwhile.
    this.written.catch(() => {});
  }

  /** Content bytes added so far (before compression). */
  get contentBytes(): number {
    return this.bytes;
  }

  async addBuffer(name: string, data: Buffer): Promise<void> {
    await this.addStream(name, data.length, [data]);
  }

  /** Adds a file of `size` bytes, its content read from `content` (a stream or chunks). */
  async addStream(name: string, size: number, content: Readable | Buffer[]): Promise<void> {
    let added!: () => void;
    let failed!: (err: unknown) => void;
    const done = new Promise<void>((resolve, reject) => ((added = resolve), (failed = reject)));
    const entry = this.pack.entry({ name, size, mode: 0o644, mtime: new Date() }, (err) => (err ? failed(err) : added()));
    await Promise.all([pipeline(content, entry), done]);
    this.bytes += size;
  }

  /** Adds a file from disk; answers its size. */
  async addFile(name: string, file: string): Promise<number> {
    const handle = await open(file, 'r');
    try {
      const { size } = await handle.stat();
      await this.addStream(name, size, size === 0 ? [] : handle.createReadStream({ start: 0, end: size - 1, autoClose: false }));
      return size;
    } finally {
      await handle.close();
    }
  }

  /** Ends the archive and gives it its final name. */
  async finish(): Promise<void> {
    this.pack.finalize();
    await this.written;
    await rename(this.tmp, this.out);
  }

  /** Stops writing and removes the unfinished file. */
  async abort(): Promise<void> {
    this.pack.destroy();
    await this.written.catch(() => {});
    await rm(this.tmp, { force: true });
  }
}

export interface ArchiveEntry {
  name: string;
  type: string;
  size: number;
  /** Read it to its end, or leave it alone: the next entry follows once it is drained. */
  content: AsyncIterable<Buffer>;
}

/** The entries of an archive, in order. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const feeding = pipeline(createReadStream(file), createGunzip(), extract);
  feeding.catch(() => {});
  try {
    for await (const entry of extract) {
      yield { name: entry.header.name, type: entry.header.type, size: entry.header.size, content: entry as AsyncIterable<Buffer> };
      entry.resume();
    }
    await feeding;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code?.startsWith('Z_') || /tar|header|Unexpected end/i.test((err as Error).message)) {
      throw new BackupError(`Berkas cadangan rusak atau terpotong: ${(err as Error).message}`, { cause: err });
    }
    throw err;
  } finally {
    extract.destroy();
  }
}

/** Every file under `root` (symlinks followed, each folder visited once), as sorted relative posix paths. */
export async function listFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  const seen = new Set<string>();
  async function walk(dir: string, prefix: string): Promise<void> {
    const real = await realpath(dir);
    if (seen.has(real)) return;
    seen.add(real);
    for (const name of (await readdir(dir)).sort()) {
      const full = path.join(dir, name);
      const info = await stat(full).catch(() => null); // a dangling link or a file deleted meanwhile
      if (info?.isDirectory()) await walk(full, `${prefix}${name}/`);
      else if (info?.isFile()) files.push(`${prefix}${name}`);
    }
  }
  if ((await stat(root).catch(() => null))?.isDirectory()) await walk(root, '');
  return files;
}

/** `relative` joined to `root`, refused when it would land outside `root`. */
export function insideFolder(root: string, relative: string): string {
  const target = path.resolve(root, relative);
  if (relative === '' || relative.includes('\0') || path.isAbsolute(relative) || !target.startsWith(root + path.sep)) {
    throw new BackupError(`Berkas cadangan tidak valid: jalur "${relative}" keluar dari folder tujuan.`);
  }
  return target;
}
