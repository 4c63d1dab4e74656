/**
 * Start-up data work shared by the server and tests: reference data, the admin account and,
 * when enabled, the demo catalogue.
 */
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { hashPassword } from '../lib/password.ts';
import type { Db } from './client.ts';
import { users } from './schema.ts';
import type { RenderDemoImages } from './seed/images.ts';
import { seedDemo, seedReferenceData } from './seed/index.ts';

export class AdminSetupError extends Error {}

export async function ensureAdmin(db: Db, config: Pick<Config, 'adminEmail' | 'adminPassword'>): Promise<'created' | 'exists'> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, config.adminEmail))
    .limit(1);
  if (existing) return 'exists';
  if (!config.adminPassword) {
    const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (anyAdmin) return 'exists';
    throw new AdminSetupError('ADMIN_PASSWORD: required in production while no admin account exists');
  }
  await db
    .insert(users)
    .values({ username: 'admin', email: config.adminEmail, passwordHash: await hashPassword(config.adminPassword), role: 'admin' })
    .onConflictDoNothing();
  return 'created';
}

export async function bootstrapData(db: Db, config: Config, log: (msg: string) => void, renderImages?: RenderDemoImages): Promise<void> {
  await seedReferenceData(db);
  const admin = await ensureAdmin(db, config);
  if (admin === 'created') log(`admin account created: ${config.adminEmail}`);
  if (config.seedDemo) {
    const { seeded } = await seedDemo(db, { uploadsDir: `${config.dataDir}/uploads`, log, renderImages });
    if (seeded) log('demo catalogue seeded');
  }
}
