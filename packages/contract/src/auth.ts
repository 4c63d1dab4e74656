import { z } from 'zod';
import { MESSAGES } from './messages.ts';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Stored and compared lower-cased; the database's unique index is on lower(email) as well. */
const email = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailTooLong)
  .pipe(z.email(MESSAGES.emailInvalid));
/** Kept as typed (trimmed); unique regardless of case. */
const username = z
  .string({ error: MESSAGES.usernameRequired })
  .trim()
  .min(1, MESSAGES.usernameRequired)
  .min(3, MESSAGES.usernameLength)
  .max(30, MESSAGES.usernameLength)
  .regex(/^[A-Za-z0-9._-]+$/, MESSAGES.usernameChars);
/** Optional profile text: omitted keeps the stored value; null or blank clears it. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: MESSAGES.invalidInput })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v === '' ? null : v));
/** A body that is not a JSON object at all. */
const bodyError = { error: MESSAGES.invalidInput };

/** Any other key (`role` included) is dropped: a new account is always a shopper. */
export const RegisterBodySchema = z.object(
  {
    username,
    email,
    password: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .min(8, MESSAGES.passwordLength)
      .max(128, MESSAGES.passwordLength),
  },
  bodyError,
);
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object(
  {
    email: z.string({ error: MESSAGES.emailRequired }).trim().toLowerCase().min(1, MESSAGES.emailRequired).max(254, MESSAGES.emailTooLong),
    password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(128, MESSAGES.passwordLength),
  },
  bodyError,
);
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const PublicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;
export const LoginResponseSchema = z.object({ token: z.string(), user: PublicUserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const ProfileUserSchema = PublicUserSchema.extend({ city: z.string().nullable(), address: z.string().nullable() });
export type ProfileUser = z.infer<typeof ProfileUserSchema>;
export const ProfileResponseSchema = z.object({ user: ProfileUserSchema });
/** `role` or any other key is dropped: nobody promotes themselves. */
export const ProfileUpdateBodySchema = z.object(
  {
    username,
    email,
    city: optionalText(100, MESSAGES.cityTooLong),
    address: optionalText(500, MESSAGES.addressTooLong),
  },
  bodyError,
);
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;
export const ProfileUpdateResponseSchema = z.object({ message: z.string(), user: ProfileUserSchema });
/** Admin users table (read only): never any password field. */
export const AdminUserSchema = ProfileUserSchema.extend({ created_at: z.string() });
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserListSchema = z.array(AdminUserSchema);
