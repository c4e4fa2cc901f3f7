import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/** A diner's saved delivery address. At most one default per user (the partial unique index). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id').notNull(),
    label: text('label').notNull().default(''),
    formattedAddress: text('formatted_address').notNull(),
    street: text('street').notNull(),
    suburb: text('suburb').notNull(),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    state: text('state').notNull(),
    instructions: text('instructions').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'addresses_user_fk', columns: [table.userId, table.tenantId], foreignColumns: [users.id, users.tenantId] }).onDelete('cascade'),
    index('addresses_user_idx').on(table.userId, table.id),
    uniqueIndex('addresses_one_default_per_user')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    check('addresses_postcode_au', sql`${table.postcode} ~ '^[0-9]{4}$'`),
  ],
);
