/** Accounts: registering and signing in. */
import { z } from 'zod';
import { defineRoutes } from './http.ts';
import { MessageSchema } from './common.ts';
import { MESSAGES } from './messages.ts';
import { authEndpoints } from './endpoints.ts';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Stored and compared lower-cased; the database's unique index is on lower(email) as well. */
export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailTooLong)
  .pipe(z.email(MESSAGES.emailInvalid));
/** Kept as typed (trimmed); unique regardless of case. */
export const usernameField = z
  .string({ error: MESSAGES.usernameRequired })
  .trim()
  .min(1, MESSAGES.usernameRequired)
  .min(3, MESSAGES.usernameLength)
  .max(30, MESSAGES.usernameLength)
  .regex(/^[A-Za-z0-9._-]+$/, MESSAGES.usernameChars);
/** A body that is not a JSON object at all. */
export const bodyError = { error: MESSAGES.invalidInput };

/** Any other key (`role` included) is dropped: a new account is always a shopper. */
export const RegisterBodySchema = z.object(
  {
    username: usernameField,
    email: emailField,
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

export { authEndpoints };

export const authRoutes = /*#__PURE__*/ defineRoutes('auth', authEndpoints, {
  register: { summary: 'Daftar sebagai pembeli', body: RegisterBodySchema, response: MessageSchema, errors: [409, 429] },
  login: { summary: 'Masuk: token login dan pengguna', body: LoginBodySchema, response: LoginResponseSchema, errors: [401, 429] },
});
