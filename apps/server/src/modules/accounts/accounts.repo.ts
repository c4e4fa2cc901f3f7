import type { User } from '@crust/contract/accounts';
import { and, count, desc, eq, gt, gte, isNull, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { authFailures, oneTimeCodes, users, type AUTH_FAILURE_KINDS } from '../../db/schema/users.ts';
import type { MailTemplate } from '../mail/mail-queue.ts';
import type { CodePurpose } from './one-time-codes.ts';

export type UserRow = typeof users.$inferSelect;
export type CodeRow = typeof oneTimeCodes.$inferSelect;
export type FailureKind = (typeof AUTH_FAILURE_KINDS)[number];

/** What the API shows of an account (contract userSchema): never the hash. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone_no: row.phoneNo,
  email_verified: row.emailVerifiedAt !== null,
});

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

    /** Inserts an unverified account; null when the address was taken meanwhile (a concurrent signup). */
    async insertUser(tx: Database, values: { tenantId: number; email: string; name: string; phoneNo: string; passwordHash: string }): Promise<UserRow | null> {
      const [row] = await tx
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: [users.tenantId, users.email] })
        .returning();
      return row ?? null;
    },

    async updateUser(
      tx: Database,
      id: number,
      values: Partial<Pick<UserRow, 'name' | 'phoneNo' | 'passwordHash' | 'emailVerifiedAt'>>,
      now: Date,
    ): Promise<UserRow> {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`User ${id} vanished during an update`);
      return row;
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

    /** A new code supersedes the address's earlier codes of the same purpose. */
    async insertCode(
      tx: Database,
      values: { tenantId: number; email: string; purpose: CodePurpose; codeHash: string; expiresAt: Date; createdAt: Date },
    ): Promise<void> {
      await tx
        .update(oneTimeCodes)
        .set({ consumedAt: values.createdAt })
        .where(
          and(
            eq(oneTimeCodes.tenantId, values.tenantId),
            eq(oneTimeCodes.email, values.email),
            eq(oneTimeCodes.purpose, values.purpose),
            isNull(oneTimeCodes.consumedAt),
          ),
        );
      await tx.insert(oneTimeCodes).values(values);
    },

    /** The address's live code of that purpose, if any. */
    async liveCode(tenantId: number, email: string, purpose: CodePurpose, now: Date): Promise<CodeRow | null> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.tenantId, tenantId),
            eq(oneTimeCodes.email, email),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.consumedAt),
            gt(oneTimeCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(oneTimeCodes.id))
        .limit(1);
      return row ?? null;
    },

    /** Counts a wrong entry of a code, burning it at `maxTries`, in one statement (concurrent guesses cannot overrun it). */
    async countWrongEntry(id: number, maxTries: number, now: Date): Promise<void> {
      await db
        .update(oneTimeCodes)
        .set({
          attempts: sql`${oneTimeCodes.attempts} + 1`,
          consumedAt: sql`case when ${oneTimeCodes.attempts} + 1 >= ${maxTries} then ${now.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)));
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

    async recordFailure(values: { tenantId: number; kind: FailureKind; email: string; ip: string; createdAt: Date }): Promise<void> {
      await db.insert(authFailures).values(values);
    },

    /** The newest `limit` failures of an address since `since`, newest first. */
    async recentFailures(tenantId: number, kind: FailureKind, email: string, since: Date, limit: number): Promise<Date[]> {
      const rows = await db
        .select({ at: authFailures.createdAt })
        .from(authFailures)
        .where(and(eq(authFailures.tenantId, tenantId), eq(authFailures.kind, kind), eq(authFailures.email, email), gte(authFailures.createdAt, since)))
        .orderBy(desc(authFailures.createdAt))
        .limit(limit);
      return rows.map((row) => row.at);
    },

    async failuresFromIp(kind: FailureKind, ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(authFailures)
        .where(and(eq(authFailures.kind, kind), eq(authFailures.ip, ip), gte(authFailures.createdAt, since)));
      return row?.n ?? 0;
    },

    /** A correct password forgets that address's failures from this IP only: never another IP's. */
    async clearLoginFailures(tenantId: number, kind: FailureKind, email: string, ip: string): Promise<void> {
      await db
        .delete(authFailures)
        .where(and(eq(authFailures.tenantId, tenantId), eq(authFailures.kind, kind), eq(authFailures.email, email), eq(authFailures.ip, ip)));
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
