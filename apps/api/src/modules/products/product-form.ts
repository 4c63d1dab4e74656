/**
 * Reads the admin product form (multipart/form-data): text fields plus at most one `image` file,
 * within FORM_LIMITS (registered with @fastify/multipart in products.routes.ts), then validates the fields in the spec's
 * order. Multipart failures become 400/413/415 here, never a 500.
 */
import { LIMITS, MESSAGES, PRODUCT_MESSAGES } from '@gayaku/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.ts';

export const FORM_LIMITS = {
  fileSize: LIMITS.maxImageBytes,
  files: 1,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 21,
  headerPairs: 50,
} as const;

export interface RawProductForm {
  fields: Record<string, string>;
  /** The `image` file's bytes; null when none was sent (an empty file part counts as none). */
  image: Buffer | null;
}

function mapMultipartError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  switch ((err as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', MESSAGES.fileTooLarge);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', PRODUCT_MESSAGES.tooManyParts);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', PRODUCT_MESSAGES.notMultipart);
    default:
      // busboy's malformed-body errors (no boundary, truncated part, ...) carry no code
      return badRequest(MESSAGES.invalidInput);
  }
}

export async function readProductForm(request: FastifyRequest): Promise<RawProductForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PRODUCT_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.fileTooLarge);
        if (part.fieldname === 'image' && bytes.length > 0) image = bytes;
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw new AppError('PAYLOAD_TOO_LARGE', PRODUCT_MESSAGES.fieldTooLong);
      // The first value of a repeated field wins; a JSON-typed part arrives parsed.
      if (!Object.hasOwn(fields, part.fieldname)) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  } catch (err) {
    throw mapMultipartError(err);
  }
  return { fields, image };
}

/** Validates the text fields; the first failing field (in the schema's order) names the message. */
export function parseProductFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: ['body', ...issue.path.map(String)].join('.'), message: issue.message }));
  throw new AppError('VALIDATION', issues[0]?.message ?? MESSAGES.invalidInput, issues);
}
