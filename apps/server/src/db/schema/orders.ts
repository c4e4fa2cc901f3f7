import type { CartItem } from '@crust/contract/cart';
import type { DeliveryMethod } from '@crust/contract/checkout';
import type { PaymentMethod } from '@crust/contract/orders';
import type { OrderStatus } from '@crust/contract/order-status';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { guests } from './guests.ts';
import { restaurants } from './restaurants.ts';
import type { VersionedChoices } from './stored-choices.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

// Issue 9: orders, their lines as they were sold, every status change, and the idempotency keys that
// make a placement happen once. An order outlives the account or guest session that placed it (the
// restaurant keeps its records): the owner columns are set null, never the order deleted.

export const orders = pgTable(
  'orders',
  {
    /** Random and unguessable ('ord_' and 128 bits): the confirmation page's address. */
    id: text('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    restaurantId: integer('restaurant_id').notNull(),
    /** What the kitchen calls it: counted per outlet from 1. */
    number: integer('number').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull(),
    /** Bumped by every status change: the console's optimistic concurrency (issue 10). */
    version: integer('version').notNull().default(1),
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull(),
    asap: boolean('asap').notNull().default(false),
    /** A dine-in order's table (from the table's QR code): the kitchen serves it there. Null otherwise. */
    tableNumber: smallint('table_number'),
    /** The slot taken (null for ASAP): one place in slot_bookings, given back if the order is cancelled. */
    slotStartsAt: timestamp('slot_starts_at', { withTimezone: true }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    formattedAddress: text('formatted_address'),
    suburb: text('suburb'),
    city: text('city'),
    postcode: text('postcode'),
    specialInstructions: text('special_instructions').notNull().default(''),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    /** The entered code that applied, and every coupon the order used (one use each, given back on cancel). */
    couponCode: text('coupon_code'),
    couponIds: integer('coupon_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * Issue 21: the part of the total a gift card paid (a tender, not a discount: the totals stand), and
     * that card's last four characters; the card's ledger has the redemption. 0 and null without one.
     */
    giftCardAmount: integer('gift_card_amount').notNull().default(0),
    giftCardLast4: text('gift_card_last4'),
    subtotal: integer('subtotal').notNull(),
    discountTotal: integer('discount_total').notNull(),
    deliveryCharge: integer('delivery_charge').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    /** When the food should be ready (pickup) or at the door (delivery). */
    estimatedAt: timestamp('estimated_at', { withTimezone: true }).notNull(),
    /** An unpaid card order is cancelled after this. */
    paymentDueBy: timestamp('payment_due_by', { withTimezone: true }),
    /** The client's IP at placement (as TRUST_PROXY reads it): unpaid orders are capped per IP (issue 17). */
    placedFromIp: text('placed_from_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // No cascade: an outlet with orders cannot be deleted by accident.
    foreignKey({ name: 'orders_restaurant_fk', columns: [table.restaurantId, table.tenantId], foreignColumns: [restaurants.id, restaurants.tenantId] }),
    unique('orders_restaurant_number_unique').on(table.restaurantId, table.number),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    // Deleting an idle guest (the retention sweep) sets its orders' guest_id null: found by this, not a scan.
    index('orders_guest_idx').on(table.guestId),
    index('orders_restaurant_status_idx').on(table.restaurantId, table.status),
    // The console's day summary and CSV export read an outlet's orders by when they were placed.
    index('orders_restaurant_created_idx').on(table.restaurantId, table.createdAt),
    index('orders_payment_due_idx')
      .on(table.paymentDueBy)
      .where(sql`${table.status} = 'pending_payment'`),
    // The unpaid-order caps count an IP's pending orders (the owner's are found by the user and guest indexes).
    index('orders_unpaid_ip_idx')
      .on(table.tenantId, table.placedFromIp)
      .where(sql`${table.status} = 'pending_payment'`),
    check('orders_one_owner', sql`num_nonnulls(${table.guestId}, ${table.userId}) <= 1`),
    check('orders_money_nonnegative', sql`least(${table.subtotal}, ${table.discountTotal}, ${table.deliveryCharge}, ${table.tax}, ${table.total}) >= 0`),
    check('orders_gift_card_amount', sql`${table.giftCardAmount} between 0 and ${table.total}`),
    check('orders_table_number_range', sql`${table.tableNumber} between 1 and 999`),
    check('orders_delivery_has_address', sql`${table.deliveryMethod} = 'pickup' or (${table.formattedAddress} is not null and ${table.postcode} is not null)`),
  ],
);

/** A line as it was sold: the cart item the diner saw (names, choices, halves, deal parts, prices, tax), frozen. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: integer('line_total').notNull(),
    item: jsonb('item').$type<CartItem>().notNull(),
    /** What the diner chose, versioned as the cart stores it: a reorder adds it again at today's prices (null: a coupon's free item). */
    choices: jsonb('choices').$type<VersionedChoices>(),
    notes: text('notes').notNull().default(''),
  },
  (table) => [unique('order_lines_order_position_unique').on(table.orderId, table.position)],
);

/** Every status change of every order, in order: the timeline, the live streams and the console read these. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').notNull(),
    restaurantId: integer('restaurant_id').notNull(),
    /** null for the order's first event (its placement). */
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    version: integer('version').notNull(),
    /** Why, in words a diner may read ('Unpaid for 30 minutes', a rejection's reason). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('order_events_order_version_unique').on(table.orderId, table.version)],
);

/**
 * A placement's Idempotency-Key, per owner: the first request's answer is kept and replayed for 24
 * hours. The row is written in the placement's own transaction, so a placement that failed leaves
 * no key behind and a retry is evaluated afresh.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_user_key').on(table.userId, table.key),
    uniqueIndex('idempotency_keys_guest_key').on(table.guestId, table.key),
    index('idempotency_keys_created_idx').on(table.createdAt),
    check('idempotency_keys_one_owner', sql`num_nonnulls(${table.guestId}, ${table.userId}) = 1`),
  ],
);
