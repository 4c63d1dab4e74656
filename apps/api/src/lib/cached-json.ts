/**
 * Sending a public catalogue answer: serialized once per value (through the route's own response
 * schema), with a content-hash ETag (If-None-Match → 304), `Cache-Control: public, no-cache`
 * (browsers and CDNs may keep it but must revalidate, so a write shows on the next read), and
 * brotli/gzip variants made once per value for bodies of at least 1 KiB. An admin's cached page
 * goes out the same way, `private` (sendPrivate).
 *
 * Values come from a read cache (lib/read-cache.ts), so the same object is sent again and again
 * until its data changes: its representation is kept in a WeakMap beside it and goes when the
 * cache lets go of the value. A public catalogue answer is also remembered under its URL and sent
 * again from the route's onRequest hook (answerFromMemory, lib/answers-by-url.ts).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { answersByUrl } from './answers-by-url.ts';
import { knownCatalogueCache } from './catalogue-cache.ts';
import type { ReadCache } from './read-cache.ts';

export const CATALOGUE_CACHE_CONTROL = 'public, no-cache';
const MIN_COMPRESS_BYTES = 1024;

interface Representation {
  /** The JSON as UTF-8 bytes, encoded once (a string would be encoded again for every response). */
  bytes: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

const representations = new WeakMap<object, Representation>();

function represent(value: object, serialize: () => string, tagged: string): Representation {
  let found = representations.get(value);
  if (!found) {
    const bytes = Buffer.from(serialize());
    found = { bytes, etag: `W/"${createHash('sha1').update(bytes).update(tagged).digest('base64url')}"` };
    representations.set(value, found);
  }
  return found;
}

/** Weak comparison (RFC 9110 §13.1.2): any listed tag equal to ours, or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const ours = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === ours;
  });
}

type Encoding = 'br' | 'gzip' | null;

/**
 * Answers for the Accept-Encoding values seen: browsers send a handful, so each is parsed once (its
 * parsing was 3 % of a cached read's CPU). Bounded in entries and in a value's length.
 */
const encodingByHeader = new Map<string, Encoding>();
const MAX_ENCODING_HEADERS = 64;
const MAX_REMEMBERED_HEADER = 256;

/** br when the client accepts it, else gzip, else none (q=0 means "not acceptable"). */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return null;
  let encoding = encodingByHeader.get(header);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(header);
    if (encodingByHeader.size < MAX_ENCODING_HEADERS && header.length <= MAX_REMEMBERED_HEADER) encodingByHeader.set(header, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function compressed(rep: Representation, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    rep.br ??= brotliCompressSync(rep.bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: rep.bytes.length,
      },
    });
    return rep.br;
  }
  rep.gzip ??= gzipSync(rep.bytes, { level: 6 });
  return rep.gzip;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const NO_HEADERS: Readonly<Record<string, string>> = Object.freeze({});

/** The read cache and its generation each catalogue request started under (answerFromMemory). */
const startedUnder = new WeakMap<FastifyRequest, { cache: ReadCache; generation: number }>();

/**
 * Answers `value` (a cached catalogue value) with ETag/304, Cache-Control and compression, and
 * `headers` beside it; on a public catalogue route the answer is remembered for its URL.
 */
export function sendCatalogue(
  request: FastifyRequest,
  reply: FastifyReply,
  value: object,
  headers: Readonly<Record<string, string>> = NO_HEADERS,
): FastifyReply {
  const started = startedUnder.get(request);
  if (started) answersByUrl(started.cache).remember(request.url, started.generation, { value, headers });
  return sendAnswer(request, reply, value, headers);
}

/** A catalogue value with the headers its handler set beside it: what sendCatalogue and answerFromMemory send. */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, value: object, headers: Readonly<Record<string, string>>): FastifyReply {
  for (const name in headers) reply.header(name, headers[name]);
  const rep = represent(value, () => reply.serialize(value) as string, '');
  return sendRepresented(request, reply, rep, JSON_TYPE, CATALOGUE_CACHE_CONTROL);
}

/**
 * onRequest of every public catalogue GET route (lib/route.ts): the answer remembered for this URL
 * (lib/answers-by-url.ts) is sent as sendCatalogue sent it, and nothing else of the route runs.
 */
export function answerFromMemory(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const cache = request.method === 'GET' ? knownCatalogueCache(request.server.db) : null;
  if (!cache?.options.enabled) return done();
  const answer = answersByUrl(cache).lookup(request.url);
  if (!answer) {
    startedUnder.set(request, { cache, generation: cache.generation });
    return done();
  }
  sendAnswer(request, reply, answer.value, answer.headers);
}

/**
 * The same for any public text made from a cached value (a catalogue page's HTML): `serialize`
 * runs once per value, and the answer is `contentType`.
 */
export function sendPublic(
  request: FastifyRequest,
  reply: FastifyReply,
  value: object,
  serialize: () => string,
  contentType: string,
): FastifyReply {
  return sendRepresented(request, reply, represent(value, serialize, ''), contentType, CATALOGUE_CACHE_CONTROL);
}

/**
 * Answers a cached value for one signed-in reader (an admin page from modules/orders'
 * page cache): `private, no-cache`, so only the browser keeps it and revalidates it each time.
 * `tagged` joins the ETag, for what the answer carries beside its body (a page's X-Total-Count).
 */
export function sendPrivate(request: FastifyRequest, reply: FastifyReply, value: object, tagged = ''): FastifyReply {
  const rep = represent(value, () => reply.serialize(value) as string, tagged);
  return sendRepresented(request, reply, rep, JSON_TYPE, 'private, no-cache');
}

function sendRepresented(
  request: FastifyRequest,
  reply: FastifyReply,
  rep: Representation,
  contentType: string,
  cacheControl: string,
): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', rep.etag).header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], rep.etag)) return reply.code(304).send();
  reply.type(contentType);
  const encoding = rep.bytes.length >= MIN_COMPRESS_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(rep.bytes);
  return reply.header('content-encoding', encoding).send(compressed(rep, encoding));
}
