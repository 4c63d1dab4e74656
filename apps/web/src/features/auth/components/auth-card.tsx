import { Link } from 'react-router';
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="container-page flex justify-center py-10 md:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-line bg-surface p-6 shadow-card sm:p-8">
          <h1 className="text-3xl font-semibold">{title}</h1>
          <p className="mt-1.5 text-sm text-muted">{subtitle}</p>
          <div className="mt-7">{children}</div>
        </div>
        <p className="mt-6 text-center text-sm text-ink-soft">{footer}</p>
      </div>
    </div>
  );
}

/** The line under the card that leads to the neighbouring screen ('Belum punya akun? Daftar sekarang'). */
export function AuthSwitch({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <>
      {question}{' '}
      <Link to={to} className="font-semibold text-ink underline underline-offset-4">
        {label}
      </Link>
    </>
  );
}
