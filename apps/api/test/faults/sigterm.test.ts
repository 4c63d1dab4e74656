/**
 * Fault (d): SIGTERM lets in-flight requests finish. The real server process gets a request
 * whose body is still arriving when SIGTERM lands; the answer still comes (201), nothing new is
 * accepted afterwards, and the process exits 0.
 */
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, tempDataDir, type ServerProcess } from './server-process.ts';

const dataDir = tempDataDir('gayaku-sigterm-');
let server: ServerProcess | undefined;

afterAll(() => {
  if (server && server.proc.exitCode === null) server.proc.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Sends the headers (with Expect: 100-continue) and, once the server has answered "100 Continue"
 * (so it has really taken the request), half the body; the rest when `finish()` is called.
 */
function slowPost(base: string, urlPath: string, body: string) {
  const url = new URL(urlPath, base);
  const half = Math.floor(body.length / 2);
  const req = request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
  });
  answer.catch(() => {}); // awaited later; keep an early failure from counting as unhandled
  const taken = new Promise<void>((resolve) =>
    req.on('continue', () => {
      req.write(body.slice(0, half));
      resolve();
    }),
  );
  req.flushHeaders();
  return { taken, answer, finish: () => req.end(body.slice(half)) };
}

describe('SIGTERM (real server process)', () => {
  it('finishes the request in flight with 200/201, then exits 0', { timeout: 180_000 }, async () => {
    server = await startServer(dataDir);
    const body = JSON.stringify({ username: 'lambat_sekali', email: 'lambat@contoh.id', password: 'password-123' });
    const slow = slowPost(server.base, '/api/auth/register', body);
    await slow.taken; // the server has accepted the request and read its headers
    server.proc.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500)); // shutdown has begun
    const refused = await fetch(`${server.base}/api/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(['refused', 503]).toContain(refused); // no new work once closing
    slow.finish();
    const answer = await slow.answer;
    expect(answer.status, answer.body).toBe(201);
    expect(await server.exited, server.output()).toBe(0);
  });
});
