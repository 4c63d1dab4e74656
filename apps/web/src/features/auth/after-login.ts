/** Where to go after login: a safe local `next`, else /admin/dashboard for admins and / for others. */
export function afterLoginPath(role: string, next: string | null): string {
  const safe = next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/auth/') ? next : null;
  if (safe && (role === 'admin' || !safe.startsWith('/admin'))) return safe;
  return role === 'admin' ? '/admin/dashboard' : '/';
}

/** `path` carrying `next` on (login ⇄ register), so neither loses where the shopper was going. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/** What register hands to login: the e-mail just registered, to prefill (router state, never the URL). */
export interface LoginPrefill {
  email?: string;
}

export function prefilledEmail(state: unknown): string {
  const email = (state as LoginPrefill | null)?.email;
  return typeof email === 'string' ? email : '';
}
