import type { GiftCardLedgerKind } from '@crust/contract/gift-cards';
import { and, eq, gt, gte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { giftCardLedger, giftCards } from '../../db/schema/gift-cards.ts';
import type { StoredCode } from './gift-card-codes.ts';

export type GiftCardRow = typeof giftCards.$inferSelect;
export type LedgerRow = typeof giftCardLedger.$inferSelect;

/** Who changed a balance: a diner (their account, if any), a staff member, or the system (an expiry, an unpaid order's release). */
export type LedgerActor = { actor: 'diner'; userId: number | null } | { actor: 'staff'; staffId: number } | { actor: 'system' };

/** What a ledger row belongs to and why, beside its amount. */
export interface LedgerContext {
  by: LedgerActor;
  orderId?: string | null;
  purchaseId?: string | null;
  restaurantId?: number | null;
  reason?: string | null;
}

export interface NewGiftCard {
  tenantId: number;
  code: StoredCode;
  amount: number;
  currency: string;
  status: 'scheduled' | 'active';
  deliverAt: Date;
  expiresAt: Date;
  soldAtRestaurantId: number | null;
  purchaseId: string | null;
  recipientName: string | null;
  recipientEmail: string | null;
  message: string;
  /** The caller's clock: the card's and its `issue` row's time, as `move` and `end` date theirs (reports read periods off it). */
  issuedAt: Date;
}

const ledgerRow = (card: { id: number; tenantId: number }, kind: GiftCardLedgerKind, amount: number, balanceAfter: number, context: LedgerContext) => ({
  tenantId: card.tenantId,
  giftCardId: card.id,
  kind,
  amount,
  balanceAfter,
  orderId: context.orderId ?? null,
  purchaseId: context.purchaseId ?? null,
  restaurantId: context.restaurantId ?? null,
  actor: context.by.actor,
  userId: context.by.actor === 'diner' ? context.by.userId : null,
  staffId: context.by.actor === 'staff' ? context.by.staffId : null,
  reason: context.reason ?? null,
});

/**
 * The one ledger pattern for gift-card balances (issue 21), in the caller's transaction: every change
 * is a guarded update of the card's balance (never below zero, only while the card may change) and
 * the ledger row that records it, with the balance after. The update's row lock orders concurrent
 * changes of one card, so the ledger's sum always equals the balance.
 */
export function createGiftCardLedger(tx: Database) {
  const ledger = {
    /** A new card and its `issue` row. */
    async issue(card: NewGiftCard, context: LedgerContext): Promise<GiftCardRow> {
      const [row] = await tx
        .insert(giftCards)
        .values({
          tenantId: card.tenantId,
          soldAtRestaurantId: card.soldAtRestaurantId,
          codeHash: card.code.codeHash,
          codeLast4: card.code.codeLast4,
          status: card.status,
          balance: card.amount,
          initialAmount: card.amount,
          currency: card.currency,
          purchaseId: card.purchaseId,
          recipientName: card.recipientName,
          recipientEmail: card.recipientEmail,
          message: card.message,
          deliverAt: card.deliverAt,
          expiresAt: card.expiresAt,
          createdAt: card.issuedAt,
          updatedAt: card.issuedAt,
        })
        .returning();
      await tx.insert(giftCardLedger).values({ ...ledgerRow(row!, 'issue', card.amount, card.amount, context), createdAt: card.issuedAt });
      return row!;
    },

    /**
     * Moves a card's balance by `amount` (signed cents) as one `kind` row: refused (null) when it would
     * go below zero, or when `onlyIfActive` and the card is not active and unexpired at `at`. Answers
     * the card as changed.
     */
    async move(
      cardId: number,
      kind: GiftCardLedgerKind,
      amount: number,
      context: LedgerContext,
      guard: { onlyIfActive: boolean; at: Date },
    ): Promise<GiftCardRow | null> {
      const conditions = [eq(giftCards.id, cardId), gte(sql`${giftCards.balance} + ${amount}`, 0)];
      if (guard.onlyIfActive) conditions.push(eq(giftCards.status, 'active'), sql`${giftCards.expiresAt} > ${guard.at.toISOString()}::timestamptz`);
      const [card] = await tx
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} + ${amount}`, updatedAt: guard.at })
        .where(and(...conditions))
        .returning();
      if (!card) return null;
      await tx.insert(giftCardLedger).values({ ...ledgerRow(card, kind, amount, card.balance, context), createdAt: guard.at });
      return card;
    },

    /**
     * Ends a card (`void` or `expire`): its status set and what was left taken off in one row. Null
     * when it had already ended (or is not `from` any more).
     */
    async end(
      cardId: number,
      kind: 'void' | 'expire',
      context: LedgerContext,
      guard: { from: readonly ('scheduled' | 'active')[]; at: Date },
    ): Promise<GiftCardRow | null> {
      const [before] = await tx.select().from(giftCards).where(eq(giftCards.id, cardId)).for('update');
      if (!before || !(guard.from as readonly string[]).includes(before.status)) return null;
      const [card] = await tx
        .update(giftCards)
        .set({ status: kind === 'void' ? 'void' : 'expired', balance: 0, updatedAt: guard.at })
        .where(eq(giftCards.id, cardId))
        .returning();
      await tx.insert(giftCardLedger).values({ ...ledgerRow(card!, kind, -before.balance, 0, context), createdAt: guard.at });
      return card!;
    },

    /**
     * Gives an order's redemption back to its card as the order's one `refund` row (any status: the
     * money is the holder's). Null when the order redeemed nothing or has had its refund; the order's
     * row lock (moveOrder) orders two ends of one order, and the unique (order, kind) index backs it.
     */
    async refundOrder(orderId: string, context: Omit<LedgerContext, 'orderId'>, at: Date): Promise<GiftCardRow | null> {
      const rows = await tx
        .select({ kind: giftCardLedger.kind, cardId: giftCardLedger.giftCardId, amount: giftCardLedger.amount })
        .from(giftCardLedger)
        .where(and(eq(giftCardLedger.orderId, orderId), sql`${giftCardLedger.kind} in ('redeem', 'refund')`));
      const redeemed = rows.find((row) => row.kind === 'redeem');
      if (!redeemed || rows.some((row) => row.kind === 'refund')) return null;
      return ledger.move(redeemed.cardId, 'refund', -redeemed.amount, { ...context, orderId }, { onlyIfActive: false, at });
    },
  };
  return ledger;
}
export type GiftCardLedger = ReturnType<typeof createGiftCardLedger>;

/** A redemption's values inside another statement: each a placeholder or value of the caller's (cast here). */
export interface RedemptionValues {
  cardId: SQL;
  amount: SQL;
  orderId: SQL;
  restaurantId: SQL;
  userId: SQL;
  /** ISO instant: the card must be unexpired then, and the row is dated so. */
  at: SQL;
}

/**
 * The ledger's move for a redemption as two CTEs of the caller's one statement (an order's placement,
 * claims/gift-card.ts): the guarded update (`balance >= amount`, active, unexpired), then the
 * `redeem` row with the balance it left, inserted from the update's RETURNING so it exists exactly
 * when the balance moved. `spent` has no row when the card could not pay `amount` (spent from
 * meanwhile, voided, expired): the caller refuses, and the statement changes nothing.
 */
export function redemptionCtes(db: Database, values: RedemptionValues, spentName: string) {
  const amount = sql`${values.amount}::integer`;
  const at = sql`${values.at}::timestamptz`;
  const spent = db
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${amount}`, updatedAt: at })
    .where(and(eq(giftCards.id, sql`${values.cardId}::integer`), gte(giftCards.balance, amount), eq(giftCards.status, 'active'), gt(giftCards.expiresAt, at)))
    .returning({ id: giftCards.id, tenantId: giftCards.tenantId, balance: giftCards.balance });
  const columns = [
    giftCardLedger.tenantId,
    giftCardLedger.giftCardId,
    giftCardLedger.kind,
    giftCardLedger.amount,
    giftCardLedger.balanceAfter,
    giftCardLedger.orderId,
    giftCardLedger.restaurantId,
    giftCardLedger.actor,
    giftCardLedger.userId,
    giftCardLedger.createdAt,
  ].map((column) => sql.identifier(column.name));
  const of = (column: { name: string }) => sql`${sql.identifier(spentName)}.${sql.identifier(column.name)}`;
  // In parentheses, as drizzle puts its own builders' queries, to be a CTE.
  const recorded = sql`(insert into ${giftCardLedger} (${sql.join(columns, sql`, `)})
    select ${of(giftCards.tenantId)}, ${of(giftCards.id)}, 'redeem', -${amount}, ${of(giftCards.balance)}, ${values.orderId}::text,
      ${values.restaurantId}::integer, 'diner', ${values.userId}::integer, ${at}
    from ${sql.identifier(spentName)})`;
  return { spent, recorded };
}
