/**
 * Reads the admin product form (multipart/form-data, uploads/multipart-form.ts), then validates
 * the fields in the spec's order.
 */
import { MESSAGES, PRODUCT_MESSAGES } from '@gayaku/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { readMultipartForm, type RawForm } from '../uploads/multipart-form.ts';

export const readProductForm = (request: FastifyRequest): Promise<RawForm> => readMultipartForm(request, PRODUCT_MESSAGES.notMultipart);

/** Validates the text fields; the first failing field (in the schema's order) names the message. */
export function parseProductFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: ['body', ...issue.path.map(String)].join('.'), message: issue.message }));
  throw new AppError('VALIDATION', issues[0]?.message ?? MESSAGES.invalidInput, issues);
}
