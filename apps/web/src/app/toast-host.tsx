import { lazy, Suspense, useSyncExternalStore, type MouseEvent } from 'react';
import { CloseButton } from '../components/ui/close-button.tsx';
import { loadToastLibrary, subscribeToasts, toastsWanted } from '../lib/toast.ts';

/** At most this many toasts show at once; more wait their turn. */
const MAX_TOASTS = 3;

/** A 44 × 44 px close button (react-toastify's own is 14 × 16). */
function CloseToast({ closeToast }: { closeToast: (event: MouseEvent<HTMLElement>) => void }) {
  return <CloseButton label="Tutup notifikasi" onClick={closeToast} className="-my-2 -mr-2 self-start text-ink-soft hover:text-ink" />;
}

const Container = lazy(async () => {
  const { ToastContainer } = await loadToastLibrary();
  return {
    default: () => (
      // At the bottom, above the phone's bottom bar and buy bar (index.css): clear of the header's logo,
      // bell and search and of a dialog's title and 'Tutup'.
      <ToastContainer
        position="bottom-center"
        autoClose={3000}
        limit={MAX_TOASTS}
        newestOnTop
        closeOnClick
        closeButton={CloseToast}
        pauseOnFocusLoss={false}
        theme="light"
      />
    ),
  };
});

/** Mounts react-toastify's container only once the first toast is requested. */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToasts, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Container />
    </Suspense>
  );
}
