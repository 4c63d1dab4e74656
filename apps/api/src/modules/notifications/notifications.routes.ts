/**
 * /api/notifications: the signed-in user's own notifications (read and mark read). A userId in
 * the path that is not the token's user is 403; a notification id that is not theirs is 404.
 */
import { notificationRoutes as routes } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getNotification, listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service.ts';

const notificationsModule: FastifyPluginAsync = async (app) => {
  route(app, routes.listNotifications, async (request) => listNotifications(app.db, currentUser(request).id, request.params.userId));
  route(app, routes.getNotification, async (request) => getNotification(app.db, currentUser(request).id, request.params.id));
  route(app, routes.markAllNotificationsRead, async (request) => markAllNotificationsRead(app.db, currentUser(request).id));
  route(app, routes.markNotificationRead, async (request) => markNotificationRead(app.db, currentUser(request).id, request.params.id));
};

export default notificationsModule;
