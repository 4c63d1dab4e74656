/**
 * One error handler for the whole API: every failure leaves as `{ message, code, issues? }`
 * with a fitting status, and never with a stack trace or SQL.
 */
import { MESSAGES, type ErrorBody, type ErrorCode } from '@gayaku/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlViolation } from '../lib/db-errors.ts';
import { AppError } from '../lib/errors.ts';

/** node-postgres / PGlite error codes and network errors that mean "the database is not answering". */
const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '53300',
]);

/**
 * SQLSTATEs for text PostgreSQL cannot store: a NUL character in text (22021) or in jsonb (22P05).
 * Only a client's input carries one, so it is a 400, never a 500.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

export const ROUTE_NOT_FOUND: ErrorBody = { message: MESSAGES.routeNotFound, code: 'NOT_FOUND' };

function isDatabaseDown(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DB_DOWN_CODES.has(code)) return true;
    const msg = (e as { message?: unknown }).message;
    if (
      typeof msg === 'string' &&
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed|after calling end on the pool|Connection refused/i.test(
        msg,
      )
    )
      return true;
  }
  return false;
}

function fromFastifyError(err: FastifyError): { status: number; code: ErrorCode; message: string } | null {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'BAD_REQUEST', message: MESSAGES.invalidJson };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return {
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: err.code === 'FST_REQ_FILE_TOO_LARGE' ? MESSAGES.fileTooLarge : MESSAGES.bodyTooLarge,
      };
    // A non-canonical path ('/api//products', '/./x') the static files refuse to resolve: no such address.
    case 'FST_STATIC_FORBIDDEN_PATH':
      return { status: 404, code: 'NOT_FOUND', message: MESSAGES.routeNotFound };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.unsupportedMediaType };
    default:
      break;
  }
  // busboy reports a malformed multipart body without a code.
  if (!err.code && /Unexpected end of (form|multipart data)|Malformed part header|Multipart: Boundary not found/i.test(err.message)) {
    return { status: 400, code: 'BAD_REQUEST', message: MESSAGES.invalidInput };
  }
  if (err.statusCode === 429) return { status: 429, code: 'TOO_MANY_REQUESTS', message: MESSAGES.throttled };
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return { status: err.statusCode, code: err.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message: MESSAGES.invalidInput };
  }
  return null;
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      let status: number;
      let body: ErrorBody;
      if (err instanceof AppError) {
        status = err.statusCode;
        body = { message: err.message, code: err.code, ...(err.issues ? { issues: err.issues } : {}) };
      } else if (hasZodFastifySchemaValidationErrors(err)) {
        const issues = err.validation.map((v) => ({
          path: [err.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
          // A whole body of the wrong type gets the catalogue's text, not the validator's English.
          message:
            String(v.instancePath).split('/').filter(Boolean).length === 0 ? MESSAGES.invalidInput : (v.message ?? MESSAGES.invalidInput),
        }));
        status = 400;
        body = { message: issues[0]?.message ?? MESSAGES.invalidInput, code: 'VALIDATION', issues };
      } else if (UNSTORABLE_TEXT_CODES.has(sqlViolation(err)?.code ?? '')) {
        status = 400;
        body = { message: MESSAGES.invalidInput, code: 'BAD_REQUEST' };
      } else if (isDatabaseDown(err)) {
        request.log.error({ err }, 'database unavailable');
        status = 503;
        body = { message: MESSAGES.databaseUnavailable, code: 'SERVICE_UNAVAILABLE' };
      } else {
        const mapped = fromFastifyError(err);
        if (mapped) {
          status = mapped.status;
          body = { message: mapped.message, code: mapped.code };
        } else {
          request.log.error({ err }, 'unhandled error');
          status = 500;
          body = { message: MESSAGES.internal, code: 'INTERNAL' };
        }
      }
      return reply.status(status).send(body);
    });
  },
  { name: 'error-handler' },
);
