/**
 * Reads an admin multipart/form-data form: text fields plus at most one `image` file, within
 * FORM_LIMITS (registered with @fastify/multipart by each module that takes uploads). Multipart
 * failures become 400/413/415 here, never a 500.
 */
import { LIMITS, MESSAGES } from '@gayaku/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';

export const FORM_LIMITS = {
  fileSize: LIMITS.maxImageBytes,
  files: 1,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 21,
  headerPairs: 50,
} as const;

export interface RawForm {
  fields: Record<string, string>;
  /** The `image` file's bytes; null when none was sent (an empty file part counts as none). */
  image: Buffer | null;
}

function mapMultipartError(err: unknown, notMultipart: string, fileTooLarge: string = MESSAGES.fileTooLarge): unknown {
  if (err instanceof AppError) return err;
  switch ((err as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', fileTooLarge);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', MESSAGES.tooManyParts);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', notMultipart);
    default:
      // busboy's malformed-body errors (no boundary, truncated part, ...) carry no code
      return badRequest(MESSAGES.invalidInput);
  }
}

/** Text fields and the `image` file of a multipart form; `notMultipart` answers any other body (415). */
export async function readMultipartForm(request: FastifyRequest, notMultipart: string): Promise<RawForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', notMultipart);
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
      if (part.valueTruncated || part.fieldnameTruncated) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.fieldTooLong);
      // The first value of a repeated field wins; a JSON-typed part arrives parsed.
      if (!Object.hasOwn(fields, part.fieldname)) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  } catch (err) {
    throw mapMultipartError(err, notMultipart);
  }
  return { fields, image };
}

export interface FileUpload {
  /** The form's bytes of `name`; null when none was sent or it was empty. */
  file: Buffer | null;
  fields: Record<string, string>;
}

/**
 * One file of a multipart form (other than an image: a CSV file) and its text fields, within
 * `maxBytes`; `messages` name the 415 and the 413 of the file.
 */
export async function readMultipartFile(
  request: FastifyRequest,
  name: string,
  maxBytes: number,
  messages: { notMultipart: string; fileTooLarge: string },
): Promise<FileUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.notMultipart);
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { ...FORM_LIMITS, fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === name && bytes.length > 0) file = bytes;
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.fieldTooLong);
      if (!Object.hasOwn(fields, part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    throw mapMultipartError(err, messages.notMultipart, messages.fileTooLarge);
  }
  return { file, fields };
}
