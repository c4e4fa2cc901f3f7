import { eq } from 'drizzle-orm';
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
