import { ORDERABLE_MENUS } from '@crust/contract/cart';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { guests } from './guests.ts';
import { restaurants } from './restaurants.ts';
import type { VersionedChoices } from './stored-choices.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

export const CART_LINE_KINDS = ['normal', 'half_and_half', 'deal'] as const;

/**
 * A line of a diner's cart, owned by a guest or a user (foreign keys; a deleted owner takes its
 * lines along). The choices (product, size, toppings, halves, deal parts) are checked against the
 * menu before they are stored; prices are not stored at all: the cart is priced when it is read.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    restaurantId: integer('restaurant_id').notNull(),
    /** The owner: exactly one of a guest and a user, always taken from the bearer token. */
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    kind: text('kind', { enum: CART_LINE_KINDS }).notNull(),
    /** The menu the line was chosen from (issue 17): the add checks the item against it. */
    menu: text('menu', { enum: ORDERABLE_MENUS }).notNull().default('main'),
    quantity: integer('quantity').notNull(),
    notes: text('notes').notNull().default(''),
    /** Versioned (stored-line-choices.ts): written with toStoredChoices, read with choicesFromStorage. */
    choices: jsonb('choices').$type<VersionedChoices>().notNull(),
    /** The outlet, the normalised choices and the notes: adding the same item again adds to its quantity. */
    signature: text('signature').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'cart_lines_restaurant_fk',
      columns: [table.restaurantId, table.tenantId],
      foreignColumns: [restaurants.id, restaurants.tenantId],
    }).onDelete('cascade'),
    foreignKey({ name: 'cart_lines_user_fk', columns: [table.userId, table.tenantId], foreignColumns: [users.id, users.tenantId] }).onDelete('cascade'),
    check('cart_lines_one_owner', sql`num_nonnulls(${table.guestId}, ${table.userId}) = 1`),
    // The upsert's target: concurrent adds of one item meet here and add up, none is lost. Exactly
    // one owner column is null, so NULLS NOT DISTINCT makes (null, 5, x) meet (null, 5, x).
    unique('cart_lines_owner_signature_unique').on(table.userId, table.guestId, table.signature).nullsNotDistinct(),
    index('cart_lines_guest_idx').on(table.guestId, table.id),
    index('cart_lines_user_idx').on(table.userId, table.id),
    check('cart_lines_quantity_range', sql`${table.quantity} between 1 and 99`),
    check('cart_lines_kind', sql`${table.kind} in ('normal', 'half_and_half', 'deal')`),
    check('cart_lines_menu', sql`${table.menu} in ('main', 'dinein')`),
  ],
);
