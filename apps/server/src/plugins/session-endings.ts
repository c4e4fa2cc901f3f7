import type { DatabaseHandle } from '../db/client.ts';
import type { SessionCache } from './authenticate.ts';

/** How long a logout waits to hear its own ending before answering anyway. */
const WAIT_MS = 1000;
/** Endings heard are remembered this long, for a caller that asks after the notification came. */
const REMEMBER_MS = 10_000;

/**
 * Every instance LISTENs on 'session_ended' (a trigger on sessions sends the token hash of each
 * deleted row) and drops that session from its cache, so a logged-out or reset token answers 401 on
 * its very next use wherever it goes (issue 8). A logout waits until its own instance has heard the
 * notification: PostgreSQL sends it to every listener at once, so by then the others have it too.
 * `onEnded` hears each ending too (the session's open streams end with it: issue 17).
 */
export async function listenForSessionEndings(listen: DatabaseHandle['listen'], cache: SessionCache, onEnded: (tokenHash: string) => void) {
  const waiters = new Map<string, Set<() => void>>();
  const heard = new Map<string, number>();
  const ended = (tokenHash: string) => {
    cache.forget(tokenHash);
    onEnded(tokenHash);
    const now = Date.now();
    for (const [hash, at] of heard) if (now - at > REMEMBER_MS) heard.delete(hash);
    heard.set(tokenHash, now);
    for (const wake of waiters.get(tokenHash) ?? []) wake();
    waiters.delete(tokenHash);
  };
  await listen('session_ended', ended, (listening) => cache.trust(listening));

  /** Resolves when the session's ending is heard (at once if it already was), or after WAIT_MS. */
  return function sessionEnded(tokenHash: string): Promise<void> {
    if (heard.has(tokenHash)) {
      cache.forget(tokenHash);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiters.get(tokenHash)?.delete(done);
        // Forgotten here too, in case this instance is not listening right now.
        cache.forget(tokenHash);
        resolve();
      };
      const timer = setTimeout(done, WAIT_MS);
      const set = waiters.get(tokenHash) ?? new Set();
      set.add(done);
      waiters.set(tokenHash, set);
    });
  };
}
