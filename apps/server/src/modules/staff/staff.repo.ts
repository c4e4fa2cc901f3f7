import type { AuditEntry, StaffListItem } from '@crust/contract/console-staff';
import { and, count, desc, eq, gt, inArray, isNull, or, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { auditLog, staff, staffOutlets, staffPasswordLinks, staffSessions } from '../../db/schema/staff.ts';
import { tenants } from '../../db/schema/tenants.ts';

export type StaffRow = typeof staff.$inferSelect;

/**
 * An owner works at every outlet of the tenant that is not archived (a hidden one is set up before it
 * opens: its hours, zones and menu); the others at the outlets they are given. The
 * outer row is named in full: drizzle prints a one-table select's columns without their table.
 */
const outletIdsOf = sql<number[]>`case when ${staff.role} = 'owner'
  then (select coalesce(json_agg(${restaurants.id} order by ${restaurants.id}), '[]'::json) from ${restaurants} where ${restaurants.tenantId} = "staff"."tenant_id" and ${restaurants.archivedAt} is null)
  else (select coalesce(json_agg(${staffOutlets.restaurantId} order by ${staffOutlets.restaurantId}), '[]'::json) from ${staffOutlets} where ${staffOutlets.staffId} = "staff"."id")
  end`;

/** The staff's SQL (issue 10). Times come from the service's clock, so tests can move it. */
export function createStaffRepo(db: Database) {
  return {
    async byEmail(tenantId: number, email: string): Promise<StaffRow | null> {
      const [row] = await db
        .select()
        .from(staff)
        .where(and(eq(staff.tenantId, tenantId), eq(staff.email, email)));
      return row ?? null;
    },

    async byId(tx: Database, tenantId: number, staffId: number): Promise<StaffRow | null> {
      const [row] = await tx
        .select()
        .from(staff)
        .where(and(eq(staff.tenantId, tenantId), eq(staff.id, staffId)));
      return row ?? null;
    },

    /** The tenant's people as owners see them (one person with `staffId`), by name. */
    async items(tx: Database, tenantId: number, staffId?: number): Promise<StaffListItem[]> {
      const rows = await tx
        .select({
          id: staff.id,
          name: staff.name,
          email: staff.email,
          role: staff.role,
          outlet_ids: outletIdsOf,
          totp_enabled: sql<boolean>`${staff.totpSecret} is not null`,
          disabled: sql<boolean>`${staff.disabledAt} is not null`,
          password_set: sql<boolean>`${staff.passwordHash} is not null`,
          createdAt: staff.createdAt,
        })
        .from(staff)
        .where(and(eq(staff.tenantId, tenantId), staffId === undefined ? undefined : eq(staff.id, staffId)))
        .orderBy(staff.name, staff.id);
      // Each outlet by name and time zone too, as the console lists them (an inactive one a person works at included).
      const outletIds = [...new Set(rows.flatMap((row) => row.outlet_ids))];
      const outlets =
        outletIds.length === 0
          ? []
          : await tx
              .select({ id: restaurants.id, name: restaurants.name, timezone: restaurantSettings.timezone })
              .from(restaurants)
              .innerJoin(restaurantSettings, eq(restaurantSettings.restaurantId, restaurants.id))
              .where(inArray(restaurants.id, outletIds));
      const outletOf = new Map(outlets.map((outlet) => [outlet.id, outlet]));
      return rows.map(({ createdAt, ...row }) => ({
        ...row,
        outlets: row.outlet_ids.flatMap((id) => outletOf.get(id) ?? []),
        created_at: createdAt.toISOString(),
      }));
    },

    /** Inserts a person; null when the address is already on the tenant's staff. */
    async insert(tx: Database, values: { tenantId: number; email: string; name: string; role: StaffRow['role'] }): Promise<StaffRow | null> {
      const [row] = await tx
        .insert(staff)
        .values(values)
        .onConflictDoNothing({ target: [staff.tenantId, staff.email] })
        .returning();
      return row ?? null;
    },

    async update(
      tx: Database,
      staffId: number,
      values: Partial<Pick<StaffRow, 'role' | 'disabledAt' | 'passwordHash' | 'totpSecret' | 'totpPendingSecret'>>,
      at: Date,
    ) {
      await tx
        .update(staff)
        .set({ ...values, updatedAt: at })
        .where(eq(staff.id, staffId));
    },

    /** Which of `outletIds` are the tenant's outlets. */
    async tenantOutlets(tx: Database, tenantId: number, outletIds: readonly number[]): Promise<number[]> {
      if (outletIds.length === 0) return [];
      const rows = await tx
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(and(eq(restaurants.tenantId, tenantId), inArray(restaurants.id, [...outletIds])));
      return rows.map((row) => row.id);
    },

    async setOutlets(tx: Database, tenantId: number, staffId: number, outletIds: readonly number[]): Promise<void> {
      await tx.delete(staffOutlets).where(eq(staffOutlets.staffId, staffId));
      if (outletIds.length > 0) await tx.insert(staffOutlets).values([...new Set(outletIds)].map((restaurantId) => ({ staffId, tenantId, restaurantId })));
    },

    async tenantName(tenantId: number): Promise<string | null> {
      const [row] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
      return row?.name ?? null;
    },

    async createSession(tx: Database, values: { tokenHash: string; tenantId: number; staffId: number; expiresAt: Date }): Promise<void> {
      await tx.insert(staffSessions).values(values);
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    },

    async deleteSessionsOf(tx: Database, staffId: number): Promise<void> {
      await tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
    },

    /**
     * Accepts a TOTP code's time step once: true for exactly one caller, however many present codes
     * of the same step at once (a code seen over someone's shoulder cannot be replayed).
     */
    async acceptTotpStep(tx: Database, staffId: number, step: number): Promise<boolean> {
      const rows = await tx
        .update(staff)
        .set({ totpLastStep: step })
        .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
        .returning({ id: staff.id });
      return rows.length === 1;
    },

    async insertPasswordLink(tx: Database, values: { tokenHash: string; tenantId: number; staffId: number; expiresAt: Date }): Promise<void> {
      await tx.insert(staffPasswordLinks).values(values);
    },

    /** The person an unused, unexpired link is for. */
    async liveLink(tokenHash: string, at: Date): Promise<{ staffId: number; tenantId: number } | null> {
      const [row] = await db
        .select({ staffId: staffPasswordLinks.staffId, tenantId: staffPasswordLinks.tenantId })
        .from(staffPasswordLinks)
        .where(and(eq(staffPasswordLinks.tokenHash, tokenHash), isNull(staffPasswordLinks.usedAt), gt(staffPasswordLinks.expiresAt, at)));
      return row ?? null;
    },

    /** Uses the link, once however many present it at once, and with it every other link of the person. */
    async useLink(tx: Database, tokenHash: string, at: Date): Promise<{ staffId: number; tenantId: number } | null> {
      const [row] = await tx
        .update(staffPasswordLinks)
        .set({ usedAt: at })
        .where(and(eq(staffPasswordLinks.tokenHash, tokenHash), isNull(staffPasswordLinks.usedAt), gt(staffPasswordLinks.expiresAt, at)))
        .returning({ staffId: staffPasswordLinks.staffId, tenantId: staffPasswordLinks.tenantId });
      if (!row) return null;
      await tx
        .update(staffPasswordLinks)
        .set({ usedAt: at })
        .where(and(eq(staffPasswordLinks.staffId, row.staffId), isNull(staffPasswordLinks.usedAt)));
      return row;
    },

    /** A page of the tenant's audit log, newest first, with each person's name, email and role, and the outlet's name. */
    async auditPage(tenantId: number, page: number, perPage: number): Promise<{ entries: AuditEntry[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: auditLog.id,
            action: auditLog.action,
            target: auditLog.target,
            restaurant_id: auditLog.restaurantId,
            staff_id: auditLog.staffId,
            staff_name: staff.name,
            staff_email: staff.email,
            staff_role: staff.role,
            restaurant_name: restaurants.name,
            before: auditLog.before,
            after: auditLog.after,
            createdAt: auditLog.createdAt,
          })
          .from(auditLog)
          .leftJoin(staff, eq(staff.id, auditLog.staffId))
          .leftJoin(restaurants, eq(restaurants.id, auditLog.restaurantId))
          .where(eq(auditLog.tenantId, tenantId))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(auditLog).where(eq(auditLog.tenantId, tenantId)),
      ]);
      return { entries: rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })), total: total?.n ?? 0 };
    },
  };
}
export type StaffRepo = ReturnType<typeof createStaffRepo>;
