import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearAllStorage } from '../../../lib/token.ts';

/** 'Keluar' (spec section 2): clears all browser storage (and cached admin data), then /auth/login. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    clearAllStorage();
    // Drop the cached admin data once the admin page has gone, so nothing refetches without a token.
    void Promise.resolve(navigate('/auth/login')).then(() => queryClient.clear());
  };
}
