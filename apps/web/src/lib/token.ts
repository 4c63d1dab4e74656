/**
 * The login token in browser storage (spec sections 3-4): localStorage keys
 * `token`, `userId`, `role`. A token counts only while it is a decodable JWT whose `exp` claim
 * (seconds) lies in the future; otherwise it is removed and the user is logged out.
 */
const STORAGE_KEYS = { token: 'token', userId: 'userId', role: 'role' } as const;

export interface Session {
  token: string;
  userId: number | null;
  role: string | null;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The JWT's payload, or null when the token cannot be decoded. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** True when the token decodes and its `exp` (seconds x 1000) is after `now` (ms). */
export function isTokenValid(token: string | null | undefined, now: number = Date.now()): token is string {
  if (!token) return false;
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > now;
}

function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored token when valid; an invalid or expired one is removed (with userId and role). */
export function getToken(): string | null {
  const storage = safeStorage('local');
  const token = storage?.getItem(STORAGE_KEYS.token) ?? null;
  if (token === null) return null;
  if (isTokenValid(token)) return token;
  removeSessionKeys(); // no event here: this may run during a render
  return null;
}

/** The my-orders screen may also use a token kept in sessionStorage (spec section 3). */
export function getTokenWithSessionFallback(): string | null {
  const local = getToken();
  if (local) return local;
  const session = safeStorage('session');
  const token = session?.getItem(STORAGE_KEYS.token) ?? null;
  if (token === null) return null;
  if (isTokenValid(token)) return token;
  session?.removeItem(STORAGE_KEYS.token);
  return null;
}

export function getUserId(): number | null {
  const raw = safeStorage('local')?.getItem(STORAGE_KEYS.userId);
  const id = raw ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function getRole(): string | null {
  return safeStorage('local')?.getItem(STORAGE_KEYS.role) ?? null;
}

/** The current session when logged in (valid token), else null. */
export function getSession(): Session | null {
  const token = getToken();
  return token ? { token, userId: getUserId(), role: getRole() } : null;
}

export function saveSession(token: string, user: { id: number; role: string }): void {
  const storage = safeStorage('local');
  storage?.setItem(STORAGE_KEYS.token, token);
  storage?.setItem(STORAGE_KEYS.userId, String(user.id));
  storage?.setItem(STORAGE_KEYS.role, user.role);
  notifySessionChange();
}

function removeSessionKeys(): void {
  const storage = safeStorage('local');
  storage?.removeItem(STORAGE_KEYS.token);
  storage?.removeItem(STORAGE_KEYS.userId);
  storage?.removeItem(STORAGE_KEYS.role);
}

/** Removes token, userId and role only (e.g. after the server answered 401). */
export function clearSession(): void {
  removeSessionKeys();
  notifySessionChange();
}

/** Logout (spec section 4): clears all browser storage. */
export function clearAllStorage(): void {
  safeStorage('local')?.clear();
  safeStorage('session')?.clear();
  notifySessionChange();
}

/* A tiny subscription so components re-render on login/logout (useSyncExternalStore). */
const SESSION_EVENT = 'gayaku:session';
function notifySessionChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_EVENT));
}
export function subscribeSession(callback: () => void): () => void {
  window.addEventListener(SESSION_EVENT, callback);
  window.addEventListener('storage', callback);
  return () => {
    window.removeEventListener(SESSION_EVENT, callback);
    window.removeEventListener('storage', callback);
  };
}
