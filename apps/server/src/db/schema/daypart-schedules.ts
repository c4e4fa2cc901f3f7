import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { products } from './products.ts';
import { restaurants } from './restaurants.ts';
import { tenants } from './tenants.ts';

/**
 * Issue 19: when an outlet sells a category or a product (a lunch menu from 11:00 to 15:00 on
 * weekdays). A target with schedules at an outlet is available there only within one of them, in the
 * outlet's time zone; one without schedules always is. Outside them the menu shows it as available
 * later and the cart refuses it (409 not_available_now).
 */
export const daypartSchedules = pgTable(
  'daypart_schedules',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    restaurantId: integer('restaurant_id').notNull(),
    /** Exactly one of category_id and product_id. */
    categoryId: integer('category_id'),
    productId: integer('product_id'),
    /** e.g. 'Lunch'; shown to staff only. */
    name: text('name').notNull().default(''),
    /** ISO weekdays, 1 Monday … 7 Sunday. */
    weekdays: smallint('weekdays').array().notNull(),
    /** Minutes after the outlet's local midnight; ends_minute may pass 1440 for a range past midnight. */
    startsMinute: integer('starts_minute').notNull(),
    endsMinute: integer('ends_minute').notNull(),
    /** A console save over an older version answers 409 stale_version. */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    foreignKey({
      name: 'daypart_schedules_restaurant_fk',
      columns: [table.restaurantId, table.tenantId],
      foreignColumns: [restaurants.id, restaurants.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'daypart_schedules_category_fk',
      columns: [table.categoryId, table.tenantId],
      foreignColumns: [categories.id, categories.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'daypart_schedules_product_fk',
      columns: [table.productId, table.tenantId],
      foreignColumns: [products.id, products.tenantId],
    }).onDelete('cascade'),
    index('daypart_schedules_restaurant_idx').on(table.restaurantId),
    check('daypart_schedules_one_target', sql`(${table.categoryId} is null) <> (${table.productId} is null)`),
    check('daypart_schedules_weekdays', sql`cardinality(${table.weekdays}) > 0 and ${table.weekdays} <@ array[1,2,3,4,5,6,7]::smallint[]`),
    check(
      'daypart_schedules_minutes',
      sql`${table.startsMinute} >= 0 and ${table.startsMinute} < 1440 and ${table.endsMinute} > ${table.startsMinute} and ${table.endsMinute} <= ${table.startsMinute} + 1440`,
    ),
  ],
);
