import type { PaymentProviderName, PaymentStatus } from '@crust/contract/payments';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { giftCardPurchases } from './gift-cards.ts';
import { orders } from './orders.ts';
import { tenants } from './tenants.ts';

/**
 * An order's card payment (issue 9): one per order, whatever the attempts; its status moves only
 * through the payment state machine, on final provider events.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** The order it pays, or (issue 21) the gift-card purchase: exactly one of the two. */
    orderId: text('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    purchaseId: text('purchase_id')
      .unique()
      .references(() => giftCardPurchases.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('requires_payment'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /**
     * The provider's id for it (a Stripe PaymentIntent id, or the test provider's); null until the
     * provider has been asked, just after the placement commits (place-order.ts).
     */
    providerPaymentId: text('provider_payment_id').unique(),
    /** Handed to the card form; only the order's owner ever reads it. Null, like the id, until the provider is asked. */
    clientSecret: text('client_secret').unique(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    lastErrorCode: text('last_error_code'),
    lastErrorMessage: text('last_error_message'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payments_one_payee', sql`num_nonnulls(${table.orderId}, ${table.purchaseId}) = 1`),
    check('payments_amounts', sql`${table.amount} >= 0 and ${table.refundedAmount} between 0 and ${table.amount}`),
  ],
);

/** Every provider event applied, once: a webhook delivered three times is handled the first time only. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('payment_events_provider_event_unique').on(table.provider, table.eventId)],
);
