/**
 * Authentication: HS256 JWTs with an `exp` claim in seconds. `requireUser` / `requireAdmin`
 * are onRequest hooks, so 401/403 are decided before any body is read or validated.
 * The role always comes from the database, never from the token alone. Every token carries the
 * account's token version (`ver`), compared in the same lookup: a password reset or 'Keluar dari
 * semua perangkat' bumps the version and so revokes every token issued before, at no extra query.
 * The lookups are kept in memory (lib/account-cache.ts): such a bump is seen at once on the
 * instance that made it, and within ~2 s on the others.
 *
 * Purpose tokens (`signPurposeToken` / `verifyPurposeToken`) are short-lived tickets for one use
 * where no Authorization header can be sent (the notification stream's EventSource). Each purpose
 * signs with its own key derived from JWT_SECRET and names itself in `aud`: a ticket is never a
 * login token, a login token never a ticket, and a ticket of one purpose never one of another.
 */
import { createHmac } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import { MESSAGES, type Role } from '@gayaku/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { users } from '../db/schema.ts';
import { cachedAccount, configureAccountCache, invalidateAccounts, type Account } from '../lib/account-cache.ts';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';

export interface AuthUser {
  id: number;
  role: Role;
}

/** What a token is signed from: the user and the token version it is valid for (0 when never bumped). */
export interface TokenSubject extends AuthUser {
  tokenVersion?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin; null on public routes. */
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: onRequestAsyncHookHandler;
    requireAdmin: onRequestAsyncHookHandler;
    signToken(user: TokenSubject): string;
    /** A ticket for `purpose` only, valid `seconds` long. */
    signPurposeToken(user: TokenSubject, purpose: TokenPurpose, seconds: number): string;
    /** The account a ticket of `purpose` stands for (token version checked as for a login token); 401 otherwise. */
    verifyPurposeToken(token: string, purpose: TokenPurpose, message: string): Promise<AuthUser>;
  }
}

/** What a purpose token may open. */
type TokenPurpose = 'notification-stream';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: Role; ver?: number };
    /** `ver` is missing from tokens issued before token versions existed: they count as version 0. */
    user: { sub: string; role: Role; exp: number; ver?: number };
  }
}

/** The one statement every authenticated call makes, prepared (no query building per request). */
function userLookup(db: Db) {
  return preparedQuery(db, 'auth_user_role', (handle) =>
    handle
      .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('auth_user_role'),
  );
}
/** Finds the account of a user id: the cached lookup, or the statement. */
type UserLookup = (id: number) => Promise<Account>;

function accountLookup(db: Db): UserLookup {
  const statement = userLookup(db);
  return (id) => cachedAccount(db, id, async () => (await statement.execute({ id }))[0] ?? null);
}

type Claims = { sub: string; exp: number; ver?: number };

/** The account verified claims stand for, if it still exists at the token's version. */
async function accountOf(claims: Claims, findUser: UserLookup, message: string): Promise<AuthUser> {
  const id = Number(claims.sub);
  if (!Number.isSafeInteger(id) || id <= 0 || typeof claims.exp !== 'number') throw unauthorized(message);
  const row = await findUser(id);
  if (!row || row.tokenVersion !== (claims.ver ?? 0)) throw unauthorized(message);
  return { id: row.id, role: row.role };
}

async function authenticate(request: FastifyRequest, findUser: UserLookup): Promise<AuthUser> {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s+\S+/i.test(header)) throw unauthorized(MESSAGES.unauthorized);
  let claims: Claims;
  try {
    claims = await request.jwtVerify();
  } catch {
    throw unauthorized(MESSAGES.invalidToken);
  }
  return accountOf(claims, findUser, MESSAGES.invalidToken);
}

/** The signing key of one purpose: derived from JWT_SECRET, so no second secret is configured. */
const purposeKey = (secret: string, purpose: TokenPurpose): string =>
  createHmac('sha256', secret).update(`gayaku purpose token: ${purpose}`).digest('base64url');

export default fp(
  async function auth(app: FastifyInstance, opts: { config: Config; db: Db }) {
    await app.register(fastifyJwt, {
      secret: opts.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: `${opts.config.jwtTtlHours}h` },
      verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] },
    });
    // Off under NODE_ENV=test: the suite writes accounts straight to the database (lib/account-cache.ts).
    configureAccountCache(opts.db, { enabled: opts.config.env !== 'test' });
    app.addHook('onClose', async () => invalidateAccounts(opts.db));
    const findUser = accountLookup(opts.db);
    app.decorateRequest('auth', null);
    app.decorate('signToken', (user: TokenSubject) => app.jwt.sign({ sub: String(user.id), role: user.role, ver: user.tokenVersion ?? 0 }));
    app.decorate('signPurposeToken', (user: TokenSubject, purpose: TokenPurpose, seconds: number) =>
      app.jwt.sign(
        { sub: String(user.id), role: user.role, ver: user.tokenVersion ?? 0 },
        { key: purposeKey(opts.config.jwtSecret, purpose), aud: purpose, expiresIn: `${seconds}s` },
      ),
    );
    app.decorate('verifyPurposeToken', async (token: string, purpose: TokenPurpose, message: string) => {
      let claims: Claims;
      try {
        claims = app.jwt.verify<Claims>(token, {
          key: purposeKey(opts.config.jwtSecret, purpose),
          allowedAud: purpose,
          requiredClaims: ['exp', 'sub', 'aud'],
        });
      } catch {
        throw unauthorized(message);
      }
      return accountOf(claims, findUser, message);
    });
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
