import { and, count, countDistinct, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authFailures, authSignIns, type AUTH_FAILURE_KINDS } from '../../db/schema/users.ts';

export type FailureKind = (typeof AUTH_FAILURE_KINDS)[number];
/** The failures a sign-in counts: the diners' logins or the console's sign-ins (issue 10). */
export type SignInKind = Extract<FailureKind, 'login' | 'staff_login'>;

interface Account {
  tenantId: number;
  kind: FailureKind;
  email: string;
}

const ofAccount = ({ tenantId, kind, email }: Account) => and(eq(authFailures.tenantId, tenantId), eq(authFailures.kind, kind), eq(authFailures.email, email));

/**
 * Failed sign-ins and wrong codes, and the IPs that signed in to each account (issues 8, 10, 17). In
 * the database, so every instance counts the same. Times come from the caller's clock.
 */
export function createAuthAttemptsRepo(db: Database) {
  return {
    async recordFailure(values: Account & { ip: string; createdAt: Date }): Promise<void> {
      await db.insert(authFailures).values(values);
    },

    /** The newest `limit` failures of an account since `since` (from `ip` only, when given), newest first. */
    async recentFailures(account: Account, since: Date, limit: number, ip?: string): Promise<Date[]> {
      const rows = await db
        .select({ at: authFailures.createdAt })
        .from(authFailures)
        .where(and(ofAccount(account), ip === undefined ? undefined : eq(authFailures.ip, ip), gte(authFailures.createdAt, since)))
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

    /** How many IPs failed to sign in to the account since `since`. */
    async failingIps(account: Account, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: countDistinct(authFailures.ip) })
        .from(authFailures)
        .where(and(ofAccount(account), gte(authFailures.createdAt, since)));
      return row?.n ?? 0;
    },

    async signedInSince(account: Account & { kind: SignInKind }, ip: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ at: authSignIns.signedInAt })
        .from(authSignIns)
        .where(
          and(
            eq(authSignIns.tenantId, account.tenantId),
            eq(authSignIns.kind, account.kind),
            eq(authSignIns.email, account.email),
            eq(authSignIns.ip, ip),
            gte(authSignIns.signedInAt, since),
          ),
        );
      return row !== undefined;
    },

    /**
     * A sign-in from `ip`: forgets the account's failures from that IP only (never another IP's) and
     * remembers that the IP signed in, in one statement.
     */
    async recordSignIn(account: Account & { kind: SignInKind }, ip: string, at: Date): Promise<void> {
      const { tenantId, kind, email } = account;
      await db.execute(sql`
        with cleared as (
          delete from ${authFailures}
          where ${authFailures.tenantId} = ${tenantId} and ${authFailures.kind} = ${kind} and ${authFailures.email} = ${email} and ${authFailures.ip} = ${ip}
        )
        insert into ${authSignIns} (tenant_id, kind, email, ip, signed_in_at)
        values (${tenantId}, ${kind}, ${email}, ${ip}, ${at.toISOString()}::timestamptz)
        on conflict (tenant_id, kind, email, ip) do update set signed_in_at = excluded.signed_in_at`);
    },
  };
}
export type AuthAttemptsRepo = ReturnType<typeof createAuthAttemptsRepo>;
