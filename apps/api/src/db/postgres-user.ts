/**
 * Who runs the embedded PostgreSQL and where its cluster lives. PostgreSQL refuses to run as
 * root, so a shop started by root runs it as the OS user `postgres` (created as a system user
 * when missing) and gives that user the cluster folder. When `DATA_DIR` sits under a folder that
 * user cannot enter (root's home is 0700), the cluster is kept in /var/lib/gayaku/<id> and
 * `DATA_DIR/postgres` links to it. A normal user runs PostgreSQL as itself, in `DATA_DIR/postgres`.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, lstatSync, mkdirSync, readlinkSync, realpathSync, rmdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export interface RunAs {
  uid: number;
  gid: number;
}

const SYSTEM_USER = 'postgres';

function lookUp(name: string): RunAs | null {
  const res = spawnSync('getent', ['passwd', name], { encoding: 'utf8' });
  const fields = res.status === 0 ? res.stdout.trim().split(':') : [];
  return fields.length >= 4 ? { uid: Number(fields[2]), gid: Number(fields[3]) } : null;
}

/** null when this process is not root: PostgreSQL then runs as the shop's own user. */
export function postgresRunAs(): RunAs | null {
  if (process.getuid?.() !== 0) return null;
  const found = lookUp(SYSTEM_USER);
  if (found) return found;
  const add = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER], {
    encoding: 'utf8',
  });
  const created = lookUp(SYSTEM_USER);
  if (!created) {
    throw new Error(
      `PostgreSQL tidak mau berjalan sebagai root dan pengguna sistem '${SYSTEM_USER}' tidak dapat dibuat (${add.stderr.trim() || add.error?.message}). ` +
        'Jalankan toko sebagai pengguna biasa, buat pengguna itu, atau pakai DATABASE_URL.',
    );
  }
  return created;
}

function canEnter(dir: string, who: RunAs): boolean {
  return spawnSync('test', ['-w', dir, '-a', '-x', dir], { uid: who.uid, gid: who.gid }).status === 0;
}

/**
 * The real folder of the cluster (created, owned by the user that runs PostgreSQL). The caller
 * passes this path to initdb and postgres, never the link.
 */
export function clusterDir(dataDir: string, who: RunAs | null): string {
  const link = path.join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  if (existsSync(link) && lstatSync(link).isSymbolicLink()) return readlinkSync(link);
  if (!who) {
    mkdirSync(link, { recursive: true, mode: 0o700 });
    return link;
  }
  if (!existsSync(link)) {
    mkdirSync(link, { mode: 0o700 });
    chownSync(link, who.uid, who.gid);
  }
  if (canEnter(link, who)) return link;
  // Unreachable for the postgres user: keep the cluster outside, linked from DATA_DIR.
  const id = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 16);
  const outside = path.join('/var/lib/gayaku', id);
  mkdirSync(path.dirname(outside), { recursive: true, mode: 0o755 });
  mkdirSync(outside, { recursive: true, mode: 0o700 });
  chownSync(outside, who.uid, who.gid);
  rmdirSync(link); // empty: the postgres user could never write into it
  symlinkSync(outside, link);
  return outside;
}
