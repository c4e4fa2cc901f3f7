import type { Database } from '../../db/client.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import { insertAuditRow } from './audit.repo.ts';

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

/**
 * Records an action; pass the transaction that made the change, so the entry exists exactly when the
 * change does. This is the audit module's one export to others (issue 17): a function that joins the
 * caller's transaction rather than a service, since every module that audits writes inside its own
 * transaction and an entry written apart could outlive a rolled-back change or be lost after a commit.
 */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await insertAuditRow(tx, {
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
