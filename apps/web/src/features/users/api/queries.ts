import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { userApi } from './client.ts';

/** The signed-in shopper's profile (its city and address prefill the cart and checkout). */
export const profileQuery = () =>
  queryOptions({
    queryKey: queryKeys.profile.all,
    queryFn: ({ signal }) => userApi.getProfile({ signal }).then((r) => r.user),
    retry: false,
  });
