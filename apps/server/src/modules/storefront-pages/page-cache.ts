import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { compressOnce } from '../../lib/prepared-json.ts';

/** Brotli at 9, not 11: a page is kept within tens of milliseconds of its render, not half a second. */
const BROTLI_QUALITY = 9;

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
    /** `parts`: the page's UTF-8 bytes, in order (joined only when the page is kept). */
    async keep(key: string, parts: readonly Buffer[], statusCode: 200 | 404, renderedAt: number): Promise<void> {
      if (!entries) return;
      const identity = Buffer.concat(parts);
      const { gzip, br } = await compressOnce(identity, BROTLI_QUALITY);
      if (renderedAt !== generation) return;
      const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
      entries.set(key, { identity, gzip, br, etag, statusCode });
    },
    clear(): void {
      generation += 1;
      entries?.clear();
    },
    size: () => entries?.size ?? 0,
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
