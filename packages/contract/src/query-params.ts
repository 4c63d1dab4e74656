/**
 * Query parameters that arrive as text: a page (`limit`, `offset` as canonical decimal digits) and
 * a yes/no flag (`true`/`false`, `1`/`0`). Anything else, a repeated key included, is a 400.
 */
import { z } from 'zod';

const digits = (max: number, message: string) =>
  z
    .union([z.number().int(), z.string().regex(/^(0|[1-9][0-9]{0,8})$/)], { error: message })
    .transform(Number)
    .pipe(z.number().min(0, message).max(max, message));

/** `limit` (1..max, `size` when left out) and `offset` (0..100,000, 0 when left out). */
export function pageQuery(size: number, max: number) {
  const limitMessage = `limit harus bilangan bulat 1 sampai ${max}`;
  const offsetMessage = 'offset harus bilangan bulat 0 sampai 100.000';
  return {
    limit: digits(max, limitMessage)
      .refine((n) => n >= 1, limitMessage)
      .default(size),
    offset: digits(100_000, offsetMessage).default(0),
  };
}

/** A yes/no filter ('true'/'false', '1'/'0' as the URL carries it; a boolean is taken as well); left out: no filter. */
export const booleanQuery = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: "Nilai harus 'true' atau 'false'" })
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional();
