import type { GiftCardLedgerKind, GiftCardPurchaseStatus, GiftCardStatus } from '@crust/contract/gift-cards';
import { sql } from 'drizzle-orm';
import { bigserial, check, date, foreignKey, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guests } from './guests.ts';
import { orders } from './orders.ts';
import { restaurants } from './restaurants.ts';
import { staff } from './staff.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

// Issue 21: gift cards, tenant-wide, bought online (a purchase paid through the one payment machine)
// or issued by hand in the console, spent at checkout as a tender. The balance lives on the card and
// every change to it is a ledger row written in the same statement's transaction: the two always agree.

/** A diner's order of a gift card for someone (or themselves): paid by card, then the card is issued. */
export const giftCardPurchases = pgTable(
  'gift_card_purchases',
  {
    /** Random ('gcp_' and 128 bits), like an order's id: it names nothing countable. */
    id: text('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    status: text('status').$type<GiftCardPurchaseStatus>().notNull().default('pending_payment'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    /** The day the recipient is mailed, in the tenant's zone… */
    sendOn: date('send_on', { mode: 'string' }).notNull(),
    /** …at 09:00 there (or at payment, when that is later): when the card becomes active. */
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
    purchaserName: text('purchaser_name').notNull(),
    purchaserEmail: text('purchaser_email').notNull(),
    placedFromIp: text('placed_from_ip'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('gift_card_purchases_user_idx').on(table.userId, table.createdAt),
    index('gift_card_purchases_guest_idx').on(table.guestId),
    index('gift_card_purchases_purchaser_idx').on(table.tenantId, sql`lower(${table.purchaserEmail})`),
    check('gift_card_purchases_one_owner', sql`num_nonnulls(${table.guestId}, ${table.userId}) <= 1`),
    check('gift_card_purchases_amount', sql`${table.amount} > 0`),
    check('gift_card_purchases_status', sql`${table.status} in ('pending_payment', 'paid', 'refunded')`),
  ],
);

/** A gift card: its code only as a keyed hash and its last four characters; its balance in cents. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** The outlet it was sold at; null: online (or the console without an outlet). */
    soldAtRestaurantId: integer('sold_at_restaurant_id'),
    /** HMAC-SHA-256 of the normalised code with GIFT_CARD_SECRET, hex. */
    codeHash: text('code_hash').notNull(),
    codeLast4: text('code_last4').notNull(),
    status: text('status').$type<GiftCardStatus>().notNull(),
    balance: integer('balance').notNull(),
    /** What it was issued for. */
    initialAmount: integer('initial_amount').notNull(),
    currency: text('currency').notNull(),
    /** The purchase that paid for it; null for a card issued by hand in the console. */
    purchaseId: text('purchase_id').references(() => giftCardPurchases.id),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    message: text('message').notNull().default(''),
    /** When a scheduled card becomes active (its recipient's mail goes then). */
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gift_cards_code_hash_unique').on(table.tenantId, table.codeHash),
    uniqueIndex('gift_cards_purchase_unique').on(table.purchaseId),
    index('gift_cards_last4_idx').on(table.tenantId, table.codeLast4),
    index('gift_cards_recipient_idx').on(table.tenantId, sql`lower(${table.recipientEmail})`),
    index('gift_cards_due_idx')
      .on(table.deliverAt)
      .where(sql`${table.status} = 'scheduled'`),
    index('gift_cards_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} in ('scheduled', 'active')`),
    foreignKey({
      name: 'gift_cards_sold_at_fk',
      columns: [table.soldAtRestaurantId, table.tenantId],
      foreignColumns: [restaurants.id, restaurants.tenantId],
    }),
    check('gift_cards_balance', sql`${table.balance} >= 0`),
    check('gift_cards_initial_amount', sql`${table.initialAmount} > 0`),
    check('gift_cards_status', sql`${table.status} in ('scheduled', 'active', 'void', 'expired')`),
  ],
);

/**
 * Every change of a card's balance, append-only: the balance after each row is the sum of the rows up
 * to it. One redemption and one refund per order at most, so a retried placement or cancel applies
 * neither twice.
 */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    kind: text('kind').$type<GiftCardLedgerKind>().notNull(),
    /** Signed cents: credits (issue, refund, an upward adjust) positive, debits negative. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    orderId: text('order_id').references(() => orders.id),
    purchaseId: text('purchase_id').references(() => giftCardPurchases.id),
    /** Where it happened: the outlet of the order it paid, or that sold it; null online or in the console. */
    restaurantId: integer('restaurant_id'),
    /** Who: a diner (their account, or a guest), a staff member, or the system (expiry, an unpaid order's release). */
    actor: text('actor').$type<'diner' | 'staff' | 'system'>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('gift_card_ledger_card_idx').on(table.giftCardId, table.id),
    index('gift_card_ledger_tenant_created_idx').on(table.tenantId, table.createdAt),
    uniqueIndex('gift_card_ledger_order_unique')
      .on(table.orderId, table.kind)
      .where(sql`${table.kind} in ('redeem', 'refund')`),
    check('gift_card_ledger_kind', sql`${table.kind} in ('issue', 'redeem', 'refund', 'adjust', 'void', 'expire')`),
    check('gift_card_ledger_balance_after', sql`${table.balanceAfter} >= 0`),
    check('gift_card_ledger_actor', sql`${table.actor} in ('diner', 'staff', 'system')`),
  ],
);
