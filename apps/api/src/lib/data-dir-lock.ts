/**
 * One server per DATA_DIR: PGlite is a single-process database. The lock file holds the owner's
 * pid; a stale lock (its process gone) is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(`Direktori data ${dir} sedang dipakai oleh proses lain (pid ${pid}). Hentikan proses itu atau pakai DATA_DIR lain.`);
    this.name = 'DataDirInUseError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) throw new DataDirInUseError(dir, pid);
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(dir, -1);
}
