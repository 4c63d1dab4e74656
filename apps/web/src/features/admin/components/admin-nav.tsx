import { Link, useLocation } from 'react-router';
import { ADMIN_NAV, isActive } from '../nav-items.ts';

/** The six section links; the current one is marked with aria-current. */
export function AdminNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul className="space-y-1">
      {ADMIN_NAV.map((item) => {
        const active = isActive(item, pathname);
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={`flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${item.nested ? 'ml-5' : ''} ${
                active ? 'bg-ink text-paper' : 'text-ink-soft hover:bg-sand hover:text-ink'
              }`}
            >
              <item.Icon className="size-[1.15rem] shrink-0" />
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function AdminBrand() {
  return (
    <Link to="/admin/dashboard" className="inline-flex items-center gap-2.5" aria-label="Gayaku Admin — Dashboard">
      <svg viewBox="0 0 512 512" aria-hidden="true" className="size-8 shrink-0">
        <rect width="512" height="512" rx="112" fill="#1a1714" />
        <path
          d="M352 170 A128 128 0 1 0 384 256 L272 256"
          fill="none"
          stroke="#faf7f2"
          strokeWidth="44"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="386" cy="134" r="22" fill="#c8613f" />
      </svg>
      <span className="flex items-baseline gap-1.5 leading-none">
        <span className="font-display text-2xl font-semibold tracking-tight text-ink">Gayaku</span>
        <span className="rounded bg-accent-soft px-1.5 py-0.5 text-[0.625rem] font-semibold tracking-[0.12em] text-accent-dark uppercase">
          Admin
        </span>
      </span>
    </Link>
  );
}
