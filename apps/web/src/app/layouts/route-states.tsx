import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';

/**
 * Shown while a page's code loads on the first visit. As tall as the screen, so the footer stays
 * below the fold until the page arrives instead of being pushed down by it.
 */
export function PageFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      <Spinner label="Memuat..." />
    </div>
  );
}

function RouteErrorPage({ error }: { error: unknown }) {
  // A failed chunk download usually means a new version was deployed: reloading fixes it.
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="text-3xl font-semibold">Terjadi kesalahan</h1>
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

/** Catches what a page throws while rendering (or a page chunk that failed to load); a new path resets it. */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
