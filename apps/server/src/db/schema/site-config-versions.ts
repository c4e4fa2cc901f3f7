import type { SiteConfig } from '@crust/contract/site-config';
import { foreignKey, integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants.ts';
import { staff } from './staff.ts';
import { tenants } from './tenants.ts';

/**
 * Issue 10: every site configuration an outlet has had, numbered from 1, so an owner can look back
 * and restore one. The current one is restaurant_settings.web_config (what diners read); it is
 * recorded here by the save that makes it current, and the configuration before the first console
 * save (the seed's, or one written outside the console) is recorded by that save, by nobody.
 */
export const siteConfigVersions = pgTable(
  'site_config_versions',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    restaurantId: integer('restaurant_id').notNull(),
    version: integer('version').notNull(),
    config: jsonb('config').$type<SiteConfig>().notNull(),
    /** Who saved it; null for a configuration that came from outside the console. */
    savedBy: integer('saved_by'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.restaurantId, table.version] }),
    foreignKey({
      name: 'site_config_versions_restaurant_fk',
      columns: [table.restaurantId, table.tenantId],
      foreignColumns: [restaurants.id, restaurants.tenantId],
    }).onDelete('cascade'),
    // A person's history outlives their account (set null, never deleted with them).
    foreignKey({ name: 'site_config_versions_staff_fk', columns: [table.savedBy], foreignColumns: [staff.id] }).onDelete('set null'),
  ],
);
