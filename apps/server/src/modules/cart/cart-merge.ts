import type { Database } from '../../db/client.ts';
import { deleteGuestLines, mergeGuestLinesInto } from './cart.repo.ts';

/**
 * Moves a guest's cart into a user's when that guest logs in or signs up (issue 8), in the caller's
 * transaction. The same item with the same choices adds up, capped at the line maximum; other lines
 * move over. Moved lines are inserted, so they get new, higher ids: a cart holds one outlet's lines
 * and pricing keeps the outlet of the newest line, so the items the diner just added as a guest win
 * over an older cart of the account at another outlet; the cart then keeps its `maxLines` most
 * recently changed lines. The accounts module calls it inside its login transaction, which is why
 * the cart module exports a function taking that transaction (issue 17).
 */
export async function mergeGuestCart(db: Database, guestRowId: number, userId: number, maxLines: number): Promise<void> {
  await mergeGuestLinesInto(db, guestRowId, userId, maxLines);
  await deleteGuestLines(db, guestRowId);
}
