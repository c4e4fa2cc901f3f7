import { index, integer, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/** An outlet of a tenant. Status 1 means active (spec §3). */
export const restaurants = pgTable(
  'restaurants',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(1),
    streetName: text('street_name').notNull(),
    city: text('city').notNull(),
    phone: text('phone').notNull(),
    /** Path served by this app (e.g. /uploads/restaurants/x.svg): never an external URL. */
    imagePath: text('image_path'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('restaurants_tenant_status_idx').on(table.tenantId, table.status),
    // Outlet-owned rows reference (id, tenant_id), so an outlet's row can never name another tenant.
    unique('restaurants_id_tenant_unique').on(table.id, table.tenantId),
  ],
);
