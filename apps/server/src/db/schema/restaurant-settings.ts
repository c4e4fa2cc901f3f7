import type { SiteConfig } from '@crust/contract/site-config';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants.ts';
import { tenants } from './tenants.ts';

/** One row of app settings per outlet (GET /api/v2/restaurants/app-settings); the payment gateway there is the server's own (env.ts), not an outlet's. */
export const restaurantSettings = pgTable(
  'restaurant_settings',
  {
    restaurantId: integer('restaurant_id')
      .primaryKey()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    webConfig: jsonb('web_config').$type<SiteConfig>().notNull(),
    isOnlineOrderEnabled: smallint('is_online_order_enabled').notNull().default(1),
    /** A pause for 15, 30 or 60 minutes (issue 10): ordering reopens by itself then. Null: open, or paused until resumed. */
    orderingPausedUntil: timestamp('ordering_paused_until', { withTimezone: true }),
    currency: text('currency').notNull().default('AUD'),
    timezone: text('timezone').notNull().default('Australia/Sydney'),
    isPickupEnabled: boolean('is_pickup_enabled').notNull().default(true),
    isDeliveryEnabled: boolean('is_delivery_enabled').notNull().default(true),
    // Ordering rules (issue 9); hours, closures and zones are tables of their own (outlet-ordering.ts).
    /** No pickup slot earlier than now plus this. */
    pickupLeadMinutes: smallint('pickup_lead_minutes').notNull().default(20),
    /** No delivery slot earlier than now plus this. */
    deliveryLeadMinutes: smallint('delivery_lead_minutes').notNull().default(40),
    slotMinutes: smallint('slot_minutes').notNull().default(15),
    /** Orders one slot takes, pickup and delivery together. */
    slotCapacity: smallint('slot_capacity').notNull().default(6),
    acceptsCash: boolean('accepts_cash').notNull().default(true),
    /** Cents: an order placed online before it is paid is worth at most this (issue 17: $1,000 unless the outlet says otherwise). */
    maxOrderTotal: integer('max_order_total').notNull().default(100_000),
    /** The number of the outlet's latest order: a placement takes the next one under this row's lock. */
    lastOrderNumber: integer('last_order_number').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('restaurant_settings_lead_minutes_range', sql`${table.pickupLeadMinutes} between 0 and 1440 and ${table.deliveryLeadMinutes} between 0 and 1440`),
    check('restaurant_settings_slot_minutes_range', sql`${table.slotMinutes} between 5 and 120`),
    check('restaurant_settings_slot_capacity_positive', sql`${table.slotCapacity} >= 1`),
    check('restaurant_settings_max_order_total_range', sql`${table.maxOrderTotal} between 1000 and 10000000`),
  ],
);
