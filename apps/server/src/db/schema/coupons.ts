import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { restaurants } from './restaurants.ts';
import { guests } from './guests.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

export const COUPON_KINDS = ['percent', 'fixed', 'buy_x_get_y'] as const;
export const COUPON_SCOPES = ['order', 'categories', 'products'] as const;
export const COUPON_PAYMENTS = ['any', 'online', 'cash_on_delivery'] as const;

/**
 * A tenant's coupon: entered by code, or automatic when `code` is null. It applies at every outlet
 * when restaurant_id is null. Products and categories are master ids, so one coupon serves all outlets.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    restaurantId: integer('restaurant_id'),
    /** Upper case; null for an automatic coupon. */
    code: text('code'),
    name: text('name').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    /** percent: 1–100; fixed: cents; unused by buy_x_get_y. */
    value: integer('value').notNull().default(0),
    scope: text('scope', { enum: COUPON_SCOPES }).notNull().default('order'),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Cents the subtotal must reach. */
    minOrder: integer('min_order').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    usageLimitTotal: integer('usage_limit_total'),
    /** Orders placed with it so far, counted while it has a limit (a placement wins a use with one conditional UPDATE); coupon_redemptions lists every use. */
    usedCount: integer('used_count').notNull().default(0),
    usageLimitPerCustomer: integer('usage_limit_per_customer'),
    payment: text('payment', { enum: COUPON_PAYMENTS }).notNull().default('any'),
    buyQuantity: integer('buy_quantity').notNull().default(0),
    getQuantity: integer('get_quantity').notNull().default(0),
    freeProductId: integer('free_product_id'),
    active: boolean('active').notNull().default(true),
    /** Issue 18 point 12: listed on the storefront's /deals for anyone to use; off, a code only those given it know. */
    isPublic: boolean('is_public').notNull().default(false),
  },
  (table) => [
    foreignKey({
      name: 'coupons_restaurant_fk',
      columns: [table.restaurantId, table.tenantId],
      foreignColumns: [restaurants.id, restaurants.tenantId],
    }).onDelete('cascade'),
    unique('coupons_tenant_code_unique').on(table.tenantId, table.code),
    index('coupons_tenant_active_idx').on(table.tenantId, table.active),
    check('coupons_kind', sql`${table.kind} in ('percent', 'fixed', 'buy_x_get_y')`),
    check('coupons_scope', sql`${table.scope} in ('order', 'categories', 'products')`),
    check('coupons_payment', sql`${table.payment} in ('any', 'online', 'cash_on_delivery')`),
    check('coupons_value', sql`${table.value} >= 0 and (${table.kind} <> 'percent' or ${table.value} between 1 and 100)`),
    check('coupons_code_upper', sql`${table.code} is null or ${table.code} = upper(${table.code})`),
  ],
);

/** One use of a coupon by a diner (written when an order is placed): per-customer limits count these. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** Who used it: a guest or a user; both null once that person is gone (the use still counts in used_count). */
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order that used it (issue 9): cancelling the order gives this use back. */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** Who a guest said they were at checkout: per-customer limits count the person, not the guest session. */
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coupon_redemptions_coupon_guest_idx').on(table.couponId, table.guestId),
    index('coupon_redemptions_coupon_user_idx').on(table.couponId, table.userId),
    // Deleting an idle guest (the retention sweep) sets its uses' guest_id null: found by this, not a scan.
    index('coupon_redemptions_guest_idx').on(table.guestId),
    check('coupon_redemptions_one_owner', sql`num_nonnulls(${table.guestId}, ${table.userId}) <= 1`),
  ],
);
