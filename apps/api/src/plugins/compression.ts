/**
 * Compressed storefront files. The web build emits no .br/.gz siblings (which @fastify/static
 * would serve itself, `preCompressed: true`), so this plugin compresses the text files of the
 * built storefront (JS, CSS, HTML, SVG, JSON, web manifest) once, at the best level, in the
 * background right after start-up, keeps them in memory (a few hundred kB) and swaps them in for
 * clients that accept br or gzip. Catalogue JSON is compressed by lib/cached-json.ts; other API
 * answers are small and per user, and go out as they are.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, stat as fsStat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding } from '../lib/cached-json.ts';

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const TEXT_TYPE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Variants {
  br: Buffer;
  gzip: Buffer;
  /** What @fastify/static says of the file it sends: a rebuilt file no longer matches. */
  size: number;
  lastModified: string;
}

function textFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // never served (dist/.ssr is the server's page renderer)
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...textFiles(full));
    else if (TEXT_FILE.test(entry.name) && statSync(full).size >= MIN_BYTES) found.push(full);
  }
  return found;
}

async function compress(file: string): Promise<Variants> {
  const [bytes, stat] = await Promise.all([readFile(file), fsStat(file)]);
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return { br, gzip: gz, size: bytes.length, lastModified: stat.mtime.toUTCString() };
}

/** The file under `root` a GET for `url` names ('' when none could be). */
function servedFile(root: string, url: string): string {
  let pathname = url.split('?')[0] ?? '/';
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return '';
  }
  const file = path.join(root, pathname);
  return file.startsWith(root + path.sep) ? file : '';
}

export default fp(
  async function compression(app: FastifyInstance, opts: { webDistDir: string }) {
    const root = path.resolve(opts.webDistDir);
    if (!existsSync(path.join(root, 'index.html'))) return;
    const variants = new Map<string, Promise<Variants | null>>();
    const prepare = (file: string) => {
      const made = compress(file).catch((err: unknown) => {
        app.log.warn({ err, file }, 'could not compress a storefront file');
        return null;
      });
      variants.set(file, made);
      return made;
    };
    app.addHook('onReady', async () => {
      for (const file of textFiles(root)) void prepare(file);
    });

    /** The compressed variants of the file this response sends, or null to send it as it is. */
    const variantFor = async (file: string, reply: FastifyReply): Promise<Variants | null> => {
      const made = variants.get(file);
      const ready = made ? await made : null;
      const size = Number(reply.getHeader('content-length'));
      if (ready && ready.size === size && ready.lastModified === reply.getHeader('last-modified')) return ready;
      // New or rebuilt since start-up (not one that failed): compressed for the next request.
      if ((!made || ready) && size >= MIN_BYTES && TEXT_FILE.test(file) && existsSync(file)) void prepare(file);
      return null;
    };

    // A callback hook: the many responses that are not files pass through without a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const isFile = request.method === 'GET' && reply.statusCode === 200 && typeof (payload as Readable | null)?.pipe === 'function';
      if (!isFile || reply.hasHeader('content-encoding')) return done(null, payload);
      const contentType = String(reply.getHeader('content-type') ?? '');
      const encoding = TEXT_TYPE.test(contentType) ? preferredEncoding(request.headers['accept-encoding']) : null;
      if (!encoding) return done(null, payload);
      let file = servedFile(root, request.url);
      // An SPA route (/products/12) is answered with index.html.
      if (!variants.has(file) && contentType.startsWith('text/html')) file = path.join(root, 'index.html');
      variantFor(file, reply).then(
        (ready) => {
          if (!ready) return done(null, payload);
          (payload as Readable).destroy();
          const body = ready[encoding];
          reply.header('content-encoding', encoding).header('content-length', body.length).header('vary', 'accept-encoding');
          done(null, body);
        },
        (err: unknown) => done(err as Error),
      );
    });
  },
  { name: 'compression' },
);
