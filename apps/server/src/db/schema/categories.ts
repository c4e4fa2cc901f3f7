import { index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/** A menu section of a tenant (Pizzas, Sides …), shared by its outlets. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    /** Path served by this app (e.g. /uploads/categories/pizzas.svg): never an external URL. */
    imagePath: text('image_path'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('categories_tenant_sort_idx').on(table.tenantId, table.sortOrder),
    // Children reference (id, tenant_id), so a row can never cross tenants (decision 002).
    unique('categories_id_tenant_unique').on(table.id, table.tenantId),
  ],
);
