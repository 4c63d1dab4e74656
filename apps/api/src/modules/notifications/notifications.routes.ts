/**
 * /api/notifications: the signed-in user's own notifications (read and mark read). A userId in
 * the path that is not the token's user is 403; a notification id that is not theirs is 404.
 */
import { IdParamsSchema, MessageSchema, NotificationListSchema, NotificationSchema, NotificationUserParamsSchema } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { getNotification, listNotifications, markNotificationRead } from './notifications.service.ts';

const tags = ['notifications'];

const notificationsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notifications/:userId',
    { onRequest: app.requireUser, schema: { tags, params: NotificationUserParamsSchema, response: { 200: NotificationListSchema } } },
    async (request) => listNotifications(app.db, currentUser(request).id, request.params.userId),
  );

  app.get(
    '/notifications/detail/:id',
    { onRequest: app.requireUser, schema: { tags, params: IdParamsSchema, response: { 200: NotificationSchema } } },
    async (request) => getNotification(app.db, currentUser(request).id, request.params.id),
  );

  app.put(
    '/notifications/read/:id',
    { onRequest: app.requireUser, schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema } } },
    async (request) => markNotificationRead(app.db, currentUser(request).id, request.params.id),
  );
};

export default notificationsRoutes;
