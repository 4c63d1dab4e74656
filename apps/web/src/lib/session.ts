import { useSyncExternalStore } from 'react';
import { getRole, getToken, getUserId, subscribeSession } from './token.ts';

export interface SessionState {
  token: string | null;
  userId: number | null;
  role: string | null;
  loggedIn: boolean;
  isAdmin: boolean;
}

/** The login state, re-rendered on login, logout and changes from other tabs. */
export function useSession(): SessionState {
  const token = useSyncExternalStore(subscribeSession, getToken, () => null);
  const userId = useSyncExternalStore(subscribeSession, getUserId, () => null);
  const role = useSyncExternalStore(subscribeSession, getRole, () => null);
  return {
    token,
    userId: token ? userId : null,
    role: token ? role : null,
    loggedIn: token !== null,
    isAdmin: token !== null && role === 'admin',
  };
}
