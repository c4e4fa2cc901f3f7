import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The per-IP rate limits' counters when they are shared by every server instance (issue 17,
 * decision 009): one row per limit and client key, counting the hits of the window that ends at
 * `expires_at`; a hit after that starts a new window in the same row. UNLOGGED (migration 0019):
 * a counter is worthless after a crash, so its writes skip the WAL and a hit never waits for a disk
 * flush. The retention sweep removes rows whose window has ended.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_expires_idx').on(table.expiresAt)],
);
