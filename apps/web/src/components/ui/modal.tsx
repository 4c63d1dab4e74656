import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { CloseButton } from './close-button.tsx';

/** A modal dialog: focus moves in and back out, Escape and the backdrop close it, Tab stays inside. */
export function Modal({
  title,
  onClose,
  children,
  footer,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Escape closes with the latest onClose, without setting the dialog up again.
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusable = panelRef.current.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), select, textarea, input, [tabindex]:not([tabindex="-1"])',
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-6">
      <div aria-hidden="true" className="absolute inset-0 bg-ink/50 backdrop-blur-[2px]" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-2xl bg-surface shadow-2xl outline-none sm:max-w-2xl sm:rounded-2xl"
      >
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4 md:px-6">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          <CloseButton label="Tutup" onClick={onClose} className="-mr-2" />
        </div>
        {/* The body scrolls on its own: keyboard users reach it with Tab (axe: scrollable-region-focusable). */}
        <div
          role="region"
          aria-labelledby={titleId}
          tabIndex={0}
          className="overflow-y-auto px-5 py-5 outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-inset md:px-6"
        >
          {children}
        </div>
        {footer ? <div className="border-t border-line px-5 py-4 md:px-6">{footer}</div> : null}
      </div>
    </div>
  );
}
