/**
 * The admin shell (spec section 2): sidebar from 1024 px, a folding mobile header below, a top bar
 * with the account menu, the page, and the footer. Only the page area scrolls sideways, never the page.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { LogoutIcon } from './admin-icons.tsx';
import { ADMIN_FOOTER } from '../nav-items.ts';
import { AdminBrand, AdminNavLinks } from './admin-nav.tsx';
import { MobileHeader } from './mobile-header.tsx';
import { useLogout } from './use-logout.ts';
import { UserMenu } from './user-menu.tsx';

function PageLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <Spinner label="Memuat..." />
    </div>
  );
}

function Sidebar() {
  const logout = useLogout();
  return (
    <aside className="hidden w-64 shrink-0 border-r border-line bg-surface lg:block">
      <div className="sticky top-0 flex h-dvh flex-col">
        <div className="flex h-16 items-center border-b border-line px-5">
          <AdminBrand />
        </div>
        <nav aria-label="Navigasi admin" className="flex-1 overflow-y-auto px-3 py-4">
          <p className="mb-2 px-3 text-[0.6875rem] font-semibold tracking-[0.14em] text-muted uppercase">Menu</p>
          <AdminNavLinks />
        </nav>
        <div className="border-t border-line p-3">
          <button
            type="button"
            onClick={logout}
            className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-ink-soft hover:bg-danger-soft hover:text-danger"
          >
            <LogoutIcon className="size-[1.15rem]" />
            Keluar
          </button>
        </div>
      </div>
    </aside>
  );
}

export function AdminLayout() {
  return (
    <div className="flex min-h-dvh bg-paper">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded bg-ink px-4 py-2 text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Langsung ke konten
      </a>
      <Sidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileHeader />
        <div className="sticky top-0 z-20 hidden h-16 items-center justify-end border-b border-line bg-paper/90 px-8 backdrop-blur lg:flex">
          <UserMenu />
        </div>
        <main id="admin-main" className="w-full max-w-[90rem] min-w-0 flex-1 px-4 py-6 md:px-6 lg:px-8 lg:py-8">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <footer className="border-t border-line px-4 py-4 text-xs text-muted md:px-6 lg:px-8">{ADMIN_FOOTER}</footer>
      </div>
    </div>
  );
}
