import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema/rate-limit-hits.ts';

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends. */
  expiresAt: Date;
}

/**
 * One hit as one statement: the row's count goes up by one, or, when its window has ended, starts
 * again at 1 in a window from `now`. Concurrent hits on one key queue on its row, so none is lost
 * and no two see the same count. Prepared, as the API's every request runs it (decision 009). Times
 * come from the app's clock (tests move it); the window's length comes with each hit, since each
 * limit has its own.
 */
const hitQuery = (db: Database) => {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const ended = sql`${rateLimitHits.expiresAt} <= ${now}`;
  return db
    .insert(rateLimitHits)
    .values({ key: sql.placeholder('key'), count: 1, expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitHits.count} + 1 end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimitHits.expiresAt} end`,
      },
    })
    .returning({ count: rateLimitHits.count, expiresAt: rateLimitHits.expiresAt })
    .prepare('rate_limit_hit');
};

/** The highest live count of two keys (see highest()). */
const highestQuery = (db: Database) =>
  db
    .select({ count: sql<number>`coalesce(max(${rateLimitHits.count}), 0)::int` })
    .from(rateLimitHits)
    .where(
      and(
        or(eq(rateLimitHits.key, sql.placeholder('first')), eq(rateLimitHits.key, sql.placeholder('second'))),
        gt(rateLimitHits.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .prepare('rate_limit_highest');

export function createRateLimitsRepo(db: Database) {
  // Prepared on first use, so building the app touches no database.
  let prepared: ReturnType<typeof hitQuery> | undefined;
  let preparedHighest: ReturnType<typeof highestQuery> | undefined;
  return {
    async hit(key: string, now: Date, windowMs: number): Promise<Hit> {
      prepared ??= hitQuery(db);
      const [row] = await prepared.execute({ key, now: now.toISOString(), expiresAt: new Date(now.getTime() + windowMs).toISOString() });
      return row!;
    },

    /**
     * The most hits either key has had in its current window (0: neither has a live one; a null key
     * names none), read without counting one: a limit that counts only failures (issue 21's gift-card
     * codes) checks first. Prepared, as every placement with a gift card reads it.
     */
    async highest(keys: readonly [string | null, string | null], now: Date): Promise<number> {
      preparedHighest ??= highestQuery(db);
      const [row] = await preparedHighest.execute({ first: keys[0], second: keys[1], now: now.toISOString() });
      return row?.count ?? 0;
    },
  };
}
export type RateLimitsRepo = ReturnType<typeof createRateLimitsRepo>;
