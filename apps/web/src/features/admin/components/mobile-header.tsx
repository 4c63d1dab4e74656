import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { CloseIcon, MenuIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { SUPPORT_EMAIL } from '../../../config.ts';
import { useOpenHere } from '../../../lib/open-here.ts';
import { HelpIcon, LifebuoyIcon, LogoutIcon } from './admin-icons.tsx';
import { AdminBrand, AdminNavLinks } from './admin-nav.tsx';
import { useLogout } from './use-logout.ts';

const itemBase = 'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium';
const itemClass = `${itemBase} text-ink-soft hover:bg-sand hover:text-ink`;

/** Below 1024 px the sidebar folds into this header: the same links plus Akun, Bantuan, Support, Keluar. */
export function MobileHeader() {
  const { pathname } = useLocation();
  // The panel closes on every navigation.
  const [open, setOpen] = useOpenHere(pathname);
  const panelId = useId();
  const logout = useLogout();

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur lg:hidden">
      <div className="flex h-14 items-center justify-between px-4">
        <AdminBrand />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? 'Tutup menu admin' : 'Buka menu admin'}
          onClick={() => setOpen((v) => !v)}
          className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-sand"
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <nav
        id={panelId}
        aria-label="Menu admin"
        hidden={!open}
        className="max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-line px-3 pt-2 pb-4"
      >
        <AdminNavLinks onNavigate={() => setOpen(false)} />
        <ul className="mt-2 space-y-1 border-t border-line pt-2">
          <li>
            <Link to="/user/profile" className={itemClass}>
              <UserIcon className="size-[1.15rem]" />
              Akun
            </Link>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={itemClass}>
              <HelpIcon className="size-[1.15rem]" />
              Bantuan
            </a>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={itemClass}>
              <LifebuoyIcon className="size-[1.15rem]" />
              Support
            </a>
          </li>
          <li>
            <button type="button" onClick={logout} className={`${itemBase} w-full text-danger hover:bg-danger-soft`}>
              <LogoutIcon className="size-[1.15rem]" />
              Keluar
            </button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
