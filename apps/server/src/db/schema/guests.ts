import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/** A guest diner. guest_id is the public random 7-digit id of spec §9; id is internal. */
export const guests = pgTable(
  'guests',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    guestId: integer('guest_id').notNull().unique(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    phoneNo: text('phone_no').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('guests_guest_id_range', sql`${table.guestId} between 1000000 and 9999999`),
    // The retention sweep looks for guests older than RETENTION_GUEST_DAYS.
    index('guests_created_idx').on(table.createdAt),
  ],
);
