import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { guests } from './guests.ts';
import { tenants } from './tenants.ts';

/**
 * Bearer sessions. Only the SHA-256 of a token is stored, so a leaked table grants nothing.
 * A session belongs to a guest now; user_id is for the accounts issue, which reuses this table.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_guest_idx').on(table.guestId)],
);
