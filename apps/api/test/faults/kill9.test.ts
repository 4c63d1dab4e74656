/**
 * Fault (e): PGlite data survives kill -9. A committed write (a registration) is made on the real
 * server process, the process is killed with SIGKILL (no shutdown, the lock file stays behind),
 * and a new process on the same DATA_DIR takes the stale lock over and still has the row.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prefillDataDir, registerAndLogin, startServer, type ServerProcess } from './server-process.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gayaku-kill9-'));
const servers: ServerProcess[] = [];

afterAll(() => {
  for (const s of servers) if (s.proc.exitCode === null && s.proc.signalCode === null) s.proc.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 of the server (PGlite on DATA_DIR)', () => {
  it('keeps committed rows; a restart takes over the stale lock', { timeout: 240_000 }, async () => {
    const who = { username: 'tahan_banting', email: 'tahan@contoh.id', password: 'password-123' };
    await prefillDataDir(dataDir);
    const first = await startServer(dataDir);
    servers.push(first);
    expect(await registerAndLogin(first.base, who)).toBe(200);

    first.proc.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const lock = path.join(dataDir, 'server.lock');
    expect(existsSync(lock)).toBe(true); // left behind by the killed process
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(first.proc.pid));

    const second = await startServer(dataDir);
    servers.push(second);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(second.proc.pid));
    const login = await fetch(`${second.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: who.email, password: who.password }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: unknown }).user).toMatchObject({ username: who.username, email: who.email });

    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(existsSync(lock)).toBe(false);
  });
});
