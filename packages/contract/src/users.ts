/** The signed-in user's own profile, and the admin's read-only list of users. */
import { z } from 'zod';
import { bodyError, emailField, PublicUserSchema, usernameField } from './auth.ts';
import { defineRoutes } from './http.ts';
import { MESSAGES } from './messages.ts';
import { recipientNameField, recipientPhoneField } from './orders.ts';
import { userEndpoints } from './endpoints.ts';
import { adminListQuery } from './query-params.ts';

/** Optional profile text: omitted keeps the stored value; null or blank clears it. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: MESSAGES.invalidInput })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v === '' ? null : v));

const AccountSchema = PublicUserSchema.extend({ city: z.string().nullable(), address: z.string().nullable() });
/** The own profile: with the default recipient and phone checkout prefills (docs/shipping.md). */
/** A blank text counts as null (clears the field); otherwise `field`'s rules. */
const blankAsNull = <T extends z.ZodType>(field: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), field.nullish());

export const ProfileUserSchema = AccountSchema.extend({ recipient_name: z.string().nullable(), recipient_phone: z.string().nullable() });
export type ProfileUser = z.infer<typeof ProfileUserSchema>;
export const ProfileResponseSchema = z.object({ user: ProfileUserSchema });
/** `role` or any other key is dropped: nobody promotes themselves. */
export const ProfileUpdateBodySchema = z.object(
  {
    username: usernameField,
    email: emailField,
    city: optionalText(100, MESSAGES.cityTooLong),
    address: optionalText(500, MESSAGES.addressTooLong),
    /** Omitted keeps the stored value; null or blank clears it; the phone is stored as `+628…`. */
    recipient_name: blankAsNull(recipientNameField()),
    recipient_phone: blankAsNull(recipientPhoneField()),
  },
  bodyError,
);
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;
export const ProfileUpdateResponseSchema = z.object({ message: z.string(), user: ProfileUserSchema });
/** Admin users table (read only): never any password field. */
export const AdminUserSchema = AccountSchema.extend({ created_at: z.string() });
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserListSchema = z.array(AdminUserSchema);
/** The admin's page of users (query-params.ts): `q` searches username, e-mail and city. */
export const AdminUserListQuerySchema = adminListQuery(['id', 'username', 'email', 'role', 'city', 'created_at']);

export { userEndpoints };

export const userRoutes = /*#__PURE__*/ defineRoutes('users', userEndpoints, {
  getProfile: { summary: 'Profil sendiri', response: ProfileResponseSchema },
  updateProfile: { summary: 'Ubah profil sendiri', body: ProfileUpdateBodySchema, response: ProfileUpdateResponseSchema, errors: [409] },
  listUsers: {
    summary: 'Pengguna per halaman (admin, hanya baca); jumlah seluruhnya di header X-Total-Count',
    query: AdminUserListQuerySchema,
    response: AdminUserListSchema,
  },
});
