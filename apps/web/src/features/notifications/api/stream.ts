/**
 * The bell's live line: the user's notification stream (server-sent events). A ticket is asked for
 * with the login token (EventSource cannot send it), then the stream says 'changed' whenever the
 * inbox changed and the bell re-reads its list. When the stream cannot be opened or drops, the bell
 * polls (NOTIFICATIONS_POLL_MS) and a new stream, with a new ticket, is tried after a growing delay.
 */
import { notificationEndpoints, type NotificationStreamEvent } from '@gayaku/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { buildUrl } from '../../../lib/api-client.ts';
import { readAgain } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { notificationApi } from './client.ts';

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 60_000;

interface StreamHandlers {
  /** Whether the stream is open (the bell need not poll). */
  onLive: (live: boolean) => void;
  /** The inbox changed, or may have while the stream was down. */
  onChange: () => void;
}

function eventOf(text: string): NotificationStreamEvent['type'] | null {
  try {
    const type = (JSON.parse(text) as { type?: unknown }).type;
    return type === 'ready' || type === 'changed' ? type : null;
  } catch {
    return null;
  }
}

/** Keeps a stream open until `close()`, reopening it after each failure. */
function connect({ onLive, onChange }: StreamHandlers): { close(): void } {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let wasLive = false;
  let closed = false;

  const retryLater = () => {
    onLive(false);
    if (closed) return;
    timer = setTimeout(open, Math.min(RETRY_FIRST_MS * 2 ** failures, RETRY_MAX_MS));
    failures += 1;
  };
  const open = async () => {
    try {
      const { ticket } = await notificationApi.createNotificationStreamTicket();
      if (closed) return;
      source = new EventSource(buildUrl(notificationEndpoints.streamNotifications.path, { ticket }));
    } catch {
      retryLater();
      return;
    }
    source.onmessage = (message: MessageEvent<string>) => {
      const type = eventOf(message.data);
      if (type === 'ready') {
        failures = 0;
        onLive(true);
        if (wasLive) onChange(); // back after a drop: what happened meanwhile
        wasLive = true;
      } else if (type === 'changed') onChange();
    };
    // The browser would retry with the same ticket, which may have run out: a fresh one instead.
    source.onerror = () => {
      source?.close();
      source = null;
      retryLater();
    };
  };

  void open();
  return {
    close: () => {
      closed = true;
      clearTimeout(timer);
      source?.close();
    },
  };
}

/** Whether the user's notification stream is open; while it is, the bell's list follows it. */
export function useNotificationStream(userId: number | null): boolean {
  const queryClient = useQueryClient();
  const [liveFor, setLiveFor] = useState<number | null>(null);
  useEffect(() => {
    if (userId === null || typeof EventSource === 'undefined') return;
    const stream = connect({
      onLive: (live) => setLiveFor(live ? userId : null),
      // The bell's first read may be on its way, begun before the change (readAgain).
      onChange: () => void readAgain(queryClient, queryKeys.notifications.all),
    });
    return () => stream.close();
  }, [userId, queryClient]);
  return userId !== null && liveFor === userId;
}
