import type { ProfileUpdateBody } from '@gayaku/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { userApi } from './client.ts';

/** 'Simpan Perubahan' on /user/profile; the page shows the outcome itself (no toast). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => userApi.updateProfile({ body }),
    onSuccess: (result) => queryClient.setQueryData(queryKeys.profile.all, result.user),
  });
}
