import { z } from 'zod';
import { MESSAGES } from './messages.ts';

const INT4_MAX = 2_147_483_647;
const ID_INVALID = 'ID tidak valid';

/**
 * An id, in a path, a query or a body: a whole JSON number, or a string of canonical decimal digits
 * (no sign, spaces, leading zero, '0x10', '1e1' or `true`), from 1 to the int4 maximum. Anything else
 * is a 400, never another row and never a 500.
 */
export const IdSchema = z
  .union([z.number().int(), z.string().regex(/^[1-9][0-9]{0,9}$/)], { error: ID_INVALID })
  .transform(Number)
  .pipe(z.number().min(1, ID_INVALID).max(INT4_MAX, ID_INVALID));
export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** 409: a variant has too little stock for an order line (POST /api/order). */
  'OUT_OF_STOCK',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'BAD_GATEWAY',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const MessageSchema = z.object({ message: z.string() });

/** Names typed by admins: trimmed, never blank. */
export const nameField = (blankMessage: string, max = 100) =>
  z.string({ error: blankMessage }).trim().min(1, blankMessage).max(max, `Maksimal ${max} karakter`);

/** An image's address as admins give it: an https:// URL or a path under /uploads/. */
export const imageUrlField = () =>
  z
    .string({ error: MESSAGES.adImageUrlInvalid })
    .trim()
    .max(2000)
    .refine((v) => /^https:\/\/[^\s]+$/i.test(v) || /^\/uploads\/[A-Za-z0-9._/-]+$/.test(v), MESSAGES.adImageUrlInvalid)
    .refine((v) => !v.includes('..'), MESSAGES.adImageUrlInvalid);
