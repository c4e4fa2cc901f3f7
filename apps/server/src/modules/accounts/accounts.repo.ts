import type { User } from '@crust/contract/accounts';
import { and, asc, count, desc, eq, gt, gte, isNull, max, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { oneTimeCodes, pendingSignups, users } from '../../db/schema/users.ts';
import type { MailTemplate } from '../mail/mail-queue.ts';
import type { CodePurpose } from './one-time-codes.ts';

export type UserRow = typeof users.$inferSelect;
export type CodeRow = typeof oneTimeCodes.$inferSelect;
export type PendingSignupRow = typeof pendingSignups.$inferSelect;

/** What the API shows of an account (contract userSchema): never the hash. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone_no: row.phoneNo,
  // Every account has proved its address (issue 17: a signup waits in pending_signups until then).
  email_verified: true,
});

/** Codes of that purpose and address not used or burnt yet (expired ones included). */
const liveOf = (tenantId: number, email: string, purpose: CodePurpose) =>
  and(eq(oneTimeCodes.tenantId, tenantId), eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt));

/** The address's signups made since `since` (older ones are forgotten), and whatever else must hold. */
const pendingOf = (tenantId: number, email: string, since: Date, also?: SQL) =>
  and(eq(pendingSignups.tenantId, tenantId), eq(pendingSignups.email, email), gte(pendingSignups.createdAt, since), also);

/** The accounts' SQL. Time-dependent rules take `now` from the service (its clock is testable), not SQL now(). */
export function createAccountsRepo(db: Database) {
  return {
    async userByEmail(tx: Database, tenantId: number, email: string): Promise<UserRow | null> {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
        .limit(1);
      return row ?? null;
    },

    async userById(tenantId: number, id: number): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** Makes the account a proved signup becomes; null when the address has one already (a concurrent verification). */
    async insertUser(
      tx: Database,
      values: { tenantId: number; email: string; name: string; phoneNo: string; passwordHash: string; emailVerifiedAt: Date },
    ): Promise<UserRow | null> {
      const [row] = await tx
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: [users.tenantId, users.email] })
        .returning();
      return row ?? null;
    },

    async updateUser(tx: Database, id: number, values: Partial<Pick<UserRow, 'name' | 'phoneNo' | 'passwordHash'>>, now: Date): Promise<UserRow> {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`User ${id} vanished during an update`);
      return row;
    },

    async insertPendingSignup(
      tx: Database,
      values: { tenantId: number; email: string; name: string; phoneNo: string; passwordHash: string; tokenHash: string; createdAt: Date },
    ): Promise<PendingSignupRow> {
      const [row] = await tx.insert(pendingSignups).values(values).returning();
      if (!row) throw new Error('A pending signup was not stored');
      return row;
    },

    /** The address's signup made since `since` that the signup_token with this hash names, if any. */
    async pendingSignupByToken(tx: Database, tenantId: number, email: string, tokenHash: string, since: Date): Promise<PendingSignupRow | null> {
      const [row] = await tx
        .select()
        .from(pendingSignups)
        .where(pendingOf(tenantId, email, since, eq(pendingSignups.tokenHash, tokenHash)))
        .limit(1);
      return row ?? null;
    },

    /** The address's first `limit` signups made since `since`, oldest first. */
    async pendingSignups(tx: Database, tenantId: number, email: string, since: Date, limit: number): Promise<PendingSignupRow[]> {
      return tx
        .select()
        .from(pendingSignups)
        .where(pendingOf(tenantId, email, since))
        .orderBy(asc(pendingSignups.createdAt), asc(pendingSignups.id))
        .limit(limit);
    },

    /** Gives the signup a new signup_token (its hash): the one held before stops working. */
    async setSignupToken(tx: Database, id: number, tokenHash: string): Promise<void> {
      await tx.update(pendingSignups).set({ tokenHash }).where(eq(pendingSignups.id, id));
    },

    /**
     * Deletes every signup of the address (their codes go with them) and answers them. The claim of a
     * verification: of two codes entered at once, only the first transaction finds its signup here.
     */
    async takePendingSignups(tx: Database, tenantId: number, email: string): Promise<PendingSignupRow[]> {
      return tx
        .delete(pendingSignups)
        .where(and(eq(pendingSignups.tenantId, tenantId), eq(pendingSignups.email, email)))
        .returning();
    },

    async deleteUser(id: number): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    /** Mails of a template queued to an address since `since`, and when the last one was: the resend limits count these. */
    async mailsSince(tx: Database, tenantId: number, email: string, template: MailTemplate, since: Date): Promise<{ sent: number; last: Date | null }> {
      const [row] = await tx
        .select({ sent: count(), last: max(mailOutbox.createdAt) })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.toAddress, email), eq(mailOutbox.template, template), gte(mailOutbox.createdAt, since)));
      return { sent: row?.sent ?? 0, last: row?.last ?? null };
    },

    /** A new code supersedes the earlier codes of the same purpose, address and signup. */
    async insertCode(
      tx: Database,
      values: { tenantId: number; email: string; purpose: CodePurpose; signupId: number | null; codeHash: string; expiresAt: Date; createdAt: Date },
    ): Promise<void> {
      await tx
        .update(oneTimeCodes)
        .set({ consumedAt: values.createdAt })
        .where(and(liveOf(values.tenantId, values.email, values.purpose), values.signupId === null ? undefined : eq(oneTimeCodes.signupId, values.signupId)));
      await tx.insert(oneTimeCodes).values(values);
    },

    /** The address's live codes of that purpose, newest first: one per pending signup for verification, else at most one. */
    async liveCodes(tenantId: number, email: string, purpose: CodePurpose, now: Date): Promise<CodeRow[]> {
      return db
        .select()
        .from(oneTimeCodes)
        .where(and(liveOf(tenantId, email, purpose), gt(oneTimeCodes.expiresAt, now)))
        .orderBy(desc(oneTimeCodes.id));
    },

    /**
     * Counts a wrong entry against each of the address's live codes of that purpose, burning a code at
     * `maxTries`, in one statement (concurrent guesses cannot overrun it).
     */
    async countWrongEntry(tenantId: number, email: string, purpose: CodePurpose, maxTries: number, now: Date): Promise<void> {
      await db
        .update(oneTimeCodes)
        .set({
          attempts: sql`${oneTimeCodes.attempts} + 1`,
          consumedAt: sql`case when ${oneTimeCodes.attempts} + 1 >= ${maxTries} then ${now.toISOString()}::timestamptz else null end`,
        })
        .where(liveOf(tenantId, email, purpose));
    },

    /** Uses the code: true for exactly one caller, however many present it at once. */
    async consumeCode(tx: Database, id: number, now: Date): Promise<boolean> {
      const rows = await tx
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },

    async createSession(tx: Database, values: { tokenHash: string; tenantId: number; userId: number; expiresAt: Date }): Promise<void> {
      await tx.insert(sessions).values(values);
    },

    /** Ends one session (logout). Every instance forgets it through the session_ended notification. */
    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends every session of a user but `keep` (reset and password change); answers the ended token hashes. */
    async deleteUserSessions(tx: Database, userId: number, keep: string | null): Promise<string[]> {
      const rows = await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), keep ? ne(sessions.tokenHash, keep) : undefined))
        .returning({ tokenHash: sessions.tokenHash });
      return rows.map((row) => row.tokenHash);
    },

    async deleteGuestSessions(tx: Database, guestRowId: number): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.guestId, guestRowId));
    },

    async extendSession(tokenHash: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    },
  };
}
export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
