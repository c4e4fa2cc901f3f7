import type { ImageVariant } from '@crust/contract/console-images';
import { foreignKey, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { staff } from './staff.ts';
import { tenants } from './tenants.ts';

/**
 * Issue 19: a tenant's uploaded photos. The files live on disk (DATA_DIR/uploads/images), named by
 * their content's hash; the row says which files make the photo. One row per photo per tenant: the
 * same bytes uploaded again answer the row there is (content_hash, the source's SHA-256).
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    contentHash: text('content_hash').notNull(),
    /** The photo's size as uploaded, turned upright. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<ImageVariant[]>().notNull(),
    /** Who uploaded it; null once that person is deleted. */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('images_tenant_content_hash').on(table.tenantId, table.contentHash),
    // Products, categories, deals and outlets reference (id, tenant_id): only their own tenant's photos.
    unique('images_id_tenant_unique').on(table.id, table.tenantId),
    index('images_tenant_created_idx').on(table.tenantId, table.createdAt),
    foreignKey({ name: 'images_staff_fk', columns: [table.createdBy], foreignColumns: [staff.id] }).onDelete('set null'),
  ],
);
