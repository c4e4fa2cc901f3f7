import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * A JSON body serialised, hashed and compressed once, then sent many times: serving it costs no
 * JSON.stringify, no schema check and no compression per request.
 */
export interface PreparedJson {
  /** The first 22 base64url characters of the identity body's SHA-256: the core of every ETag below. */
  hash: string;
  bodies: Record<ContentEncoding, Buffer>;
  /** One strong ETag per encoding, because the encoded bytes differ (RFC 9110 §8.8.3). */
  etags: Record<ContentEncoding, string>;
}

/**
 * A body's gzip and brotli copies, made once and off the event loop for a body sent many times, so
 * size wins: gzip at its best, brotli at `brotliQuality` (its best, 11, unless the wait for it matters).
 */
export async function compressOnce(identity: Buffer, brotliQuality: number = constants.BROTLI_MAX_QUALITY): Promise<{ gzip: Buffer; br: Buffer }> {
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { gzip: gzipped, br: brotli };
}

export async function prepareJson(value: unknown): Promise<PreparedJson> {
  const identity = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  const { gzip: gzipped, br: brotli } = await compressOnce(identity);
  return {
    hash,
    bodies: { identity, gzip: gzipped, br: brotli },
    etags: { identity: `"${hash}"`, gzip: `"${hash}-gzip"`, br: `"${hash}-br"` },
  };
}

const REFUSED = /^q=0(\.0{0,3})?$/;

function parseAcceptEncoding(acceptEncoding: string): ContentEncoding {
  const accepted = new Map<string, boolean>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    accepted.set(name, !params.some((param) => REFUSED.test(param)));
  }
  const accepts = (name: string) => accepted.get(name) ?? accepted.get('*') ?? false;
  if (accepts('br')) return 'br';
  return accepts('gzip') || accepts('x-gzip') ? 'gzip' : 'identity';
}

// Browsers send a handful of distinct Accept-Encoding strings, so each is parsed once. The bound
// keeps a client that invents headers from growing the map.
const encodingByHeader = new Map<string, ContentEncoding>();
const MAX_REMEMBERED_HEADERS = 64;

/** The best encoding the client accepts: brotli, then gzip, else none. A q=0 refuses one. */
export function pickEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  let encoding = encodingByHeader.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (encodingByHeader.size < MAX_REMEMBERED_HEADERS) encodingByHeader.set(acceptEncoding, encoding);
  }
  return encoding;
}

/**
 * If-None-Match compares weakly (RFC 9110 §13.1.2), so any encoding's ETag of this body matches,
 * even one a proxy weakened with W/: a client that switches encodings still gets its 304.
 */
export function isNotModified(ifNoneMatch: string | undefined, prepared: PreparedJson): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.includes(`"${prepared.hash}`);
}

/**
 * Answers with the prepared body in the client's encoding, or 304 when it already holds it.
 * no-cache: the browser keeps the body but asks each time, which the ETag makes cheap.
 */
export function sendPreparedJson(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson): FastifyReply {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', prepared.etags[encoding]);
  if (isNotModified(request.headers['if-none-match'], prepared)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.header('content-type', 'application/json; charset=utf-8').send(prepared.bodies[encoding]);
}
