import { Link } from 'react-router';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link to="/" aria-label="Gayaku — beranda" className={`group inline-flex items-center gap-2 ${className}`}>
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
      <span className="flex flex-col leading-none">
        <span className="font-display text-[1.6rem] font-semibold tracking-tight text-ink">Gayaku</span>
        <span className="mt-0.5 hidden text-[0.625rem] tracking-[0.16em] text-muted uppercase sm:block">Setiap pilihan adalah gayamu</span>
      </span>
    </Link>
  );
}
