import { sql } from 'drizzle-orm';
import { idempotencyKeys } from '../../../db/schema/orders.ts';
import { KEY_HOURS } from '../orders.repo.ts';
import type { PlacementClaim } from './placement-claim.ts';

/** A placement whose key another request holds: nothing was written, and it replays that request's answer. */
export class KeyTaken extends Error {
  constructor() {
    super('Another request holds this Idempotency-Key.');
  }
}

/**
 * The Idempotency-Key, with the answer it replays: a new key is inserted, a key older than 24 hours
 * taken over, a live one left alone (no row: refused). A concurrent request with the key waits on
 * its unique index here until the first ends, then replays its answer (place-order.ts).
 */
export const idempotencyKeyClaim: PlacementClaim = {
  name: 'idempotency-key',
  refusals: { key_taken: () => new KeyTaken() },
  statement: ({ db, rows, placeholders, number }) => {
    const key = placeholders('key', rows.key);
    // The answer gets the order's number, which the statement takes.
    const answer = sql`jsonb_set(${placeholders('raw', rows.raw).answerBody}::jsonb, '{data,number}'::text[], to_jsonb(${number}))`;
    const claimedKey = db
      .insert(idempotencyKeys)
      .values({ ...key, responseBody: answer })
      .onConflictDoUpdate({
        target: rows.owner.userId !== null ? [idempotencyKeys.userId, idempotencyKeys.key] : [idempotencyKeys.guestId, idempotencyKeys.key],
        set: { requestHash: key.requestHash, responseStatus: key.responseStatus, responseBody: answer, createdAt: sql`now()` },
        setWhere: sql`${idempotencyKeys.createdAt} <= now() - make_interval(hours => ${KEY_HOURS})`,
      })
      .returning({ id: idempotencyKeys.id });
    return { ctes: [['claimed_key', claimedKey]], refusals: [['key_taken', sql`not exists (select from claimed_key)`]] };
  },
};
