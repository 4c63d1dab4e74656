/**
 * Factories for tests: users with tokens, and small catalogue fixtures, written straight to the
 * database so each test states only what it needs.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/password.ts';

let counter = 0;
let sharedHash: Promise<string> | undefined;
export const FACTORY_PASSWORD = 'password-123';

export interface TestUser {
  id: number;
  username: string;
  email: string;
  role: 'user' | 'admin';
  token: string;
  auth: { authorization: string };
}

export async function createUser(
  app: FastifyInstance,
  db: Db,
  overrides: { role?: 'user' | 'admin'; username?: string; email?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const tag = `${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
  sharedHash ??= hashPassword(FACTORY_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      username: overrides.username ?? `user${tag}`.slice(0, 30),
      email: overrides.email ?? `user${tag}@contoh.id`,
      passwordHash: await sharedHash,
      role: overrides.role ?? 'user',
    })
    .returning();
  if (!row) throw new Error('user not created');
  const token = app.signToken({ id: row.id, role: row.role });
  return { id: row.id, username: row.username, email: row.email, role: row.role, token, auth: { authorization: `Bearer ${token}` } };
}
