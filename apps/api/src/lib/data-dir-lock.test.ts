import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

describe('data directory lock', () => {
  it('refuses a directory held by a live process and takes over a stale lock', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gayaku-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(/sedang dipakai/);
    } finally {
      other.kill();
    }
    await new Promise((resolve) => other.on('exit', resolve));
    const unlock = lockDataDir(dir);
    unlock();
    lockDataDir(dir)();
  });
});
