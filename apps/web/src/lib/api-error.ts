/**
 * How a failed API call reaches the screens: an ApiError with the HTTP status and the server's
 * `message`, and `errorText`, the one place such a failure becomes a person's text.
 */
export const TIMEOUT_MESSAGE = 'Server tidak merespons dalam 15 detik. Periksa koneksi Anda lalu coba lagi.';
export const NETWORK_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.';
/** A 2xx answer whose body is not JSON. */
export const INVALID_RESPONSE = 'Response tidak valid dari server';

export class ApiError extends Error {
  /** 0 when nothing answered (no connection, time-out). */
  readonly status: number;
  readonly code: string | undefined;
  /** The parsed error body, when the server sent JSON. */
  readonly body: unknown;
  /** True when the server answered (status > 0) with a `message` of its own. */
  readonly hasServerMessage: boolean;

  constructor(message: string, status: number, options: { code?: string; body?: unknown; hasServerMessage?: boolean } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.body = options.body;
    this.hasServerMessage = options.hasServerMessage ?? false;
  }
}

/**
 * A failure as a person reads it: the connection or time-out text when nothing answered; the
 * server's own message when it says what went wrong (a refusal such as 409 'Kategori masih dipakai
 * oleh 3 produk', or 503 'Database sedang tidak dapat dihubungi'); otherwise `fallback`, the
 * screen's own text for that action. An internal error's message is the server's catch-all and
 * tells no more than the fallback, so the fallback is shown instead. `quoteRefusal`: a refusal
 * (4xx) reads '{fallback}: {message}' ('Gagal menyimpan pesanan: Produk tidak ditemukan').
 */
export function errorText(error: unknown, fallback: string, { quoteRefusal = false } = {}): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return error.message;
  if (!error.hasServerMessage || error.code === 'INTERNAL') return fallback;
  return quoteRefusal && error.status >= 400 && error.status < 500 ? `${fallback}: ${error.message}` : error.message;
}
