import { REVIEW_LIMITS, type AdminReviewQuery } from '@gayaku/contract';

/** The screen's filters as its URL keeps them: ?product_id=&rating=&with_photos=&hidden=&page=. */
export interface AdminFilters {
  productId: string;
  rating: string;
  photos: '' | 'true' | 'false';
  hidden: '' | 'true' | 'false';
  page: number;
}

const yesNo = (v: string | null): '' | 'true' | 'false' => (v === 'true' || v === 'false' ? v : '');

export function filtersOf(params: URLSearchParams): AdminFilters {
  const page = Number(params.get('page'));
  return {
    productId: /^\d+$/.test(params.get('product_id') ?? '') ? (params.get('product_id') as string) : '',
    rating: /^[1-5]$/.test(params.get('rating') ?? '') ? (params.get('rating') as string) : '',
    photos: yesNo(params.get('with_photos')),
    hidden: yesNo(params.get('hidden')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL of these filters (empty ones left out; a changed filter starts at page 1). */
export function searchOf(f: AdminFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.productId) params.set('product_id', f.productId);
  if (f.rating) params.set('rating', f.rating);
  if (f.photos) params.set('with_photos', f.photos);
  if (f.hidden) params.set('hidden', f.hidden);
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** GET /api/admin/reviews for these filters: the page as limit and offset. */
export function queryOf(f: AdminFilters): AdminReviewQuery & { limit: number; offset: number } {
  const limit = REVIEW_LIMITS.adminPageSize;
  return {
    limit,
    offset: (f.page - 1) * limit,
    ...(f.productId ? { product_id: Number(f.productId) } : {}),
    ...(f.rating ? { rating: Number(f.rating) } : {}),
    ...(f.photos ? { with_photos: f.photos === 'true' } : {}),
    ...(f.hidden ? { hidden: f.hidden === 'true' } : {}),
  };
}
