import { z } from 'zod';

/** A numeric path id: digits only, within int4. Non-numeric ids are a 400, never a 500. */
export const IdSchema = z.coerce
  .number({ error: 'ID tidak valid' })
  .int('ID tidak valid')
  .positive('ID tidak valid')
  .max(2_147_483_647, 'ID tidak valid');
export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
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
