import { MAX_LINE_QUANTITY } from '@crust/contract/limits';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Moves a guest's cart into a user's when that guest logs in or signs up (issue 8), in the caller's
 * transaction. The same item with the same choices adds up, capped at the line maximum; other lines
 * move over. Moved lines are inserted, so they get new, higher ids: a cart holds one outlet's lines
 * and pricing keeps the outlet of the newest line, so the items the diner just added as a guest win
 * over an older cart of the account at another outlet.
 */
export async function mergeGuestCart(db: Database, guestRowId: number, userId: number): Promise<void> {
  await db.execute(sql`
    insert into cart_lines (tenant_id, restaurant_id, user_id, kind, menu, quantity, notes, choices, signature)
    select tenant_id, restaurant_id, ${userId}, kind, menu, quantity, notes, choices, signature
    from cart_lines where guest_id = ${guestRowId}
    order by id
    on conflict (user_id, guest_id, signature) do update
      set quantity = least(cart_lines.quantity + excluded.quantity, ${MAX_LINE_QUANTITY}), updated_at = now()`);
  await db.execute(sql`delete from cart_lines where guest_id = ${guestRowId}`);
}
