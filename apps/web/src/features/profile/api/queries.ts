import type { ProfileUpdateBody, ProfileUser } from '@gayaku/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const updateProfile = (body: ProfileUpdateBody) => api.put<{ message: string; user: ProfileUser }>('/api/user/profile/update', body);

export { profileQuery } from '../../../lib/shop-queries.ts';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (result) => queryClient.setQueryData(queryKeys.profile.all, result.user),
  });
}
