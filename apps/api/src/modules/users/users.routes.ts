/** The own profile (any signed-in user) and the admin's read-only users list. */
import { MESSAGES, userRoutes as routes } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sendPage } from '../../lib/admin-list.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getProfile, listUsers, updateProfile } from './users.service.ts';

const usersModule: FastifyPluginAsync = async (app) => {
  route(app, routes.getProfile, async (request) => ({ user: await getProfile(app.db, currentUser(request).id) }));

  route(app, routes.updateProfile, async (request) => {
    const user = await updateProfile(app.db, currentUser(request).id, request.body);
    return { message: MESSAGES.profileUpdated, user };
  });

  route(app, routes.listUsers, async (request, reply) => sendPage(reply, await listUsers(app.db, request.query)));
};

export default usersModule;
