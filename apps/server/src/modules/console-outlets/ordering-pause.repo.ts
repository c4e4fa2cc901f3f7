import type { OutletOrdering } from '@crust/contract/console-outlets';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { recordAudit, type AuditEntry } from '../audit/audit-log.ts';

/** Whether an outlet takes online orders, and when a timed pause ends (null: open, or until resumed). */
export interface OrderingState {
  open: boolean;
  pausedUntil: Date | null;
}

const stateColumns = { isOnlineOrderEnabled: restaurantSettings.isOnlineOrderEnabled, pausedUntil: restaurantSettings.orderingPausedUntil };
const stateOf = (row: { isOnlineOrderEnabled: number; pausedUntil: Date | null }): OrderingState => ({
  open: row.isOnlineOrderEnabled === 1,
  pausedUntil: row.pausedUntil,
});
/** A state as the API shows it, and as the audit log keeps it. */
export const orderingView = (state: OrderingState): OutletOrdering => ({
  is_online_order_enabled: state.open ? 1 : 0,
  paused_until: state.pausedUntil?.toISOString() ?? null,
});

const outletSettings = (tenantId: number, restaurantId: number) =>
  and(eq(restaurantSettings.restaurantId, restaurantId), eq(restaurantSettings.tenantId, tenantId));

/** The settings row's is_online_order_enabled is what diners' app settings and order placement read: no cache stands between. */
export function createOrderingPauseRepo(db: Database) {
  return {
    async find(tenantId: number, restaurantId: number): Promise<OrderingState | null> {
      const [row] = await db.select(stateColumns).from(restaurantSettings).where(outletSettings(tenantId, restaurantId));
      return row ? stateOf(row) : null;
    },

    /** Sets the outlet's state and records who did it, in one transaction; null when the outlet has no settings. */
    async set(by: AuditEntry['by'], restaurantId: number, next: OrderingState, action: string): Promise<OrderingState | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select(stateColumns).from(restaurantSettings).where(outletSettings(by.tenantId, restaurantId)).for('update');
        if (!before) return null;
        await tx
          .update(restaurantSettings)
          .set({ isOnlineOrderEnabled: next.open ? 1 : 0, orderingPausedUntil: next.pausedUntil, updatedAt: new Date() })
          .where(outletSettings(by.tenantId, restaurantId));
        await recordAudit(tx, { by, restaurantId, action, target: `outlet:${restaurantId}`, before: orderingView(stateOf(before)), after: orderingView(next) });
        return next;
      });
    },

    /**
     * Reopens every outlet whose timed pause ended by `at`, each with an audit entry by the system.
     * The lock re-reads each row: an outlet another instance's sweep reopened meanwhile, or that a
     * manager paused again, no longer matches, so racing sweeps reopen (and record) it once.
     */
    async resumeDue(at: Date): Promise<number> {
      const due = and(eq(restaurantSettings.isOnlineOrderEnabled, 0), lte(restaurantSettings.orderingPausedUntil, at));
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ tenantId: restaurantSettings.tenantId, restaurantId: restaurantSettings.restaurantId, ...stateColumns })
          .from(restaurantSettings)
          .where(due)
          .for('update');
        if (rows.length === 0) return 0;
        await tx
          .update(restaurantSettings)
          .set({ isOnlineOrderEnabled: 1, orderingPausedUntil: null, updatedAt: new Date() })
          .where(
            and(
              due,
              inArray(
                restaurantSettings.restaurantId,
                rows.map((row) => row.restaurantId),
              ),
            ),
          );
        const reopened: OrderingState = { open: true, pausedUntil: null };
        for (const row of rows) {
          await recordAudit(tx, {
            by: { tenantId: row.tenantId, staffId: null },
            restaurantId: row.restaurantId,
            action: 'outlet.resume',
            target: `outlet:${row.restaurantId}`,
            before: orderingView(stateOf(row)),
            after: orderingView(reopened),
          });
        }
        return rows.length;
      });
    },
  };
}
export type OrderingPauseRepo = ReturnType<typeof createOrderingPauseRepo>;
