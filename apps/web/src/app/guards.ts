/**
 * Route guards, run as loaders before a page (or its code) loads.
 * - requireUser: logged-out visits go to /auth/login?next=<here> and come back after login.
 * - requireAdmin (spec section 6): no token → /auth/login; a token whose role is not 'admin' → /.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getRole, getToken, getTokenWithSessionFallback } from '../lib/token.ts';

export function loginPath(next?: string): string {
  return next && next !== '/' ? `/auth/login?next=${encodeURIComponent(next)}` : '/auth/login';
}

function here(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

export function requireUser({ request }: LoaderFunctionArgs) {
  if (!getToken()) throw redirect(loginPath(here(request)));
  return null;
}

/** /myorder also accepts a token kept in sessionStorage (spec section 3). */
export function requireUserOrSessionToken({ request }: LoaderFunctionArgs) {
  if (!getTokenWithSessionFallback()) throw redirect(loginPath(here(request)));
  return null;
}

export function requireAdmin({ request }: LoaderFunctionArgs) {
  if (!getToken()) throw redirect(loginPath(here(request)));
  if (getRole() !== 'admin') throw redirect('/');
  return null;
}

/** Where to go after login: a safe local `next`, else /admin/dashboard for admins and / for others. */
export function afterLoginPath(role: string, next: string | null): string {
  const safe = next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/auth/') ? next : null;
  if (safe && (role === 'admin' || !safe.startsWith('/admin'))) return safe;
  return role === 'admin' ? '/admin/dashboard' : '/';
}
