import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { BellIcon } from '../../../components/ui/icons.tsx';
import { useSession } from '../../../lib/session.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mutations.ts';
import { NOTIFICATIONS_POLL_MS, notificationsQuery, unreadCount } from '../api/queries.ts';
import { useNotificationStream } from '../api/stream.ts';

/**
 * The header bell (spec section 2): a dropdown titled 'Notifikasi'; unread items bold; a red
 * count of unread ones; a click marks read and opens /notifications/{id}. Loaded only when both
 * userId and token are stored; re-read when the notification stream says the inbox changed, and
 * polled only while no stream is open.
 */
export function NotificationBell({ className = '' }: { className?: string }) {
  const { token, userId } = useSession();
  const enabled = Boolean(token && userId);
  const live = useNotificationStream(enabled ? userId : null);
  const list = useQuery({ ...notificationsQuery(userId ?? 0), enabled, refetchInterval: live ? false : NOTIFICATIONS_POLL_MS });
  const notifications = enabled ? (list.data ?? []) : [];
  const unread = unreadCount(notifications);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const openNotification = (id: number, isRead: boolean) => {
    setOpen(false);
    if (!isRead) markRead.mutate(id);
    void navigate(`/notifications/${id}`);
  };

  return (
    <div ref={rootRef} className={`relative ${className}`}>
      <button
        type="button"
        aria-label="Notifikasi"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand"
      >
        <BellIcon className="size-[1.35rem]" />
        {unread > 0 ? (
          <span
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 flex h-[1.15rem] min-w-[1.15rem] items-center justify-center rounded-full bg-danger px-1 text-2xs leading-none font-semibold text-white ring-2 ring-paper"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label="Notifikasi"
          className="absolute right-0 z-50 mt-2 w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-card border border-line bg-surface shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-line py-1.5 pr-2 pl-4">
            <p className="font-display text-lg font-semibold">Notifikasi</p>
            {unread > 0 ? (
              <button
                type="button"
                onClick={() => markAllRead.mutate()}
                disabled={markAllRead.isPending}
                className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-accent hover:bg-accent-soft disabled:opacity-60"
              >
                Tandai semua dibaca
              </button>
            ) : null}
          </div>
          {notifications.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-muted">Tidak ada notifikasi</p>
          ) : (
            <ul className="max-h-96 divide-y divide-line overflow-y-auto">
              {notifications.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    onClick={() => openNotification(n.id, n.is_read)}
                    className={`flex w-full gap-3 px-4 py-3 text-left hover:bg-paper ${n.is_read ? 'font-normal text-ink-soft' : 'bg-accent-soft/40 font-bold text-ink'}`}
                  >
                    <span
                      aria-hidden="true"
                      className={`mt-1.5 size-2 shrink-0 rounded-full ${n.is_read ? 'bg-transparent' : 'bg-accent'}`}
                    />
                    <span className="min-w-0">
                      <span className="block text-sm">{n.title}</span>
                      <span className={`mt-0.5 block text-xs leading-relaxed ${n.is_read ? 'text-muted' : 'text-ink-soft'}`}>
                        {n.message}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
