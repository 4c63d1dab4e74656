import { describe, expect, it } from 'vitest';
import { fakeJwt, validJwt } from '../test/jwt.ts';
import {
  clearAllStorage,
  decodeJwtPayload,
  getSession,
  getToken,
  getTokenWithSessionFallback,
  isTokenValid,
  saveSession,
} from './token.ts';

const now = Date.parse('2025-06-01T00:00:00Z');
const nowSec = now / 1000;

describe('token validity (spec section 5)', () => {
  it('accepts a decodable token whose exp (seconds × 1000) is in the future', () => {
    expect(isTokenValid(fakeJwt({ exp: nowSec + 60 }), now)).toBe(true);
  });
  it('rejects an expired token, and one expiring exactly now', () => {
    expect(isTokenValid(fakeJwt({ exp: nowSec - 1 }), now)).toBe(false);
    expect(isTokenValid(fakeJwt({ exp: nowSec }), now)).toBe(false);
  });
  it('rejects a token without exp, a non-numeric exp and undecodable tokens', () => {
    expect(isTokenValid(fakeJwt({ sub: 1 }), now)).toBe(false);
    expect(isTokenValid(fakeJwt({ exp: String(nowSec + 60) }), now)).toBe(false);
    expect(isTokenValid('not-a-jwt', now)).toBe(false);
    expect(isTokenValid('a.%%%.c', now)).toBe(false);
    expect(isTokenValid('', now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
  });
  it('decodes base64url payloads with non-ASCII text', () => {
    const token = fakeJwt({ name: 'Gayaku' });
    expect(decodeJwtPayload(token)).toEqual({ name: 'Gayaku' });
  });
});

describe('stored session', () => {
  it('keeps a valid token with userId and role', () => {
    const token = validJwt(3, 'admin');
    saveSession(token, { id: 3, role: 'admin' });
    expect(getSession()).toEqual({ token, userId: 3, role: 'admin' });
  });
  it('removes an expired token together with userId and role', () => {
    localStorage.setItem('token', fakeJwt({ exp: Math.floor(Date.now() / 1000) - 10 }));
    localStorage.setItem('userId', '3');
    localStorage.setItem('role', 'user');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
  });
  it('falls back to a sessionStorage token for my-orders only', () => {
    const token = validJwt();
    sessionStorage.setItem('token', token);
    expect(getToken()).toBeNull();
    expect(getTokenWithSessionFallback()).toBe(token);
  });
  it('logout clears all browser storage', () => {
    saveSession(validJwt(), { id: 7, role: 'user' });
    sessionStorage.setItem('city', 'Bandung');
    clearAllStorage();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
