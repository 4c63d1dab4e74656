/**
 * Authentication: HS256 JWTs with an `exp` claim in seconds. `requireUser` / `requireAdmin`
 * are onRequest hooks, so 401/403 are decided before any body is read or validated.
 * The role always comes from the database, never from the token alone.
 */
import fastifyJwt from '@fastify/jwt';
import { MESSAGES, type Role } from '@gayaku/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { users } from '../db/schema.ts';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';

export interface AuthUser {
  id: number;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin; null on public routes. */
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: onRequestAsyncHookHandler;
    requireAdmin: onRequestAsyncHookHandler;
    signToken(user: AuthUser): string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: Role };
    user: { sub: string; role: Role; exp: number };
  }
}

/** The one statement every authenticated call makes, prepared (no query building per request). */
function userLookup(db: Db) {
  return preparedQuery(db, 'auth_user_role', (handle) =>
    handle
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('auth_user_role'),
  );
}
type UserLookup = ReturnType<typeof userLookup>;

async function authenticate(request: FastifyRequest, findUser: UserLookup): Promise<AuthUser> {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s+\S+/i.test(header)) throw unauthorized(MESSAGES.unauthorized);
  let claims: { sub: string; exp: number };
  try {
    claims = await request.jwtVerify();
  } catch {
    throw unauthorized(MESSAGES.invalidToken);
  }
  const id = Number(claims.sub);
  if (!Number.isSafeInteger(id) || id <= 0 || typeof claims.exp !== 'number') throw unauthorized(MESSAGES.invalidToken);
  const [row] = await findUser.execute({ id });
  if (!row) throw unauthorized(MESSAGES.invalidToken);
  return row;
}

export default fp(
  async function auth(app: FastifyInstance, opts: { config: Config; db: Db }) {
    await app.register(fastifyJwt, {
      secret: opts.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: `${opts.config.jwtTtlHours}h` },
      verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] },
    });
    const findUser = userLookup(opts.db);
    app.decorateRequest('auth', null);
    app.decorate('signToken', (user: AuthUser) => app.jwt.sign({ sub: String(user.id), role: user.role }));
    app.decorate('requireUser', async (request: FastifyRequest) => {
      request.auth = await authenticate(request, findUser);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = await authenticate(request, findUser);
      if (user.role !== 'admin') throw forbidden(MESSAGES.forbidden);
      request.auth = user;
    });
  },
  { name: 'auth', dependencies: ['error-handler'] },
);

/** The authenticated user of a route behind requireUser/requireAdmin. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return request.auth;
}
