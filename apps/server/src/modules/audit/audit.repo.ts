import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/staff.ts';

/** Writes one audit row in the caller's transaction (audit-log.ts `recordAudit` is how other modules call it). */
export async function insertAuditRow(tx: Database, row: typeof auditLog.$inferInsert): Promise<void> {
  await tx.insert(auditLog).values(row);
}
