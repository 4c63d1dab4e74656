import type { RatingBody, RatingUpdateBody } from '@gayaku/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { ratingApi } from './client.ts';

/** A review's photos go up one at a time after the review is saved (a slow connection gets a minute each). */
const PHOTO_TIMEOUT_MS = 60_000;
const PHOTO_FAILED = 'Foto gagal diunggah';

/**
 * Sends the photos one by one; stops at the first refusal and answers why (the review itself is
 * saved either way), or null when all went up.
 */
async function uploadPhotos(ratingId: number, photos: readonly File[]): Promise<string | null> {
  try {
    for (const photo of photos) {
      await ratingApi.uploadRatingPhoto({ params: { id: ratingId }, body: {}, files: { image: photo }, timeoutMs: PHOTO_TIMEOUT_MS });
    }
    return null;
  } catch (error) {
    return errorText(error, PHOTO_FAILED, { quoteRefusal: true });
  }
}

/** The photos picked in the form; they are sent after the review. */
interface WithPhotos {
  photos: readonly File[];
}

/**
 * 'Kirim Rating': the specification's call, then the photos. The form alerts the outcome itself
 * (no toast). The product's average, its reviews and the shopper's own rating are re-read.
 */
export function useSubmitRating(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ photos, ...body }: RatingBody & WithPhotos) => {
      const created = await ratingApi.rateProduct({ body });
      return { ...created, photoProblem: await uploadPhotos(created.rating.id, photos) };
    },
    onSettled: () => refreshReviews(queryClient, productId),
  });
}

/** 'Simpan Ulasan': the author's change within 30 days, then any photos added. */
export function useUpdateRating(productId: number, ratingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ photos, ...body }: RatingUpdateBody & WithPhotos) => {
      const updated = await ratingApi.updateRating({ params: { id: ratingId }, body });
      return { ...updated, photoProblem: await uploadPhotos(ratingId, photos) };
    },
    onSettled: () => refreshReviews(queryClient, productId),
  });
}

function refreshReviews(queryClient: ReturnType<typeof useQueryClient>, productId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.ratings.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products.detail(productId) }),
  ]);
}
