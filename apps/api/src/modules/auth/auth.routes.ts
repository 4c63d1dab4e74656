/**
 * Register and login. Both are throttled through the database (lib/throttle.ts), so every API
 * instance shares the counters: login counts FAILED attempts per e-mail and per IP, registration
 * counts every attempt per IP (checked in onRequest, before the body is even validated).
 */
import { authRoutes as routes, MESSAGES } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import { unauthorized } from '../../lib/errors.ts';
import { dummyPasswordHash } from '../../lib/password.ts';
import { route } from '../../lib/route.ts';
import { Throttle } from '../../lib/throttle.ts';
import { findUserByCredentials, registerUser } from './auth.service.ts';

const FIFTEEN_MINUTES = 15 * 60_000;
export const LOGIN_THROTTLE = { name: 'login', limit: 10, windowMs: FIFTEEN_MINUTES };
export const REGISTER_THROTTLE = { name: 'register', limit: 10, windowMs: FIFTEEN_MINUTES };

const authModule: FastifyPluginAsync = async (app) => {
  const loginThrottle = new Throttle(app.db, LOGIN_THROTTLE);
  const registerThrottle = new Throttle(app.db, REGISTER_THROTTLE);
  // Computed once now, so the first unknown-e-mail login is not slower than the rest.
  await dummyPasswordHash();

  route(
    app,
    routes.register,
    async (request) => {
      await registerUser(app.db, request.body);
      return { message: MESSAGES.registered };
    },
    {
      onRequest: async (request, reply) => {
        await registerThrottle.enforce([`ip:${request.ip}`], reply);
      },
    },
  );

  route(app, routes.login, async (request, reply) => {
    const attempt = await loginThrottle.enforce([`email:${request.body.email}`, `ip:${request.ip}`], reply);
    const user = await findUserByCredentials(app.db, request.body);
    // The recorded attempt stays only when it failed.
    if (!user) throw unauthorized(MESSAGES.loginFailed);
    await attempt.release();
    return { token: app.signToken(user), user };
  });
};

export default authModule;
