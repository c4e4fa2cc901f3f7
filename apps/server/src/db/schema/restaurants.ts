import { foreignKey, index, integer, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { images } from './images.ts';
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
    // Issue 19: the rest of an outlet's address and its email; empty for outlets made before the console could set them.
    suburb: text('suburb').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    /** Path served by this app (e.g. /uploads/restaurants/x.svg): never an external URL. */
    imagePath: text('image_path'),
    /** An uploaded photo (issue 19); when set it wins over image_path. */
    imageId: integer('image_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Issue 19: the profile's version; a console save over an older one answers 409 stale_version. */
    version: integer('version').notNull().default(1),
    /** Issue 19: an archived outlet is off the storefront (and hidden, status 0) but never deleted: its orders stay. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('restaurants_tenant_status_idx').on(table.tenantId, table.status),
    // Outlet-owned rows reference (id, tenant_id), so an outlet's row can never name another tenant.
    unique('restaurants_id_tenant_unique').on(table.id, table.tenantId),
    foreignKey({ name: 'restaurants_image_fk', columns: [table.imageId, table.tenantId], foreignColumns: [images.id, images.tenantId] }),
  ],
);
