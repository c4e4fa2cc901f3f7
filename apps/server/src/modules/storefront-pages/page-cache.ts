import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A rendered page kept to be sent again: its HTML compressed once, each encoding ready. */
export interface CachedPage {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Weak: one validator for every encoding of the same HTML. */
  etag: string;
  statusCode: 200 | 404;
}

export interface PageCacheOptions {
  /** 0 keeps nothing: every request renders (SSR_CACHE_MAX_ENTRIES). */
  maxEntries: number;
  /** How long a page is kept at most (SSR_CACHE_TTL_SECONDS): the outlets' "open until" words it holds age. */
  ttlMs: number;
}

/**
 * Issue 20: rendered pages per tenant, outlet, page and language (decision 012). Emptied whenever a
 * catalogue or settings notification is heard (see storefront-pages.ts); a render that was under way
 * when that happened is sent but not kept, as the menu cache does (decision 002).
 */
export function createPageCache({ maxEntries, ttlMs }: PageCacheOptions) {
  const entries = maxEntries > 0 ? new LRUCache<string, CachedPage>({ max: maxEntries, ttl: ttlMs }) : null;
  let generation = 0;
  return {
    get: (key: string): CachedPage | undefined => entries?.get(key),
    /** Marks the start of a render: what `keep` is given with it is kept only if nothing changed since. */
    generation: () => generation,
    async keep(key: string, html: string, statusCode: 200 | 404, renderedAt: number): Promise<void> {
      if (!entries) return;
      const identity = Buffer.from(html);
      // Once per entry and off the event loop; brotli at 9, not 11: a page is kept within tens of ms, not half a second.
      const [gzipped, brotli] = await Promise.all([
        gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
        brotliAsync(identity, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
      ]);
      if (renderedAt !== generation) return;
      const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
      entries.set(key, { identity, gzip: gzipped, br: brotli, etag, statusCode });
    },
    clear(): void {
      generation += 1;
      entries?.clear();
    },
    size: () => entries?.size ?? 0,
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
