import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/staff.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';

/** One staff action for the audit log (issue 10): who, what, on what, and the thing before and after. */
export interface AuditEntry {
  /** The person; null for the system acting on its own (an automatic resume). */
  by: Pick<StaffSession, 'tenantId' | 'staffId'> | { tenantId: number; staffId: null };
  restaurantId?: number | null;
  /** e.g. 'order.accept', 'outlet.pause', 'stock.product', 'coupon.update', 'staff.invite'. */
  action: string;
  /** What it acted on, e.g. 'order:ord_…', 'coupon:12'. */
  target: string;
  before?: unknown;
  after?: unknown;
}

/** Records an action; pass the transaction that made the change, so the entry exists exactly when the change does. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: entry.by.tenantId,
    staffId: entry.by.staffId,
    restaurantId: entry.restaurantId ?? null,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    byPerson: entry.by.staffId !== null,
  });
}
