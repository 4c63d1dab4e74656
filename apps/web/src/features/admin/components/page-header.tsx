import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../../components/ui/icons.tsx';

/** The heading of an admin screen: title, optional one-line description, actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
  back,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  back?: { to: string; label: string };
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div className="min-w-0">
        {back ? (
          <Link to={back.to} className="mb-2 inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
            <ChevronLeftIcon className="size-4" />
            {back.label}
          </Link>
        ) : null}
        <h1 className="text-3xl leading-tight font-semibold md:text-[2.125rem]">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A white card with an optional header row; `flush` drops the body padding (tables). */
export function Panel({
  title,
  description,
  actions,
  children,
  flush = false,
  className = '',
  labelledBy,
  descriptionId,
}: {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  flush?: boolean;
  className?: string;
  labelledBy?: string;
  /** The description's id, so the card's name is its title and description ('Tabel Pendataan Kategori'). */
  descriptionId?: string;
}) {
  const names = [labelledBy, description ? descriptionId : undefined].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={names || undefined} className={`min-w-0 rounded-card border border-line bg-surface shadow-card ${className}`}>
      {title || actions ? (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-line px-4 py-3.5 md:px-5">
          <div className="min-w-0">
            {title ? (
              <h2 id={labelledBy} className="font-sans text-base font-semibold tracking-normal">
                {title}
              </h2>
            ) : null}
            {description ? (
              <p id={descriptionId} className="text-xs text-muted">
                {description}
              </p>
            ) : null}
          </div>
          {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
        </div>
      ) : null}
      <div className={flush ? '' : 'p-4 md:p-5'}>{children}</div>
    </section>
  );
}
