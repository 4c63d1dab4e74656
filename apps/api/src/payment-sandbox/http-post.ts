/**
 * One JSON POST with node:http(s): no redirect following, no keep-alive (agent: false) and a hard
 * timeout over the whole exchange, so a closed simulator leaves no socket behind.
 */
import http from 'node:http';
import https from 'node:https';

export interface PostResult {
  status: number;
  location: string | null;
}

export function postJson(
  url: string,
  payload: string,
  headers: Record<string, string>,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<PostResult> {
  return new Promise((resolve, reject) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      reject(new Error(`invalid URL: ${url}`));
      return;
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      reject(new Error(`unsupported protocol: ${target.protocol}`));
      return;
    }
    const send = target.protocol === 'https:' ? https.request : http.request;
    const req = send(
      target,
      { method: 'POST', agent: false, signal, headers: { ...headers, 'Content-Length': String(Buffer.byteLength(payload)) } },
      (res) => {
        clearTimeout(timer);
        res.resume();
        const location = res.headers.location;
        resolve({ status: res.statusCode ?? 0, location: typeof location === 'string' ? location : null });
      },
    );
    const timer = setTimeout(() => req.destroy(new Error(`timeout after ${timeoutMs} ms`)), timeoutMs);
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(payload);
  });
}
