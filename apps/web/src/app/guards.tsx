/**
 * Route guards, rendered around a page before its code loads.
 * - RequireUser: logged-out visits go to /auth/login?next=<here> and come back after login.
 * - RequireAdmin (spec section 6): no token → /auth/login; a token whose role is not 'admin' → /.
 * The check runs when the route renders (each navigation), like a loader would, and does not
 * subscribe to the session: logging out on a guarded page goes where the logout sends it.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getRole, getToken, getTokenWithSessionFallback } from '../lib/token.ts';

function loginPath(next?: string): string {
  return next && next !== '/' ? `/auth/login?next=${encodeURIComponent(next)}` : '/auth/login';
}

function useLoginRedirect(): ReactNode {
  const { pathname, search } = useLocation();
  return <Navigate to={loginPath(pathname + search)} replace />;
}

export function RequireUser({ children }: { children: ReactNode }) {
  const toLogin = useLoginRedirect();
  return getToken() ? children : toLogin;
}

/** /myorder also accepts a token kept in sessionStorage (spec section 3). */
export function RequireUserOrSessionToken({ children }: { children: ReactNode }) {
  const toLogin = useLoginRedirect();
  return getTokenWithSessionFallback() ? children : toLogin;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const toLogin = useLoginRedirect();
  if (!getToken()) return toLogin;
  if (getRole() !== 'admin') return <Navigate to="/" replace />;
  return children;
}
