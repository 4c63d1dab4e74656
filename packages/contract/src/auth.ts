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

/** The rules of a new password, whether at registration, reset or change. */
export const newPasswordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(8, MESSAGES.passwordLength)
  .max(128, MESSAGES.passwordLength);

/** Any other key (`role` included) is dropped: a new account is always a shopper. */
export const RegisterBodySchema = z.object({ username: usernameField, email: emailField, password: newPasswordField }, bodyError);
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

/** Any address, registered or not, gets the same answer (no account enumeration). */
export const ForgotPasswordBodySchema = z.object({ email: emailField }, bodyError);
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/** The reset token of the e-mailed link: 32 random bytes, base64url. */
export const ResetPasswordBodySchema = z.object(
  {
    token: z.string({ error: MESSAGES.resetLinkInvalid }).max(200, MESSAGES.resetLinkInvalid),
    password: newPasswordField,
  },
  bodyError,
);
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const ChangePasswordBodySchema = z.object(
  {
    current_password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(128, MESSAGES.passwordLength),
    new_password: newPasswordField,
  },
  bodyError,
);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
/** Every other device is signed out; this one goes on with the new token. */
export const ChangePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });

export { authEndpoints };

export const authRoutes = /*#__PURE__*/ defineRoutes('auth', authEndpoints, {
  register: { summary: 'Daftar sebagai pembeli', body: RegisterBodySchema, response: MessageSchema, errors: [409, 429] },
  login: { summary: 'Masuk: token login dan pengguna', body: LoginBodySchema, response: LoginResponseSchema, errors: [401, 429] },
  forgotPassword: {
    summary: 'Lupa password: tautan reset dikirim ke email bila terdaftar',
    body: ForgotPasswordBodySchema,
    response: MessageSchema,
    errors: [429],
  },
  resetPassword: {
    summary: 'Atur ulang password dengan tautan dari email',
    body: ResetPasswordBodySchema,
    response: MessageSchema,
    errors: [429],
  },
  changePassword: {
    summary: 'Ganti password; perangkat lain keluar',
    body: ChangePasswordBodySchema,
    response: ChangePasswordResponseSchema,
    errors: [429],
  },
  logoutEverywhere: { summary: 'Keluar dari semua perangkat', response: MessageSchema },
});
