import type { Database } from '../../db/client.ts';
import { createGiftCardLedger, type GiftCardRow } from './gift-card-ledger.repo.ts';

// What the console changes of a card (issue 21), in the caller's transaction through the one ledger
// pattern: functions, not a service, since they must join the transaction that audits them.

/** A staff member changing a card from the console, with the reason they gave. */
export interface StaffChange {
  staffId: number;
  reason: string;
  at: Date;
}

/** Moves an active, unexpired card's balance by `delta` cents as an `adjust` row; null when it would go below zero or the card may not change. */
export const adjustGiftCard = (tx: Database, cardId: number, delta: number, change: StaffChange): Promise<GiftCardRow | null> =>
  createGiftCardLedger(tx).move(
    cardId,
    'adjust',
    delta,
    { by: { actor: 'staff', staffId: change.staffId }, reason: change.reason },
    { onlyIfActive: true, at: change.at },
  );

/** Voids a scheduled or active card, its remaining balance taken off in the `void` row; null when it had already ended. */
export const voidGiftCard = (tx: Database, cardId: number, change: StaffChange): Promise<GiftCardRow | null> =>
  createGiftCardLedger(tx).end(
    cardId,
    'void',
    { by: { actor: 'staff', staffId: change.staffId }, reason: change.reason },
    { from: ['scheduled', 'active'], at: change.at },
  );
