import type { Database } from '../../db/client.ts';
import { createGiftCardLedger } from './gift-card-ledger.repo.ts';
import { createGiftCardScheduleRepo } from './gift-card-schedule.repo.ts';

/** How often the jobs look for cards to deliver or expire: a card bought for 09:00 is active by 09:01. */
export const GIFT_CARD_SWEEP_MS = 60_000;
const EXPIRY_BATCH = 100;

/**
 * Issue 21: a gift card's timed changes, run as periodic jobs (composition.ts). A scheduled card
 * becomes active at its delivery (its recipient's mail is already queued, due then: issue-gift-card.ts);
 * a card past its expiry ends with an `expire` ledger row taking what was left. Both are conditional,
 * so instances racing change each card once.
 */
export function createGiftCardSchedule(db: Database) {
  const repo = createGiftCardScheduleRepo(db);
  return {
    activateDue: (at: Date): Promise<number> => repo.activateDue(at),

    /** Expires the cards due, a batch at a time, each in its own transaction; stops early when the app stops. */
    async expireDue(at: Date, signal?: AbortSignal): Promise<number> {
      let expired = 0;
      for (let ids = await repo.expiredIds(at, EXPIRY_BATCH); ids.length > 0 && !signal?.aborted; ids = await repo.expiredIds(at, EXPIRY_BATCH)) {
        for (const id of ids) {
          const ended = await db.transaction((tx) =>
            createGiftCardLedger(tx).end(id, 'expire', { by: { actor: 'system' }, reason: 'Expired' }, { from: ['scheduled', 'active'], at }),
          );
          if (ended) expired += 1;
        }
      }
      return expired;
    },
  };
}
export type GiftCardSchedule = ReturnType<typeof createGiftCardSchedule>;
