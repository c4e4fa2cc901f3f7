import type { GuestUser } from '@crust/contract/auth';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { guests } from '../../db/schema/guests.ts';
import { sessions } from '../../db/schema/sessions.ts';
import type { AuthSession } from '../../plugins/authenticate.ts';

export interface NewGuestSession {
  tenantId: number;
  guestId: number;
  name: string;
  email: string;
  phoneNo: string;
  tokenHash: string;
  expiresAt: Date;
}

const toGuestUser = (row: { guestId: number; name: string; email: string; phoneNo: string }): GuestUser => ({
  guestId: row.guestId,
  name: row.name,
  email: row.email,
  phone_no: row.phoneNo,
});

export function createAuthRepo(db: Database) {
  return {
    /**
     * Inserts the guest and its session atomically. Returns null when the guest id is taken:
     * ON CONFLICT DO NOTHING keeps the transaction usable, so the caller retries with a new id.
     */
    async createGuestSession(input: NewGuestSession): Promise<GuestUser | null> {
      return db.transaction(async (tx) => {
        const [guest] = await tx
          .insert(guests)
          .values({ tenantId: input.tenantId, guestId: input.guestId, name: input.name, email: input.email, phoneNo: input.phoneNo })
          .onConflictDoNothing({ target: guests.guestId })
          .returning();
        if (!guest) return null;
        await tx.insert(sessions).values({
          tokenHash: input.tokenHash,
          tenantId: input.tenantId,
          guestId: guest.id,
          expiresAt: input.expiresAt,
        });
        return toGuestUser(guest);
      });
    },

    async findSession(tokenHash: string): Promise<AuthSession | null> {
      const [row] = await db
        .select({ session: sessions, guest: guests })
        .from(sessions)
        .leftJoin(guests, eq(guests.id, sessions.guestId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
        .limit(1);
      if (!row) return null;
      return {
        tenantId: row.session.tenantId,
        userId: row.session.userId,
        guest: row.guest ? { rowId: row.guest.id, guestUser: toGuestUser(row.guest) } : null,
      };
    },
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;
