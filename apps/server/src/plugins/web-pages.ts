import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * One HTML page of the built web app (index.html, console.html) as it was when the server started:
 * the HTML and the compressed copies the build wrote beside it.
 */
export interface WebPage {
  identity: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  /** Weak: one validator for every encoding of the same HTML. */
  etag: string;
}

const readIfThere = (path: string): Promise<Buffer | undefined> =>
  readFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });

/** Reads `name` and its `.br` and `.gz` copies from `dir`; null when the page is not built. */
export async function loadWebPage(dir: string, name: string): Promise<WebPage | null> {
  const identity = await readIfThere(join(dir, name));
  if (!identity) return null;
  const [br, gzip] = await Promise.all([readIfThere(join(dir, `${name}.br`)), readIfThere(join(dir, `${name}.gz`))]);
  return { identity, br, gzip, etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"` };
}

/** Whether an Accept-Encoding header admits `encoding`: named, or under `*`, with a quality above 0. */
export function acceptsEncoding(header: string | undefined, encoding: 'br' | 'gzip'): boolean {
  let underWildcard = false;
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    const accepted = quality === undefined || Number(quality.slice(2)) > 0;
    if (name === encoding) return accepted;
    if (name === '*') underWildcard = accepted;
  }
  return underWildcard;
}

/**
 * Answers with the page, compressed when the browser takes it, always revalidated (it names the build's assets).
 * With `statusCode` 404 (a path that is no page) the page is sent whole, never as a 304: its router shows the not-found page.
 */
export function sendWebPage(request: FastifyRequest, reply: FastifyReply, page: WebPage, statusCode: 200 | 404 = 200, vary = 'accept-encoding'): FastifyReply {
  reply.header('cache-control', 'no-cache').header('vary', vary);
  if (statusCode === 200) {
    reply.header('etag', page.etag);
    const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
    if (known?.includes(page.etag) || known?.includes('*')) return reply.code(304).send();
  }
  reply.code(statusCode).type('text/html; charset=utf-8');
  const acceptEncoding = request.headers['accept-encoding'];
  const encoding = (['br', 'gzip'] as const).find((name) => page[name] !== undefined && acceptsEncoding(acceptEncoding, name));
  if (!encoding) return reply.send(page.identity);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}
