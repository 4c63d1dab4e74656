/**
 * Toasts without putting react-toastify in the entry bundle: the library and its container load
 * on the first toast (react-toastify queues toasts until its container mounts).
 * Default auto-close is 3 s (spec section 8).
 */
import type * as ToastLibrary from 'react-toastify';
import type { ToastOptions } from 'react-toastify';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

let wanted = false;
const listeners = new Set<() => void>();
let library: Promise<typeof ToastLibrary> | null = null;

export function loadToastLibrary(): Promise<typeof ToastLibrary> {
  library ??= import('react-toastify');
  return library;
}

/** Shows a toast; resolves once it is queued. */
export async function showToast(kind: ToastKind, message: string, options?: ToastOptions): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const { toast } = await loadToastLibrary();
  // The same text twice while it shows is one toast (toastId), so repeats never pile up.
  toast[kind](message, { autoClose: 3000, toastId: `${kind}:${message}`, ...options });
}

export const toast = {
  success: (message: string, options?: ToastOptions) => void showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => void showToast('error', message, options),
  info: (message: string, options?: ToastOptions) => void showToast('info', message, options),
  warning: (message: string, options?: ToastOptions) => void showToast('warning', message, options),
};

/** For the host: has any toast been requested yet? */
export function toastsWanted(): boolean {
  return wanted;
}
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
