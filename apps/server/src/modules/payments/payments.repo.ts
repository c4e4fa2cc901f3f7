import { nextPaymentStatus, type PaymentProviderName, type PaymentTransition } from '@crust/contract/payments';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema/payments.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The payments' SQL; status changes are conditional updates through the payment state machine. */
export function createPaymentsRepo(db: Database) {
  return {
    async create(values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      return row!;
    },

    async forOrder(orderId: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
      return row ?? null;
    },

    /** The payment a client secret opens, its row locked until the transaction ends. */
    async lockBySecret(clientSecret: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.clientSecret, clientSecret)).for('update');
      return row ?? null;
    },

    async lockByProviderId(providerPaymentId: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId)).for('update');
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
