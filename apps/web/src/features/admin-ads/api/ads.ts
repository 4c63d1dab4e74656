/** One ad for the admin forms, and its create/update calls (title, image_url). */
import { AdInputSchema, MESSAGES, type Ad } from '@gayaku/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface AdFormValues {
  title: string;
  image_url: string;
}

export const adQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.ads.detail(id), queryFn: ({ signal }) => api.get<Ad>(`/api/ads/${id}`, { signal }) });

/** The first problem with the form, in field order (title first: 'Judul iklan tidak boleh kosong'), or null. */
export function validateAd(values: AdFormValues): { message: string; field: keyof AdFormValues } | null {
  const result = AdInputSchema.safeParse(values);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { message: issue?.message ?? MESSAGES.adTitleRequired, field: issue?.path[0] === 'image_url' ? 'image_url' : 'title' };
}

export function useSaveAd(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AdFormValues) => {
      const body = { title: values.title.trim(), image_url: values.image_url.trim() };
      return id === undefined ? api.post<Ad>('/api/ads', body) : api.put<Ad>(`/api/ads/${id}`, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.ads.all }),
  });
}
