import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { SUPPORT_EMAIL } from '../../../config.ts';
import { useOpenHere } from '../../../lib/open-here.ts';
import { HelpIcon, LogoutIcon } from './admin-icons.tsx';
import { useLogout } from './use-logout.ts';

const itemBase = 'flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm';
const itemClass = `${itemBase} text-ink hover:bg-sand`;

/** The top bar's account menu: Akun, Bantuan, Keluar (spec section 2). */
export function UserMenu() {
  const { pathname } = useLocation();
  // The menu closes on every navigation.
  const [open, setOpen] = useOpenHere(pathname);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface pr-3 pl-1.5 text-sm font-medium text-ink hover:border-ink/30"
      >
        <span className="inline-flex size-7 items-center justify-center rounded-full bg-sand">
          <UserIcon className="size-4" />
        </span>
        Admin
        <ChevronDownIcon className={`size-4 text-muted transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? (
        <div id={menuId} className="absolute right-0 z-30 mt-2 w-52 rounded-card border border-line bg-surface p-1.5 shadow-card">
          <ul>
            <li>
              <Link to="/user/profile" className={itemClass}>
                <UserIcon className="size-4 text-muted" />
                Akun
              </Link>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={itemClass}>
                <HelpIcon className="size-4 text-muted" />
                Bantuan
              </a>
            </li>
            <li className="mt-1 border-t border-line pt-1">
              <button type="button" onClick={logout} className={`${itemBase} text-danger hover:bg-danger-soft`}>
                <LogoutIcon className="size-4" />
                Keluar
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
