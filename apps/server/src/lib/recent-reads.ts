/**
 * Reads kept by key while in progress and for `reuseMs` from when they began (a failed one is
 * dropped at once), for what many callers ask for together: the console's boards share board
 * snapshots, changed cards, outlet settings and access checks. A later set under a key replaces
 * the earlier. Kept past the read itself because on PGlite's one connection the boards of a
 * restart queue their sign-in checks behind the first board's read: they come once it is done.
 */
export function recentReads<T extends { read: Promise<unknown> }>(reuseMs: number) {
  const entries = new Map<string, { entry: T; startedAt: number; settled: boolean }>();
  return {
    get(key: string): T | undefined {
      const kept = entries.get(key);
      return kept && (!kept.settled || performance.now() - kept.startedAt <= reuseMs) ? kept.entry : undefined;
    },
    set(key: string, entry: T): T {
      const kept = { entry, startedAt: performance.now(), settled: false };
      entries.set(key, kept);
      const forget = () => {
        if (entries.get(key) === kept) entries.delete(key);
      };
      entry.read.then(() => {
        kept.settled = true;
        setTimeout(forget, reuseMs).unref();
      }, forget);
      return entry;
    },
  };
}
