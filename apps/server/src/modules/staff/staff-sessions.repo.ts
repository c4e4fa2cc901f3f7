import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { staff, staffOutlets, staffSessions } from '../../db/schema/staff.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';

/** The reads every console call makes: the staff session of a token, and an outlet's tenant. */
export function createStaffSessionsRepo(db: Database) {
  return {
    /** A live session of a person who is not disabled, with the outlets they work at. */
    async findSession(tokenHash: string): Promise<StaffSession | null> {
      const [row] = await db
        .select({
          tenantId: staff.tenantId,
          staffId: staff.id,
          name: staff.name,
          email: staff.email,
          role: staff.role,
          expiresAt: staffSessions.expiresAt,
          outletIds: sql<
            number[]
          >`coalesce((select json_agg(${staffOutlets.restaurantId}) from ${staffOutlets} where ${staffOutlets.staffId} = ${staff.id}), '[]'::json)`,
        })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(and(eq(staffSessions.tokenHash, tokenHash), gt(staffSessions.expiresAt, sql`now()`), isNull(staff.disabledAt)));
      if (!row) return null;
      return { ...row, outletIds: row.role === 'owner' ? 'all' : row.outletIds, tokenHash };
    },

    async outletTenant(restaurantId: number): Promise<number | null> {
      const [row] = await db.select({ tenantId: restaurants.tenantId }).from(restaurants).where(eq(restaurants.id, restaurantId));
      return row?.tenantId ?? null;
    },
  };
}
