import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BagIcon, CloseIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { useCartBadge } from '../../features/cart/index.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import { useOpenHere } from '../../lib/open-here.ts';
import { useSession } from '../../lib/session.ts';
import { clearAllStorage } from '../../lib/token.ts';
import { Logo } from './logo.tsx';
import { SearchBox } from '../../features/search/index.ts';

/** True once the page is scrolled off the top (false in the first render, as on the server). */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}

/**
 * The storefront header (spec section 2): a sticky <header> with a shadow
 * only when scrolled. Wide (≥1024): everything in one row. Medium (768–1023): a menu toggle
 * reveals search and actions. Small (<768): logo, bell and search; the rest is in the bottom bar.
 */
export function Header() {
  const scrolled = useScrolled();
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // The menu closes on every navigation.
  const [menuOpen, setMenuOpen] = useOpenHere(location.pathname + location.search);
  const panelId = useId();
  const cart = useCartBadge();

  const logout = () => {
    clearAllStorage();
    void navigate('/');
  };

  // Display is set per use (hidden on small screens), never mixed with another display class.
  const linkClass = 'hidden h-10 items-center rounded-full px-4 text-sm font-medium text-ink hover:bg-sand md:inline-flex';

  return (
    <header
      className="sticky top-0 z-40 border-b border-line/70 bg-paper/95 backdrop-blur transition-shadow duration-200 supports-[backdrop-filter]:bg-paper/85"
      style={{ boxShadow: scrolled ? 'var(--shadow-header)' : 'none' }}
    >
      <div className="container-page flex flex-wrap items-center gap-x-3 gap-y-2.5 py-2.5 md:py-3 lg:flex-nowrap lg:gap-x-6">
        <Logo className="order-1 mr-auto lg:mr-0" />

        <SearchBox
          className={`order-4 w-full lg:order-2 lg:mx-auto lg:block lg:w-auto lg:max-w-xl lg:flex-1 ${menuOpen ? 'md:block' : 'md:hidden'}`}
        />

        <nav
          id={panelId}
          aria-label="Akun dan keranjang"
          className={`order-2 flex items-center gap-1 md:order-5 lg:order-3 lg:flex lg:w-auto lg:justify-end ${
            menuOpen ? 'md:flex md:w-full md:justify-end md:border-t md:border-line md:pt-2.5 lg:border-0 lg:pt-0' : 'md:hidden'
          }`}
        >
          <NotificationBell />
          <Link
            to="/shopping-cart"
            aria-label="Keranjang"
            aria-describedby={cart.describedBy}
            className="relative hidden size-11 items-center justify-center rounded-full text-ink hover:bg-sand md:inline-flex"
          >
            <BagIcon className="size-[1.35rem]" />
            {cart.badge}
          </Link>
          {cart.description}
          <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-line md:block" />
          {loggedIn ? (
            <>
              <Link to="/user/profile" className={linkClass}>
                Profil
              </Link>
              <button type="button" onClick={logout} className={linkClass}>
                Logout
              </button>
            </>
          ) : (
            <>
              <Link to="/auth/login" className={linkClass}>
                Masuk
              </Link>
              <Link
                to="/auth/register"
                className="hidden h-10 items-center justify-center rounded-full bg-ink px-5 text-sm font-medium whitespace-nowrap text-paper transition-colors hover:bg-ink-soft md:inline-flex"
              >
                Daftar
              </Link>
            </>
          )}
        </nav>

        <button
          type="button"
          aria-label={menuOpen ? 'Tutup menu' : 'Buka menu'}
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={() => setMenuOpen((v) => !v)}
          className="order-3 hidden size-10 items-center justify-center rounded-full text-ink hover:bg-sand md:inline-flex lg:hidden"
        >
          {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      </div>
    </header>
  );
}
