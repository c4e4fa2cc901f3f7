import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import type { SiteConfig } from '@crust/contract/site-config';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { siteConfigAsServed } from '../../lib/site-config-as-served.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Writes a queued mail in the caller's transaction (mail-queue.ts `queueMail` is how other modules call it). */
export async function insertOutboxRow(tx: Database, row: typeof mailOutbox.$inferInsert): Promise<void> {
  await tx.insert(mailOutbox).values(row);
}

export function createMailRepo(db: Database) {
  return {
    /**
     * Claims up to `limit` due mails for `leaseSeconds`, atomically: SKIP LOCKED lets several senders
     * (server instances) run at once without claiming the same row, and a sender that dies leaves its
     * rows to whoever claims them after the lease.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, 'pending'),
            sql`${mailOutbox.nextAttemptAt} <= now()`,
            sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} < now())`,
          ),
        )
        .orderBy(asc(mailOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(sql`${mailOutbox.id} in ${due}`)
        .returning();
    },

    /** Sent: the data (a code, a name) is emptied so it does not linger. Only while this sender holds the claim. */
    async markSent(ids: number[]): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, data: {}, lockedUntil: null, lastError: null })
        .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'pending')));
    },

    /** Not sent: retry at `retryAt`, or give up (failed) when it is null. */
    async markNotSent(id: number, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set(retryAt ? { lastError: error, nextAttemptAt: retryAt, lockedUntil: null } : { status: 'failed', lastError: error, lockedUntil: null, data: {} })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
    },

    /**
     * What a tenant's mails are branded with: the business's name (accounts belong to the tenant, not
     * to an outlet, and each outlet's configuration names the outlet) and the site configuration of
     * its first outlet (logo, colour, contact), else the defaults.
     */
    async brandSourceOf(tenantId: number): Promise<{ businessName: string; config: SiteConfig }> {
      const [row] = await db
        .select({ businessName: tenants.name, webConfig: restaurantSettings.webConfig })
        .from(tenants)
        .leftJoin(restaurantSettings, eq(restaurantSettings.tenantId, tenants.id))
        .where(eq(tenants.id, tenantId))
        .orderBy(asc(restaurantSettings.restaurantId))
        .limit(1);
      return {
        businessName: row?.businessName ?? defaultSiteConfig.general.businessShortName,
        config: row?.webConfig ? siteConfigAsServed(row.webConfig) : defaultSiteConfig,
      };
    },
  };
}
export type MailRepo = ReturnType<typeof createMailRepo>;
