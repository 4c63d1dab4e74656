import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';

/** Shown while a page's code loads on the first visit. */
export function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <Spinner label="Memuat..." />
    </div>
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A failed chunk download usually means a new version was deployed: reloading fixes it.
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="text-3xl font-semibold">{notFound ? 'Halaman tidak ditemukan' : 'Terjadi kesalahan'}</h1>
      <p className="max-w-md text-muted">
        {chunkFailed
          ? 'Halaman gagal dimuat. Periksa koneksi Anda lalu muat ulang.'
          : 'Maaf, halaman ini tidak dapat ditampilkan saat ini.'}
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-ink px-5 py-2.5 text-sm font-medium text-paper"
        >
          Muat ulang
        </button>
        <Link to="/" reloadDocument className="rounded-full border border-line px-5 py-2.5 text-sm font-medium">
          Ke beranda
        </Link>
      </div>
    </div>
  );
}
