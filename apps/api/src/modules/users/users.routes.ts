/** The own profile (any signed-in user) and the admin's read-only users list. */
import {
  AdminUserListSchema,
  MESSAGES,
  ProfileResponseSchema,
  ProfileUpdateBodySchema,
  ProfileUpdateResponseSchema,
} from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { getProfile, listUsers, updateProfile } from './users.service.ts';

const usersRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/user/profile', { onRequest: app.requireUser, schema: { response: { 200: ProfileResponseSchema } } }, async (request) => {
    return { user: await getProfile(app.db, currentUser(request).id) };
  });

  app.put(
    '/user/profile/update',
    { onRequest: app.requireUser, schema: { body: ProfileUpdateBodySchema, response: { 200: ProfileUpdateResponseSchema } } },
    async (request) => {
      const user = await updateProfile(app.db, currentUser(request).id, request.body);
      return { message: MESSAGES.profileUpdated, user };
    },
  );

  app.get('/user/users', { onRequest: app.requireAdmin, schema: { response: { 200: AdminUserListSchema } } }, async () => {
    return listUsers(app.db);
  });
};

export default usersRoutes;
