import { ApiError } from '../../../lib/api-client.ts';

/**
 * The text of a failed admin call: the server's own message for a 4xx answer (it says what to fix,
 * e.g. 409 'Kategori masih dipakai oleh 3 produk' or 413 'Ukuran berkas maksimal 5 MB'); otherwise
 * (5xx, time-out, no connection) the spec's fixed text for that action.
 */
export function adminErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.hasServerMessage && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
