import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { giftCards } from '../../db/schema/gift-cards.ts';

/** What checking a card or paying with it reads of it. */
export type FoundGiftCard = Pick<typeof giftCards.$inferSelect, 'id' | 'status' | 'balance' | 'currency' | 'expiresAt' | 'codeLast4'>;

/** The diners' reads of gift cards (issue 21); every change of a balance is the ledger's (gift-card-ledger.repo.ts). */
export function createGiftCardsRepo(db: Database) {
  return {
    /** The tenant's card with this code's keyed hash (the unique index finds it), or null. */
    async findByCode(tenantId: number, codeHash: string): Promise<FoundGiftCard | null> {
      const [card] = await db
        .select({
          id: giftCards.id,
          status: giftCards.status,
          balance: giftCards.balance,
          currency: giftCards.currency,
          expiresAt: giftCards.expiresAt,
          codeLast4: giftCards.codeLast4,
        })
        .from(giftCards)
        .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.codeHash, codeHash)));
      return card ?? null;
    },
  };
}
export type GiftCardsRepo = ReturnType<typeof createGiftCardsRepo>;
