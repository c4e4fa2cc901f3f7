import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A tenant is one restaurant business; its id comes from the build settings (spec §7), so it is not generated. */
export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
