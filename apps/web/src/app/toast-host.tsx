import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToastLibrary, subscribeToasts, toastsWanted } from '../lib/toast.ts';

const Container = lazy(async () => {
  const { ToastContainer } = await loadToastLibrary();
  return {
    default: () => (
      <ToastContainer position="top-center" autoClose={3000} newestOnTop closeOnClick pauseOnFocusLoss={false} theme="light" />
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
