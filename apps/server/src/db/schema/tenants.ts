import { HALF_AND_HALF_PRICING } from '@crust/contract/prices';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A tenant is one restaurant business; its id comes from the build settings (spec §7), so it is not generated. */
export const tenants = pgTable(
  'tenants',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** Issue 21: the business's country, currency and zone (tenant-wide things: gift cards). */
    country: text('country').notNull().default('AU'),
    currency: text('currency').notNull().default('AUD'),
    timezone: text('timezone').notNull().default('Australia/Sydney'),
    /** A gift card's life from issue; Australian law's minimum is three years, which the check holds an AU tenant to. */
    giftCardExpiryMonths: integer('gift_card_expiry_months').notNull().default(36),
    halfAndHalfPricing: text('half_and_half_pricing', { enum: HALF_AND_HALF_PRICING }).notNull().default('dearer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('tenants_half_and_half_pricing', sql`${table.halfAndHalfPricing} in ('dearer', 'average')`),
    check('tenants_gift_card_expiry', sql`${table.giftCardExpiryMonths} >= case when ${table.country} = 'AU' then 36 else 12 end`),
  ],
);
