import type { EventStream, OpenStream } from '../../lib/event-stream.ts';
import { covers, type MenuCache } from './menu-cache.ts';

interface Follower {
  tenantId: number;
  restaurantId: number;
  stream: EventStream;
}

/**
 * Issue 19: a diner's open menu follows the restaurant's edits ("a manager changes its price and the
 * diner's open menu shows the new price within a second"). Each stream hears `changed` whenever a
 * catalogue write heard by the menu cache (this process's, or any writer's through the database's
 * notifications) covers its outlet; the page then refetches the menu, which the cache rebuilds once.
 * The event carries nothing: what changed is the menu's own answer, with its ETag.
 */
export function createMenuChanges(cache: Pick<MenuCache, 'watch'>) {
  const followers = new Set<Follower>();
  let sent = 0;
  const stopWatching = cache.watch((scope) => {
    sent += 1;
    for (const follower of followers) if (covers(scope, follower)) follower.stream.send('changed', sent, {});
  });

  return {
    /** Opens the stream for one outlet's menus; it ends when the diner leaves or the server stops. */
    follow(outlet: { tenantId: number; restaurantId: number }, open: OpenStream): void {
      const follower: Follower = { ...outlet, stream: open(() => followers.delete(follower)) };
      followers.add(follower);
      // An answer at once, so the page knows it is following (and proxies flush the headers).
      follower.stream.send('ready', sent, {});
    },
    /** Ends every open stream, before the server waits for its requests to finish. */
    endAll(): void {
      for (const follower of [...followers]) follower.stream.end();
    },
    close: stopWatching,
  };
}
export type MenuChanges = ReturnType<typeof createMenuChanges>;
