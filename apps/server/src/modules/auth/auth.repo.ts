import type { GuestUser } from '@crust/contract/auth';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { guests } from '../../db/schema/guests.ts';
import { sessions } from '../../db/schema/sessions.ts';
import type { AuthSession, SessionSubject } from '../../plugins/authenticate.ts';

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

/**
 * The bearer session of a token hash, prepared: drizzle builds the SQL once rather than per request
 * (building it cost several times the query itself, issue #4's bench), and PostgreSQL plans it once
 * per connection. Only the columns a session needs.
 */
const findSessionQuery = (db: Database) =>
  db
    .select({
      tenantId: sessions.tenantId,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      guestRowId: guests.id,
      guestId: guests.guestId,
      name: guests.name,
      email: guests.email,
      phoneNo: guests.phoneNo,
    })
    .from(sessions)
    .leftJoin(guests, eq(guests.id, sessions.guestId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('auth_find_session');

export function createAuthRepo(db: Database) {
  // Prepared on first use, so building the app touches no database.
  let prepared: ReturnType<typeof findSessionQuery> | undefined;
  const findSession = () => (prepared ??= findSessionQuery(db));
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

    /** Every API call that needs an owner runs this, so it is prepared once (see findSessionQuery). */
    async findSession(tokenHash: string): Promise<AuthSession | null> {
      const [row] = await findSession().execute({ tokenHash });
      if (!row) return null;
      const { tenantId, userId, expiresAt, guestRowId, guestId, name, email, phoneNo } = row;
      // The sessions_one_subject CHECK guarantees exactly one of user and guest.
      const subject: SessionSubject =
        userId !== null
          ? { kind: 'user', userId }
          : {
              kind: 'guest',
              guestRowId: guestRowId ?? 0,
              guestUser: toGuestUser({ guestId: guestId ?? 0, name: name ?? '', email: email ?? '', phoneNo: phoneNo ?? '' }),
            };
      return { tenantId, tokenHash, subject, expiresAt };
    },
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;
