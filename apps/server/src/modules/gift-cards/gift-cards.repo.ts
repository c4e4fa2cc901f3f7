import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { giftCards } from '../../db/schema/gift-cards.ts';

/** What checking a card or paying with it reads of it. */
export type FoundGiftCard = Pick<typeof giftCards.$inferSelect, 'id' | 'status' | 'balance' | 'currency' | 'expiresAt' | 'codeLast4'>;

/** The tenant's card with a code's keyed hash (the unique index finds it): prepared, as every placement with a card reads it (decision 009). */
const byCodeQuery = (db: Database) =>
  db
    .select({
      id: giftCards.id,
      status: giftCards.status,
      balance: giftCards.balance,
      currency: giftCards.currency,
      expiresAt: giftCards.expiresAt,
      codeLast4: giftCards.codeLast4,
    })
    .from(giftCards)
    .where(and(eq(giftCards.tenantId, sql.placeholder('tenantId')), eq(giftCards.codeHash, sql.placeholder('codeHash'))))
    .prepare('gift_card_by_code');

/** The diners' reads of gift cards (issue 21); every change of a balance is the ledger's (gift-card-ledger.repo.ts). */
export function createGiftCardsRepo(db: Database) {
  // Prepared on first use, so building the app touches no database.
  let byCode: ReturnType<typeof byCodeQuery> | undefined;
  return {
    async findByCode(tenantId: number, codeHash: string): Promise<FoundGiftCard | null> {
      byCode ??= byCodeQuery(db);
      const [card] = await byCode.execute({ tenantId, codeHash });
      return card ?? null;
    },
  };
}
export type GiftCardsRepo = ReturnType<typeof createGiftCardsRepo>;
