/**
 * /api/notifications: the signed-in user's own notifications (read and mark read). A userId in
 * the path that is not the token's user is 403; a notification id that is not theirs is 404.
 * /api/notifications/stream: the user's changes as server-sent events, opened with a ticket
 * (notification-stream.ts).
 */
import { NOTIFICATION_MESSAGES, notificationRoutes as routes } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { onSignalError, signalsSent } from './inbox-signal.ts';
import { NotificationHub, STREAM_LIMITS, type StreamLimits } from './notification-stream.ts';
import { getNotification, listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service.ts';

/** How long a stream ticket opens the stream: only the moment between asking for it and using it. */
const STREAM_TICKET_SECONDS = 60;

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: NotificationHub;
  }
}

const notificationsModule: FastifyPluginAsync<{ streamLimits?: StreamLimits }> = async (app, options) => {
  const hub = new NotificationHub(app.database.url, options.streamLimits ?? STREAM_LIMITS, (err) =>
    app.log.warn({ err: err.message }, 'notification listener connection lost; reconnecting'),
  );
  app.decorate('notificationHub', hub);
  onSignalError(app.db, (err) => app.log.warn({ err }, 'inbox signal not sent; open streams learn of the change when they reopen'));
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', () => hub.close());
  // Signals still collected go out before the pools close.
  app.addHook('onClose', () => signalsSent(app.db));

  route(app, routes.listNotifications, async (request) => listNotifications(app.db, currentUser(request).id, request.params.userId));
  route(app, routes.getNotification, async (request) => getNotification(app.db, currentUser(request).id, request.params.id));
  route(app, routes.markAllNotificationsRead, async (request) => markAllNotificationsRead(app.db, currentUser(request).id));
  route(app, routes.markNotificationRead, async (request) => markNotificationRead(app.db, currentUser(request).id, request.params.id));

  route(app, routes.createNotificationStreamTicket, async (request) => ({
    ticket: app.signPurposeToken(
      { ...currentUser(request), tokenVersion: request.user.ver ?? 0 },
      'notification-stream',
      STREAM_TICKET_SECONDS,
    ),
    expires_in: STREAM_TICKET_SECONDS,
  }));
  route(app, routes.streamNotifications, async (request, reply) => {
    const { ticket } = request.query;
    if (!ticket) throw unauthorized(NOTIFICATION_MESSAGES.streamTicketInvalid);
    const user = await app.verifyPurposeToken(ticket, 'notification-stream', NOTIFICATION_MESSAGES.streamTicketInvalid);
    const body = await hub.open(user.id);
    return (
      reply
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no') // nginx and the like pass each event on at once
        // The connection ends with the stream: a kept-alive one would hold a shutdown for its idle timeout.
        .header('connection', 'close')
        .send(body)
    );
  });
};

export default fp(notificationsModule, { name: 'notifications' });
