import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { guests } from './guests.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * Bearer sessions. Only the SHA-256 of a token is stored, so a leaked table grants nothing.
 * A session speaks for exactly one guest or one user (staff have their own: staff_sessions). Deleting
 * a row ends the session everywhere: a trigger notifies 'session_ended' so every server instance drops it from its cache.
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
  (table) => [
    index('sessions_guest_idx').on(table.guestId),
    index('sessions_user_idx').on(table.userId),
    // The retention sweep removes expired sessions.
    index('sessions_expires_idx').on(table.expiresAt),
    foreignKey({ name: 'sessions_user_fk', columns: [table.userId, table.tenantId], foreignColumns: [users.id, users.tenantId] }).onDelete('cascade'),
    check('sessions_one_subject', sql`num_nonnulls(${table.guestId}, ${table.userId}) = 1`),
  ],
);
