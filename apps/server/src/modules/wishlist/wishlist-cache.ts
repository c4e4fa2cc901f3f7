import type { WishlistItem } from '@crust/contract/wishlist';

/** How reads and writes of one diner's wishlist pass through a cache (or none). */
export interface WishlistCache {
  read(userId: number, load: () => Promise<WishlistItem[]>): Promise<WishlistItem[]>;
  write<T>(userId: number, work: () => Promise<T>): Promise<T>;
}

/** Every read goes to the database: with PostgreSQL, where another instance may write the same wishlist. */
export const uncachedWishlists: WishlistCache = { read: (_userId, load) => load(), write: (_userId, work) => work() };

export interface WishlistCacheOptions {
  /**
   * The catalogue's version, which changes with every write to a table the items are built from
   * (names, prices, stock, pictures), or null while such writes may go unheard (the menu cache's).
   */
  catalogueVersion: () => number | null;
  /** Most wishlists kept; the oldest go first. */
  maxEntries: number;
}

interface Entry {
  /** null: a write started or ended at `seq`, and no read has been kept since. */
  items: WishlistItem[] | null;
  /** When the read that found `items` started, or when the write happened (one counter for both). */
  seq: number;
  catalogue: number | null;
}

/**
 * The wishlists read lately, per diner, where this process is the only server (PGlite): every write
 * of a wishlist then passes through here, and every catalogue write is heard in-process (issue 8's
 * bench: a wishlist read at a quarter of /api/health or better). A read is kept only if no write of
 * that wishlist started or ended while it ran, so a read racing an add cannot bring the old list back.
 */
export function createWishlistCache({ catalogueVersion, maxEntries }: WishlistCacheOptions): WishlistCache {
  const entries = new Map<number, Entry>();
  let seq = 0;
  /** Reads that started before the last eviction are not kept: the evicted entry may have been a write's mark. */
  let evictedAt = 0;

  function keep(userId: number, entry: Entry): void {
    entries.delete(userId);
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
      evictedAt = seq;
    }
    entries.set(userId, entry);
  }
  const markWritten = (userId: number) => keep(userId, { items: null, seq: ++seq, catalogue: null });

  return {
    async read(userId, load) {
      const catalogue = catalogueVersion();
      const hit = entries.get(userId);
      if (hit?.items && catalogue !== null && hit.catalogue === catalogue) return hit.items;
      const startedAt = ++seq;
      const items = await load();
      const now = entries.get(userId);
      if (catalogue !== null && startedAt > evictedAt && (!now || now.seq < startedAt)) keep(userId, { items, seq: startedAt, catalogue });
      return items;
    },

    async write(userId, work) {
      markWritten(userId);
      try {
        return await work();
      } finally {
        markWritten(userId);
      }
    },
  };
}
