/**
 * Midtrans snap.js, loaded once and shared by the order summary and 'Bayar Sekarang': the URL and
 * client key come from GET /api/payment/config and the script is added as
 * <script src=... data-client-key=...>.
 */
import type { PaymentConfig } from '@gayaku/contract';
import { paymentApi } from './api/client.ts';

export interface SnapResult {
  status_code?: string;
  status_message?: string | string[];
  order_id?: string;
  transaction_status?: string;
  [extra: string]: unknown;
}
export interface SnapCallbacks {
  onSuccess?(result: SnapResult): void;
  onPending?(result: SnapResult): void;
  onError?(result: SnapResult): void;
  onClose?(): void;
}
export interface SnapJs {
  pay(token: string, options?: SnapCallbacks): void;
  hide?(): void;
}
declare global {
  interface Window {
    snap?: SnapJs;
  }
}

export const SNAP_LOAD_FAILED = 'Gagal memuat halaman pembayaran. Periksa koneksi Anda atau matikan pemblokir iklan, lalu coba lagi.';

let loading: Promise<SnapJs> | null = null;

function injectScript(config: PaymentConfig): Promise<SnapJs> {
  return new Promise<SnapJs>((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(config.snap_js_url)}"]`);
    const script = existing ?? document.createElement('script');
    const done = () => (window.snap ? resolve(window.snap) : reject(new Error(SNAP_LOAD_FAILED)));
    script.addEventListener('load', done, { once: true });
    script.addEventListener('error', () => reject(new Error(SNAP_LOAD_FAILED)), { once: true });
    if (!existing) {
      script.src = config.snap_js_url;
      script.dataset.clientKey = config.client_key;
      script.async = true;
      document.head.appendChild(script);
    }
  });
}

/** Resolves with window.snap, adding the script only when it is not already present. */
export function loadSnap(): Promise<SnapJs> {
  if (window.snap) return Promise.resolve(window.snap);
  loading ??= paymentApi
    .getPaymentConfig()
    .then(injectScript)
    .catch((error: unknown) => {
      loading = null; // allow a retry
      throw error;
    });
  return loading;
}

/** For tests. */
export function resetSnapLoader(): void {
  loading = null;
}

/** Human text of a snap result's status_message (may be an array). */
export function snapDetails(result: SnapResult | undefined): string {
  const m = result?.status_message;
  if (Array.isArray(m)) return m.join(', ');
  return typeof m === 'string' && m ? m : 'Terjadi kesalahan pada pembayaran';
}
