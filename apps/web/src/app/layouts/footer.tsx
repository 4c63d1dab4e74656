import type { ComponentType } from 'react';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, TiktokIcon } from '../../components/ui/icons.tsx';
import { SUPPORT_EMAIL, TAGLINE, WHATSAPP_NUMBER } from '../../config.ts';

const COLUMNS = [
  { title: 'Kategori', links: ['Pakaian Pria', 'Pakaian Wanita', 'Aksesoris', 'Promo'] },
  { title: 'Bantuan', links: ['Cara Belanja', 'Pengembalian', 'FAQ', 'Kontak Kami'] },
] as const;

const SOCIALS: { label: string; Icon: ComponentType<{ className?: string }> }[] = [
  { label: 'Instagram', Icon: InstagramIcon },
  { label: 'Facebook', Icon: FacebookIcon },
  { label: 'TikTok', Icon: TiktokIcon },
];

/** Footer (spec section 2). Every link is a placeholder. On small screens it leaves room for the bottom bar. */
export function Footer() {
  const year = new Date().getFullYear();
  const linkClass = 'text-sm text-paper/70 transition-colors hover:text-paper';
  return (
    <footer className="mt-16 bg-ink text-paper">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:py-16">
        <div className="max-w-xs">
          <p className="font-display text-3xl font-semibold text-paper">Gayaku</p>
          <p className="mt-2 text-sm leading-relaxed text-paper/70">
            {TAGLINE}. Koleksi pakaian pria dan wanita pilihan, dikirim ke seluruh Indonesia.
          </p>
        </div>
        {COLUMNS.map((col) => (
          <div key={col.title}>
            <h2 className="mb-4 font-sans text-xs font-semibold tracking-[0.18em] text-paper uppercase">{col.title}</h2>
            <ul className="space-y-2.5">
              {col.links.map((label) => (
                <li key={label}>
                  <a href="#" className={linkClass} onClick={(e) => e.preventDefault()}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="mb-4 font-sans text-xs font-semibold tracking-[0.18em] text-paper uppercase">Hubungi Kami</h2>
          <ul className="space-y-2.5">
            <li className="flex items-center gap-2.5 text-sm text-paper/70">
              <MailIcon className="size-4 shrink-0" />
              <span>
                <span className="sr-only">Email: </span>
                {SUPPORT_EMAIL}
              </span>
            </li>
            <li className="flex items-center gap-2.5 text-sm text-paper/70">
              <PhoneIcon className="size-4 shrink-0" />
              <span>
                <span className="sr-only">WhatsApp: </span>
                {WHATSAPP_NUMBER}
              </span>
            </li>
          </ul>
          <ul className="mt-5 flex gap-2">
            {SOCIALS.map(({ label, Icon }) => (
              <li key={label}>
                <a
                  href="#"
                  aria-label={label}
                  onClick={(e) => e.preventDefault()}
                  className="inline-flex size-10 items-center justify-center rounded-full border border-paper/20 text-paper/80 transition-colors hover:border-paper hover:text-paper"
                >
                  <Icon className="size-[1.1rem]" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-paper/10">
        <p className="container-page pt-5 pb-[calc(5.25rem+env(safe-area-inset-bottom)+var(--buy-bar-height,0px))] text-xs text-paper/60 md:pb-5">
          © {year} Gayaku. Hak cipta dilindungi.
        </p>
      </div>
    </footer>
  );
}
