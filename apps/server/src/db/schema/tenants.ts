import { HALF_AND_HALF_PRICING } from '@crust/contract/prices';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A tenant is one restaurant business; its id comes from the build settings (spec §7), so it is not generated. */
export const tenants = pgTable(
  'tenants',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    halfAndHalfPricing: text('half_and_half_pricing', { enum: HALF_AND_HALF_PRICING }).notNull().default('dearer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('tenants_half_and_half_pricing', sql`${table.halfAndHalfPricing} in ('dearer', 'average')`)],
);
