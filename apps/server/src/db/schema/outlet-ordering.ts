import type { DeliveryMethod } from '@crust/contract/checkout';
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, type AnyPgColumn, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants.ts';
import { tenants } from './tenants.ts';

// An outlet's ordering rules (issue 9): when it takes pickup and delivery orders, the dates it is
// closed, where it delivers and for how much, and how many orders each time slot takes. The rest of
// its rules (time zone, lead times, slot length and capacity, cash) are columns of restaurant_settings.

/** Which way an order is fulfilled (pickup or delivery); hours are kept separately for each. */
export type Fulfilment = DeliveryMethod;

const outletColumns = () => ({
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  restaurantId: integer('restaurant_id').notNull(),
});

/** Cascades with the outlet, and can never name another tenant's outlet. */
const outletForeignKey = (name: string, table: { restaurantId: AnyPgColumn; tenantId: AnyPgColumn }) =>
  foreignKey({
    name,
    columns: [table.restaurantId, table.tenantId],
    foreignColumns: [restaurants.id, restaurants.tenantId],
  }).onDelete('cascade');

/**
 * One shift of a weekday in local minutes since midnight (0 = Sunday). A shift may run past midnight
 * (closes_at up to 2880) and then belongs to the day it opened; a lunch and a dinner shift are two rows.
 */
export const outletHours = pgTable(
  'outlet_hours',
  {
    id: serial('id').primaryKey(),
    ...outletColumns(),
    fulfilment: text('fulfilment').$type<Fulfilment>().notNull(),
    weekday: smallint('weekday').notNull(),
    opensAt: smallint('opens_at').notNull(),
    closesAt: smallint('closes_at').notNull(),
  },
  (table) => [
    outletForeignKey('outlet_hours_restaurant_fk', table),
    index('outlet_hours_restaurant_idx').on(table.restaurantId, table.fulfilment),
    check('outlet_hours_fulfilment_known', sql`${table.fulfilment} in ('pickup', 'delivery')`),
    check('outlet_hours_weekday_range', sql`${table.weekday} between 0 and 6`),
    check('outlet_hours_opens_in_day', sql`${table.opensAt} between 0 and 1439`),
    check('outlet_hours_closes_after_opening', sql`${table.closesAt} > ${table.opensAt} and ${table.closesAt} <= ${table.opensAt} + 1440`),
  ],
);

/** A date the outlet takes no orders for (a public holiday, a refit), in its own time zone. */
export const outletClosures = pgTable(
  'outlet_closures',
  {
    ...outletColumns(),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason'),
  },
  (table) => [primaryKey({ columns: [table.restaurantId, table.date] }), outletForeignKey('outlet_closures_restaurant_fk', table)],
);

/**
 * Where an outlet delivers: an address is in the zone when its postcode or its suburb is listed.
 * Money in cents; an order of more than free_delivery_over (when set) pays no fee.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    ...outletColumns(),
    name: text('name').notNull(),
    postcodes: text('postcodes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Lower case, as addresses are compared. */
    suburbs: text('suburbs')
      .array()
      .notNull()
      .default(sql`'{}'`),
    fee: integer('fee').notNull(),
    minimumOrder: integer('minimum_order').notNull().default(0),
    freeDeliveryOver: integer('free_delivery_over'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    outletForeignKey('delivery_zones_restaurant_fk', table),
    index('delivery_zones_restaurant_idx').on(table.restaurantId),
    check('delivery_zones_money_nonnegative', sql`${table.fee} >= 0 and ${table.minimumOrder} >= 0 and coalesce(${table.freeDeliveryOver}, 0) >= 0`),
  ],
);

/**
 * Orders taken per time slot of an outlet (pickup and delivery share the kitchen). A placement takes
 * a place with one conditional upsert (`orders < capacity`); a cancellation or an expiry gives it back.
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    ...outletColumns(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.restaurantId, table.startsAt] }),
    outletForeignKey('slot_bookings_restaurant_fk', table),
    check('slot_bookings_orders_nonnegative', sql`${table.orders} >= 0`),
  ],
);
