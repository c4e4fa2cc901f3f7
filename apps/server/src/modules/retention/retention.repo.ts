import { and, eq, gte, inArray, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { cartLines } from '../../db/schema/cart-lines.ts';
import { guests } from '../../db/schema/guests.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { idempotencyKeys, orders } from '../../db/schema/orders.ts';
import { rateLimitHits } from '../../db/schema/rate-limit-hits.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { staffPasswordLinks, staffSessions } from '../../db/schema/staff.ts';
import { authFailures, authSignIns, oneTimeCodes, pendingSignups } from '../../db/schema/users.ts';

/**
 * The retention sweep's SQL (issue 17): each rule deletes one batch of at most `limit` rows and
 * answers how many went. A batch is one short statement, so a big backlog never holds a long lock;
 * SKIP LOCKED lets two instances sweep at once without waiting on each other's rows. Times come
 * from the app's clock (tests move it), never SQL now().
 */
export function createRetentionRepo(db: Database) {
  /** Deletes up to `limit` rows of `table` matching `where`, found by their primary key `key`. */
  async function deleteBatch(table: PgTable, key: PgColumn, where: SQL | undefined, limit: number): Promise<number> {
    const batch = db.select({ key }).from(table).where(where).limit(limit).for('update', { skipLocked: true });
    const gone = await db.delete(table).where(inArray(key, batch)).returning({ key });
    return gone.length;
  }

  return {
    /** Diners' sessions (guests' and users') past their expiry: they no longer sign anyone in. */
    expiredSessions: (now: Date, limit: number) => deleteBatch(sessions, sessions.tokenHash, lt(sessions.expiresAt, now), limit),

    expiredStaffSessions: (now: Date, limit: number) => deleteBatch(staffSessions, staffSessions.tokenHash, lt(staffSessions.expiresAt, now), limit),

    /**
     * Guests created before `createdBefore` with no cart line, no order and no live session. An
     * order keeps its guest for good (the restaurant's records; orders are never deleted), a cart
     * line keeps it while it lasts, and a live session means someone may still be using it. What
     * else names the guest goes with it (its expired sessions, idempotency keys) or forgets it
     * (coupon uses keep counting, their guest_id set null).
     */
    idleGuests: (createdBefore: Date, now: Date, limit: number) =>
      deleteBatch(
        guests,
        guests.id,
        and(
          lt(guests.createdAt, createdBefore),
          notExists(
            db
              .select({ one: sql`1` })
              .from(cartLines)
              .where(eq(cartLines.guestId, guests.id)),
          ),
          notExists(
            db
              .select({ one: sql`1` })
              .from(orders)
              .where(eq(orders.guestId, guests.id)),
          ),
          notExists(
            db
              .select({ one: sql`1` })
              .from(sessions)
              .where(and(eq(sessions.guestId, guests.id), gte(sessions.expiresAt, now))),
          ),
        ),
        limit,
      ),

    /** Failed logins and wrong codes (every kind) recorded before `before`. */
    authFailures: (before: Date, limit: number) => deleteBatch(authFailures, authFailures.id, lt(authFailures.createdAt, before), limit),

    /** Placements' keys and stored answers written before `before` (their orders stay). */
    idempotencyKeys: (before: Date, limit: number) => deleteBatch(idempotencyKeys, idempotencyKeys.id, lt(idempotencyKeys.createdAt, before), limit),

    /** Emailed codes that expired before `before`: a code stops working when used or at its expiry, whichever is first. */
    spentCodes: (before: Date, limit: number) => deleteBatch(oneTimeCodes, oneTimeCodes.id, lt(oneTimeCodes.expiresAt, before), limit),

    /** Staff password links that expired before `before`, used or not. */
    spentStaffLinks: (before: Date, limit: number) =>
      deleteBatch(staffPasswordLinks, staffPasswordLinks.tokenHash, lt(staffPasswordLinks.expiresAt, before), limit),

    /** Signups never verified, made before `before` (their codes go with them: the foreign key cascades). */
    stalePendingSignups: (before: Date, limit: number) => deleteBatch(pendingSignups, pendingSignups.id, lt(pendingSignups.createdAt, before), limit),

    /**
     * IPs' last sign-ins older than `before`: such an IP counts as new again (login-guard.ts). The
     * table's key has four columns, so a batch is found by its rows' ctid.
     */
    staleSignIns: async (before: Date, limit: number) => {
      const batch = db
        .select({ row: sql`ctid` })
        .from(authSignIns)
        .where(lt(authSignIns.signedInAt, before))
        .limit(limit)
        .for('update', { skipLocked: true });
      const gone = await db
        .delete(authSignIns)
        .where(sql`ctid = any(array(${batch}))`)
        .returning({ at: authSignIns.signedInAt });
      return gone.length;
    },

    /** Rate-limit counters whose window ended before `now`: the next hit would start a new window anyway. */
    endedRateLimits: (now: Date, limit: number) => deleteBatch(rateLimitHits, rateLimitHits.key, lt(rateLimitHits.expiresAt, now), limit),

    /** Mail sent before `before` (its data was emptied when it went); pending and failed mail stays. */
    sentMail: (before: Date, limit: number) => deleteBatch(mailOutbox, mailOutbox.id, and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, before)), limit),
  };
}
export type RetentionRepo = ReturnType<typeof createRetentionRepo>;
