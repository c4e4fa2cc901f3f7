import { and, asc, inArray, lte, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { giftCards } from '../../db/schema/gift-cards.ts';

/** The gift cards' timed changes' SQL (issue 21): delivery and expiry. */
export function createGiftCardScheduleRepo(db: Database) {
  return {
    /** Scheduled cards whose delivery has come become active, in one conditional update (two instances at once change each once). */
    async activateDue(at: Date): Promise<number> {
      const rows = await db
        .update(giftCards)
        .set({ status: 'active', updatedAt: at })
        .where(and(eq(giftCards.status, 'scheduled'), lte(giftCards.deliverAt, at)))
        .returning({ id: giftCards.id });
      return rows.length;
    },

    /** Up to `limit` cards, live or still to be delivered, whose expiry has passed. */
    async expiredIds(at: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: giftCards.id })
        .from(giftCards)
        .where(and(inArray(giftCards.status, ['scheduled', 'active']), lte(giftCards.expiresAt, at)))
        .orderBy(asc(giftCards.expiresAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}
