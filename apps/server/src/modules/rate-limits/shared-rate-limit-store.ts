import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitsRepo } from './rate-limits.repo.ts';

/** What @fastify/rate-limit hands child(): its settings merged with the route's, the route under `routeInfo` (as its own RedisStore reads it). */
interface RouteLimitSettings {
  routeInfo: { method: string | string[]; url: string };
}

/**
 * A store for @fastify/rate-limit whose counters live in the database (issue 17, decision 009), so
 * every instance counts against one limit per client: N instances no longer allow N times it. Each
 * hit is one statement (rate-limits.repo.ts). The plugin builds the API-wide store with `new`, and a
 * store per route with its own limit through child(): a route's counters are keyed by its method and
 * path, apart from the API-wide ones. A window is the route's timeWindow from its first hit, so the
 * plugin's continueExceeding and exponentialBackoff (which stretch a window) are refused at start
 * rather than silently ignored.
 */
export function sharedRateLimitStore(repo: RateLimitsRepo, now: () => Date): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    // The plugin passes its settings first; the window and the maximum come with each hit instead.
    constructor(
      settings?: { continueExceeding?: boolean; exponentialBackoff?: boolean },
      private readonly prefix = '',
    ) {
      if (settings?.continueExceeding || settings?.exponentialBackoff)
        throw new Error('The shared rate-limit store counts fixed windows: continueExceeding and exponentialBackoff are not supported.');
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const at = now();
      repo.hit(this.prefix + key, at, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.expiresAt.getTime() - at.getTime() }),
        (error: Error) => callback(error),
      );
    }

    child(settings: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin's types name the route's options, but it passes its merged settings (see RouteLimitSettings).
      const { routeInfo } = settings as unknown as RouteLimitSettings;
      return new SharedRateLimitStore(undefined, `${String(routeInfo.method)} ${routeInfo.url} `);
    }
  };
}
