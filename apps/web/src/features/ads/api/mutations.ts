/** The admin's ad calls: one ad for the edit form, create or update (title, image_url), and the banner image upload. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { adApi } from './client.ts';

const UPLOAD_TIMEOUT_MS = 60_000;

/** One ad, for the admin's edit form. */
export const adQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.ads.detail(id), queryFn: ({ signal }) => adApi.getAd({ params: { id }, signal }) });

export interface AdFormValues {
  title: string;
  image_url: string;
}

/** POST (no id) or PUT; `errorToast` is the screen's text for a failure (the server's reason when it gives one). */
export function useSaveAd(id: number | undefined, errorToast: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AdFormValues) => {
      const body = { title: values.title.trim(), image_url: values.image_url.trim() };
      return id === undefined ? adApi.createAd({ body }) : adApi.updateAd({ params: { id }, body });
    },
    meta: { errorToast, serverReason: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.ads.all }),
  });
}

/** POST /api/ads/image (multipart, one `image` file): the stored banner's URL, for the form's image_url. Saves no ad. */
export function useUploadAdImage(errorToast: string) {
  return useMutation({
    // a 5 MB image may take longer than the usual 15 s on a slow connection
    mutationFn: (file: File) => adApi.uploadAdBanner({ files: { image: file }, timeoutMs: UPLOAD_TIMEOUT_MS }),
    meta: { errorToast, serverReason: true },
  });
}
