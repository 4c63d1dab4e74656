/** One ad for the admin forms, its create/update calls (title, image_url) and the banner image upload. */
import { AdInputSchema, MESSAGES, type Ad, type AdImageUpload } from '@gayaku/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const UPLOAD_TIMEOUT_MS = 60_000;

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

/** POST /api/ads/image (multipart, one `image` file): the stored banner's URL, for the form's image_url. Saves no ad. */
export function useUploadAdImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('image', file);
      // a 5 MB image may take longer than the usual 15 s on a slow connection
      return api.post<AdImageUpload>('/api/ads/image', body, { timeoutMs: UPLOAD_TIMEOUT_MS });
    },
  });
}
