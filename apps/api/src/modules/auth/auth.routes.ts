/**
 * Register, login and the account's safety: forgotten and changed passwords, signing out
 * everywhere. Throttled through the database (lib/throttle.ts), so every API instance shares the
 * counters: login counts FAILED attempts per e-mail and per IP, registration counts every attempt
 * per IP (checked in onRequest, before the body is even validated), a forgotten password every
 * request per IP and per address, a reset every attempt per IP, a change of password every attempt
 * per account.
 */
import { authRoutes as routes, MESSAGES } from '@gayaku/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { unauthorized } from '../../lib/errors.ts';
import { dummyPasswordHash } from '../../lib/password.ts';
import { route } from '../../lib/route.ts';
import { Throttle } from '../../lib/throttle.ts';
import { currentUser } from '../../plugins/auth.ts';
import { queuePasswordResetMail } from '../mail/index.ts';
import { changePassword, findUserByCredentials, registerUser, revokeAllTokens } from './auth.service.ts';
import { resetPassword } from './password-reset.service.ts';

const FIFTEEN_MINUTES = 15 * 60_000;
export const LOGIN_THROTTLE = { name: 'login', limit: 10, windowMs: FIFTEEN_MINUTES };
export const REGISTER_THROTTLE = { name: 'register', limit: 10, windowMs: FIFTEEN_MINUTES };
const FORGOT_IP_THROTTLE = { name: 'forgot-ip', limit: 20, windowMs: FIFTEEN_MINUTES };
const FORGOT_EMAIL_THROTTLE = { name: 'forgot-email', limit: 3, windowMs: FIFTEEN_MINUTES };
const RESET_THROTTLE = { name: 'reset', limit: 20, windowMs: FIFTEEN_MINUTES };
const CHANGE_PASSWORD_THROTTLE = { name: 'change-password', limit: 10, windowMs: FIFTEEN_MINUTES };

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
    const { tokenVersion, ...publicUser } = user;
    return { token: app.signToken({ ...publicUser, tokenVersion }), user: publicUser };
  });

  accountSafetyRoutes(app);
};

function accountSafetyRoutes(app: FastifyInstance): void {
  const forgotByIp = new Throttle(app.db, FORGOT_IP_THROTTLE);
  const forgotByEmail = new Throttle(app.db, FORGOT_EMAIL_THROTTLE);
  const resetThrottle = new Throttle(app.db, RESET_THROTTLE);
  const changeThrottle = new Throttle(app.db, CHANGE_PASSWORD_THROTTLE);

  // The same work and the same answer for every address: the mail (or nothing) is made by the outbox worker.
  route(app, routes.forgotPassword, async (request, reply) => {
    await forgotByIp.enforce([`ip:${request.ip}`], reply);
    await forgotByEmail.enforce([`email:${request.body.email}`], reply);
    await queuePasswordResetMail(app.db, request.body.email);
    return { message: MESSAGES.resetLinkSent };
  });

  route(app, routes.resetPassword, async (request, reply) => {
    await resetThrottle.enforce([`ip:${request.ip}`], reply);
    await resetPassword(app.db, request.body);
    return { message: MESSAGES.passwordReset };
  });

  route(app, routes.changePassword, async (request, reply) => {
    const { id } = currentUser(request);
    await changeThrottle.enforce([`user:${id}`], reply);
    const subject = await changePassword(app.db, id, request.body);
    return { message: MESSAGES.passwordChanged, token: app.signToken(subject) };
  });

  route(app, routes.logoutEverywhere, async (request) => {
    await revokeAllTokens(app.db, currentUser(request).id);
    return { message: MESSAGES.loggedOutEverywhere };
  });
}

export default authModule;
