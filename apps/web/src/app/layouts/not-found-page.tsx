import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="container-page flex min-h-[55vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <p className="text-sm font-medium uppercase tracking-[0.2em] text-accent">404</p>
      <h1 className="text-3xl font-semibold md:text-4xl">Halaman tidak ditemukan</h1>
      <p className="max-w-md text-muted">Halaman yang Anda cari tidak ada atau sudah dipindahkan.</p>
      <Link to="/" className="rounded-full bg-ink px-6 py-3 text-sm font-medium text-paper hover:bg-ink-soft">
        Kembali ke beranda
      </Link>
    </div>
  );
}
