import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BottomNav } from './bottom-nav.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { PageFallback } from './route-states.tsx';

export function StorefrontLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-50 rounded bg-ink px-4 py-2 text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Langsung ke konten
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BottomNav />
    </div>
  );
}
