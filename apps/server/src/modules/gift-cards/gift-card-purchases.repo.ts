import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { giftCardPurchases, giftCards } from '../../db/schema/gift-cards.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { idempotencyKeys } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { tenants } from '../../db/schema/tenants.ts';
import type { Owner } from '../../plugins/authenticate.ts';
import type { StoredCode } from './gift-card-codes.ts';

export type PurchaseRow = typeof giftCardPurchases.$inferSelect;
export type NewPurchase = typeof giftCardPurchases.$inferInsert;
type PaymentRow = typeof payments.$inferSelect;
type CardRow = typeof giftCards.$inferSelect;

/** A purchase as its owner reads it: with its payment and, once paid, its card. */
export interface StoredPurchase {
  purchase: PurchaseRow;
  payment: PaymentRow;
  card: CardRow | null;
}

/** Idempotency keys are kept this long, as order placement keeps them (orders.repo.ts KEY_HOURS); an older key is a new one. */
const KEY_HOURS = 24;

const keyOwner = (owner: Owner) => (owner.userId !== null ? eq(idempotencyKeys.userId, owner.userId) : eq(idempotencyKeys.guestId, owner.guestId!));

/** The gift-card purchases' SQL (issue 21); called with a transaction where a change must be atomic. */
export function createGiftCardPurchasesRepo(db: Database) {
  const withPaymentAndCard = () =>
    db
      .select({ purchase: giftCardPurchases, payment: payments, card: giftCards })
      .from(giftCardPurchases)
      .innerJoin(payments, eq(payments.purchaseId, giftCardPurchases.id))
      .leftJoin(giftCards, eq(giftCards.purchaseId, giftCardPurchases.id));

  return {
    /** What a purchase needs of its tenant: its currency, zone and cards' life. */
    async tenant(tenantId: number) {
      const [row] = await db
        .select({ currency: tenants.currency, timezone: tenants.timezone, expiryMonths: tenants.giftCardExpiryMonths })
        .from(tenants)
        .where(eq(tenants.id, tenantId));
      return row ?? null;
    },

    /**
     * Claims an Idempotency-Key for this owner, in the purchase's transaction, in the table order
     * placement uses (one key space per owner): a new key is inserted, one older than 24 hours taken
     * over, a live one left alone (false). A concurrent request with the key waits on the unique
     * index until the first ends, then finds it taken and replays its answer.
     */
    async claimKey(owner: Owner, tenantId: number, key: string, requestHash: string, status: number, body: unknown): Promise<boolean> {
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ tenantId, ...owner, key, requestHash, responseStatus: status, responseBody: body })
        .onConflictDoUpdate({
          target: owner.userId !== null ? [idempotencyKeys.userId, idempotencyKeys.key] : [idempotencyKeys.guestId, idempotencyKeys.key],
          set: { requestHash, responseStatus: status, responseBody: body, createdAt: sql`now()` },
          setWhere: sql`${idempotencyKeys.createdAt} <= now() - make_interval(hours => ${KEY_HOURS})`,
        })
        .returning({ id: idempotencyKeys.id });
      return claimed.length > 0;
    },

    /** The answer stored for this owner's key, if it was used in the last 24 hours. */
    async storedAnswer(owner: Owner, key: string) {
      const [row] = await db
        .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.responseStatus, body: idempotencyKeys.responseBody })
        .from(idempotencyKeys)
        .where(and(keyOwner(owner), eq(idempotencyKeys.key, key), sql`${idempotencyKeys.createdAt} > now() - make_interval(hours => ${KEY_HOURS})`));
      return row ?? null;
    },

    async storeAnswer(owner: Owner, key: string, status: number, body: unknown): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ responseStatus: status, responseBody: body })
        .where(and(keyOwner(owner), eq(idempotencyKeys.key, key)));
    },

    /** A new purchase and its payment (not yet asked of the provider: that is done after the commit). */
    async create(purchase: NewPurchase, payment: { provider: PaymentRow['provider'] }): Promise<StoredPurchase> {
      const [row] = await db.insert(giftCardPurchases).values(purchase).returning();
      const [paymentRow] = await db
        .insert(payments)
        .values({ purchaseId: row!.id, tenantId: row!.tenantId, provider: payment.provider, amount: row!.amount, currency: row!.currency })
        .returning();
      return { purchase: row!, payment: paymentRow!, card: null };
    },

    async find(purchaseId: string): Promise<StoredPurchase | null> {
      const [row] = await withPaymentAndCard().where(eq(giftCardPurchases.id, purchaseId));
      return row ?? null;
    },

    /** A user's purchases of one tenant, newest first. */
    async listOfUser(tenantId: number, userId: number): Promise<StoredPurchase[]> {
      return withPaymentAndCard()
        .where(and(eq(giftCardPurchases.tenantId, tenantId), eq(giftCardPurchases.userId, userId)))
        .orderBy(desc(giftCardPurchases.createdAt), desc(giftCardPurchases.id));
    },

    /** Locks the purchase's row until the transaction ends (the payee's row, taken before its payment's). */
    async lock(purchaseId: string): Promise<PurchaseRow | null> {
      const [row] = await db.select().from(giftCardPurchases).where(eq(giftCardPurchases.id, purchaseId)).for('update');
      return row ?? null;
    },

    /**
     * Moves a purchase on (`… WHERE status = from`): false when it was not at `from` (settled or
     * refunded meanwhile), so a second confirmation changes nothing.
     */
    async move(purchaseId: string, from: PurchaseRow['status'], to: PurchaseRow['status'], at: Date, changes: Partial<NewPurchase> = {}): Promise<boolean> {
      const moved = await db
        .update(giftCardPurchases)
        .set({ ...changes, status: to, updatedAt: at })
        .where(and(eq(giftCardPurchases.id, purchaseId), eq(giftCardPurchases.status, from)))
        .returning({ id: giftCardPurchases.id });
      return moved.length > 0;
    },

    /** The purchase's card, its row locked until the transaction ends (after the purchase's). */
    async lockCardOf(purchaseId: string): Promise<CardRow | null> {
      const [row] = await db.select().from(giftCards).where(eq(giftCards.purchaseId, purchaseId)).for('update');
      return row ?? null;
    },

    /**
     * A new code for a card, in one conditional update (only while it is active): the old code's hash
     * is overwritten, so the old code finds nothing from then on. Null when the card is not active.
     */
    async rotateCode(cardId: number, code: StoredCode, at: Date): Promise<CardRow | null> {
      const [row] = await db
        .update(giftCards)
        .set({ codeHash: code.codeHash, codeLast4: code.codeLast4, updatedAt: at })
        .where(and(eq(giftCards.id, cardId), eq(giftCards.status, 'active')))
        .returning();
      return row ?? null;
    },

    /** Delivery mails to an address still waiting in the queue (a scheduled card's, before its day). */
    async pendingDeliveryMails(tenantId: number, email: string) {
      return db
        .select({ id: mailOutbox.id, data: mailOutbox.data })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.tenantId, tenantId),
            eq(mailOutbox.toAddress, email),
            eq(mailOutbox.template, 'gift_card_delivery'),
            eq(mailOutbox.status, 'pending'),
          ),
        );
    },

    /** Takes a queued mail back, unless a sender holds it (it is being sent). */
    async withdrawMail(id: number): Promise<void> {
      await db
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending'), sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} < now())`));
    },

    /** Delivery mails queued to an address since `since` (the resends' limit counts them, as the accounts' resend limits do). */
    async deliveryMailsSince(tenantId: number, email: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ queued: count() })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.tenantId, tenantId),
            eq(mailOutbox.toAddress, email),
            eq(mailOutbox.template, 'gift_card_delivery'),
            gte(mailOutbox.createdAt, since),
          ),
        );
      return row?.queued ?? 0;
    },
  };
}
export type GiftCardPurchasesRepo = ReturnType<typeof createGiftCardPurchasesRepo>;
