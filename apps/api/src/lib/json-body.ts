/**
 * The API's JSON body parser: Fastify's own (prototype-poisoning protection, 400 on malformed
 * JSON) behind two checks of the raw text that no route's schema could make in time:
 * - nesting deeper than MAX_JSON_DEPTH is refused before parsing (a deeply nested body once
 *   overflowed the stack while a webhook report was being recorded);
 * - a NUL character (`\u0000`) is refused: PostgreSQL cannot store it in text or jsonb, and it must
 *   not get as far as a payment provider call before a write fails on it.
 * An empty body sent as application/json (fetch with no body) reads as no body.
 */
import { MESSAGES } from '@gayaku/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Far above any body the shop or Midtrans sends (a notification nests 3 deep). */
const MAX_JSON_DEPTH = 64;

/** Whether the JSON text opens more than `max` arrays/objects at once (strings are skipped). */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

const NUL_ESCAPE = /\\u0000/i;

export function registerJsonBodyParser(app: FastifyInstance): void {
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new AppError('BAD_REQUEST', MESSAGES.invalidJson), undefined);
    if (NUL_ESCAPE.test(text) || text.includes('\u0000')) return done(new AppError('BAD_REQUEST', MESSAGES.invalidInput), undefined);
    return defaultJsonParser(request, text, done);
  });
}
