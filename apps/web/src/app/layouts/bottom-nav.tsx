import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { BagIcon, HomeIcon, LoginIcon, SearchIcon, UserIcon } from '../../components/ui/icons.tsx';
import { useCartBadge } from '../../features/cart/index.ts';
import { useSession } from '../../lib/session.ts';

interface Item {
  to: string;
  label: string;
  Icon: ComponentType<{ className?: string }>;
  end?: boolean;
}

/** Small screens (<768 px): fixed bottom bar; the item of the current path is highlighted. */
export function BottomNav() {
  const { loggedIn } = useSession();
  const cart = useCartBadge();
  const items: Item[] = [
    { to: '/', label: 'Home', Icon: HomeIcon, end: true },
    { to: '/products', label: 'Cari', Icon: SearchIcon },
    { to: '/shopping-cart', label: 'Keranjang', Icon: BagIcon },
    loggedIn ? { to: '/user/profile', label: 'Profil', Icon: UserIcon } : { to: '/auth/login', label: 'Masuk', Icon: LoginIcon },
  ];
  return (
    <nav
      aria-label="Navigasi bawah"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {items.map(({ to, label, Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              aria-describedby={to === '/shopping-cart' ? cart.describedBy : undefined}
              className={({ isActive }) =>
                `flex h-16 flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium transition-colors ${
                  isActive ? 'text-accent' : 'text-muted hover:text-ink'
                }`
              }
            >
              {({ isActive }) => (
                <>
                  <span className={`relative flex h-7 w-12 items-center justify-center rounded-full ${isActive ? 'bg-accent-soft' : ''}`}>
                    <Icon className="size-[1.3rem]" />
                    {to === '/shopping-cart' ? cart.badge : null}
                  </span>
                  {label}
                </>
              )}
            </NavLink>
            {to === '/shopping-cart' ? cart.description : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
