/** Helpers for account tests: unique sign-up data, distinct client IPs and a no-password check. */
import { expect } from 'vitest';

let counter = 0;
let ipCounter = 0;

/** A valid, unique registration body (username ≤ 30 characters). */
export function newAccount(prefix = 'u'): { username: string; email: string; password: string } {
  counter += 1;
  const tag = `${prefix}${process.pid % 10_000}x${counter}`;
  return { username: tag.slice(0, 30), email: `${tag}@contoh.id`, password: 'rahasia-123' };
}

/** A fresh client address per call, so throttling counters of one test never touch another's. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

const PASSWORD_KEY = /^(password|password_hash|passwordhash)$/i;

/** Fails when any object inside `value` has a password-like key. */
export function expectNoPasswordKeys(value: unknown, path = '$'): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => expectNoPasswordKeys(item, `${path}[${i}]`));
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      expect(PASSWORD_KEY.test(key), `${path}.${key}`).toBe(false);
      expectNoPasswordKeys(inner, `${path}.${key}`);
    }
  }
}

/** The header and claims of a JWT, without verifying it. */
export function decodeJwt(token: string): { header: Record<string, unknown>; claims: Record<string, unknown> } {
  const [header, claims] = token.split('.');
  const decode = (part: string | undefined) => JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: decode(header), claims: decode(claims) };
}
