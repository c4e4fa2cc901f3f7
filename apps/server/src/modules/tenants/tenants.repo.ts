import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tenants } from '../../db/schema/tenants.ts';

export function createTenantsRepo(db: Database) {
  return {
    async exists(tenantId: number): Promise<boolean> {
      const rows = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
      return rows.length > 0;
    },
  };
}
export type TenantsRepo = ReturnType<typeof createTenantsRepo>;

/**
 * A new tenant (issue 19's `tenant:create`): the id given (null when it is taken), or the next after
 * the highest (a tenant's id is in its storefront's build settings, spec §7, so it is chosen, not drawn).
 */
export async function insertTenant(db: Database, name: string, id?: number): Promise<number | null> {
  const [row] = await db
    .insert(tenants)
    .values({ id: id ?? sql`(select coalesce(max(${tenants.id}), 0) + 1 from ${tenants})`, name })
    .onConflictDoNothing()
    .returning({ id: tenants.id });
  return row?.id ?? null;
}
