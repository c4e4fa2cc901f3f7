import { boolean, foreignKey, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { images } from './images.ts';
import { menuFlagColumns } from './menu-flags.ts';
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
    // Issue 19: what the console edits.
    description: text('description').notNull().default(''),
    /** An uploaded photo (issue 19); when set it wins over image_path. */
    imageId: integer('image_id'),
    /** Which of the three menus (spec §1) the category is on; its products show only there. */
    ...menuFlagColumns(),
    /** Hidden from every menu, kept with its products (a category is deleted only when empty). */
    hidden: boolean('hidden').notNull().default(false),
    /** A console save over an older version answers 409 stale_version. */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('categories_tenant_sort_idx').on(table.tenantId, table.sortOrder),
    // Children reference (id, tenant_id), so a row can never cross tenants (decision 002).
    unique('categories_id_tenant_unique').on(table.id, table.tenantId),
    foreignKey({ name: 'categories_image_fk', columns: [table.imageId, table.tenantId], foreignColumns: [images.id, images.tenantId] }),
  ],
);
