import { nextPaymentStatus, type PaymentProviderName, type PaymentTransition } from '@crust/contract/payments';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema/payments.ts';
import type { PaymentPayee } from './payment-provider.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The payments' SQL; status changes are conditional updates through the payment state machine. */
export function createPaymentsRepo(db: Database) {
  return {
    async create(values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      return row!;
    },

    /**
     * The payment of an order or a gift-card purchase, or the one an id of the provider's or a client secret names, unlocked (to
     * lock one, lock its payee's row first: payments.service.ts `lockPayment`).
     */
    async find(by: PaymentPayee | { providerPaymentId: string } | { clientSecret: string }): Promise<PaymentRow | null> {
      const where =
        'orderId' in by
          ? eq(payments.orderId, by.orderId)
          : 'purchaseId' in by
            ? eq(payments.purchaseId, by.purchaseId)
            : 'clientSecret' in by
              ? eq(payments.clientSecret, by.clientSecret)
              : eq(payments.providerPaymentId, by.providerPaymentId);
      const [row] = await db.select().from(payments).where(where);
      return row ?? null;
    },

    /**
     * Writes the provider's id and client secret on a payment that has none yet, in one statement (the
     * payment's row alone, so no lock order to keep): null when another request wrote its own first.
     */
    async attachProvider(paymentId: number, created: { providerPaymentId: string; clientSecret: string }): Promise<PaymentRow | null> {
      const [row] = await db
        .update(payments)
        .set({ ...created, updatedAt: sql`now()` })
        .where(and(eq(payments.id, paymentId), isNull(payments.providerPaymentId)))
        .returning();
      return row ?? null;
    },

    /** The order's payment, its row locked until the transaction ends (take the order's row first). */
    async lockForOrder(orderId: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).for('update');
      return row ?? null;
    },

    /** A gift-card purchase's payment, its row locked until the transaction ends (take the purchase's row first). */
    async lockForPurchase(purchaseId: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.purchaseId, purchaseId)).for('update');
      return row ?? null;
    },

    /** Records a provider event once: false when it was already applied (a webhook delivered again). */
    async recordEvent(provider: PaymentProviderName, eventId: string, paymentId: number | null, type: string): Promise<boolean> {
      const inserted = await db.insert(paymentEvents).values({ provider, eventId, paymentId, type }).onConflictDoNothing().returning({ id: paymentEvents.id });
      return inserted.length > 0;
    },

    /** Moves a payment through the machine (`… WHERE status = expected`); false when the machine forbids it or someone moved it first. */
    async transition(payment: PaymentRow, transition: PaymentTransition, changes: Partial<typeof payments.$inferInsert> = {}): Promise<boolean> {
      const to = nextPaymentStatus(payment.status, transition);
      if (!to) return false;
      const moved = await db
        .update(payments)
        .set({ ...changes, status: to, updatedAt: sql`now()` })
        .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
        .returning({ id: payments.id });
      return moved.length > 0;
    },

    /** A declined attempt: the payment still awaits a card, with the decline's message for the diner. */
    async recordDecline(paymentId: number, code: string, message: string): Promise<void> {
      await db
        .update(payments)
        .set({ lastErrorCode: code, lastErrorMessage: message, updatedAt: sql`now()` })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'requires_payment')));
    },
  };
}
export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
