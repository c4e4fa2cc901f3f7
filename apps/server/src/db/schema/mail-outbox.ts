import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * The mail queue (transactional outbox): a mail is inserted in the same transaction as the change
 * that causes it, and a background sender claims due rows with FOR UPDATE SKIP LOCKED, sends them
 * and marks them sent. `data` holds what the template needs (a code, a name) until it is sent, then
 * it is emptied: a sent code does not linger in the database.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may (re)try: now for a new mail, later after a failure (backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claimed row is another sender's until then; a sender that crashed gives it up by timing out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    // The retention sweep removes sent mail RETENTION_SENT_MAIL_DAYS after it went.
    index('mail_outbox_sent_idx')
      .on(table.sentAt)
      .where(sql`${table.status} = 'sent'`),
    check('mail_outbox_status', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);
