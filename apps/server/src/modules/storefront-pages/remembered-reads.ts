import { LRUCache } from 'lru-cache';

/** Enough for every outlet's settings and the outlet list of a storefront's tenant, with room. */
const MAX_ENTRIES = 1000;

interface Kept {
  /** The catalogue's version when the read started. */
  version: number;
  value: Promise<unknown>;
}

/**
 * Issue 20 (decision 012): the reads behind a server-rendered page that only a write the catalogue
 * notifications announce can change (the outlet list, an outlet's settings, the outlets' weekly
 * rules: migrations 0002, 0004 and 0027 make their tables notify), kept per arguments until the
 * catalogue's version (the menu cache's) moves, so a render without the page cache reads them once
 * per change rather than once per request. Nothing is kept while notifications may go unheard
 * (version null), and a read is kept under the version it started at, so one that overlapped a
 * write is read again next time. Only the storefront's pages use them: the API reads afresh.
 * The values are shared between renders: read-only.
 */
export function createRememberedReads(catalogueVersion: () => number | null) {
  const kept = new LRUCache<string, Kept>({ max: MAX_ENTRIES });
  return function remember<Args extends unknown[], Value>(name: string, read: (...args: Args) => Promise<Value>) {
    return (...args: Args): Promise<Value> => {
      const version = catalogueVersion();
      if (version === null) return read(...args);
      const key = `${name}:${JSON.stringify(args)}`;
      const hit = kept.get(key);
      if (hit?.version === version) return hit.value as Promise<Value>;
      const value = read(...args);
      kept.set(key, { version, value });
      // A failed read is not remembered: the next render tries again.
      value.catch(() => kept.get(key)?.value === value && kept.delete(key));
      return value;
    };
  };
}
