import type { OutletRules, UpdateOutletRulesRequest } from '@crust/contract/console-rules';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outletClosures, outletHours, type Fulfilment } from '../../db/schema/outlet-ordering.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { recordAudit, type AuditEntry } from '../audit/audit-log.ts';
import type { OpeningRange } from '../checkout/time-slots.ts';
import { wallTimeOf } from '../checkout/zoned-time.ts';
import { rangeView } from './opening-hours.ts';

/** The outlet's shifts per way of ordering. */
export type OutletShifts = Record<Fulfilment, OpeningRange[]>;

const FULFILMENTS: readonly Fulfilment[] = ['pickup', 'delivery'];

const outletSettings = (tenantId: number, restaurantId: number) =>
  and(eq(restaurantSettings.restaurantId, restaurantId), eq(restaurantSettings.tenantId, tenantId));

/** The settings columns PATCH …/rules changes, by request field. */
const settingColumns = {
  pickup_enabled: 'isPickupEnabled',
  delivery_enabled: 'isDeliveryEnabled',
  pickup_lead_minutes: 'pickupLeadMinutes',
  delivery_lead_minutes: 'deliveryLeadMinutes',
  slot_minutes: 'slotMinutes',
  slot_capacity: 'slotCapacity',
  accepts_cash: 'acceptsCash',
  max_order_total: 'maxOrderTotal',
} as const satisfies Record<keyof UpdateOutletRulesRequest, keyof typeof restaurantSettings.$inferSelect>;

/**
 * An outlet's ordering rules in the tables checkout reads on every slot list, delivery charge and
 * placement (checkout.repo.ts): nothing caches them, so a committed change applies to the next diner.
 * Each write locks the outlet's settings row first, so two managers' changes apply one after the
 * other and each audit entry's "before" is what that change replaced.
 */
export function createOrderingRulesRepo(db: Database) {
  /** The rules with closures from the outlet's today (by `now`); null when the outlet is not the tenant's. */
  async function read(tx: Database, tenantId: number, restaurantId: number, now: Date, lock = false): Promise<OutletRules | null> {
    const query = tx.select().from(restaurantSettings).where(outletSettings(tenantId, restaurantId));
    const [settings] = lock ? await query.for('update') : await query;
    if (!settings) return null;
    const today = wallTimeOf(now, settings.timezone).date;
    const [hours, closures] = await Promise.all([
      tx.select().from(outletHours).where(eq(outletHours.restaurantId, restaurantId)).orderBy(asc(outletHours.weekday), asc(outletHours.opensAt)),
      tx
        .select({ date: outletClosures.date, reason: outletClosures.reason })
        .from(outletClosures)
        .where(and(eq(outletClosures.restaurantId, restaurantId), gte(outletClosures.date, today)))
        .orderBy(asc(outletClosures.date)),
    ]);
    const hoursOf = (fulfilment: Fulfilment) => hours.filter((row) => row.fulfilment === fulfilment).map(rangeView);
    return {
      timezone: settings.timezone,
      pickup: { enabled: settings.isPickupEnabled, lead_minutes: settings.pickupLeadMinutes, hours: hoursOf('pickup') },
      delivery: { enabled: settings.isDeliveryEnabled, lead_minutes: settings.deliveryLeadMinutes, hours: hoursOf('delivery') },
      slot_minutes: settings.slotMinutes,
      slot_capacity: settings.slotCapacity,
      accepts_cash: settings.acceptsCash,
      max_order_total: settings.maxOrderTotal,
      closures,
    };
  }

  /**
   * Runs `write` under the outlet's lock and records it (before and after); null when the outlet is
   * not the tenant's, 'none' when `write` found nothing to change (then nothing is recorded).
   */
  function change(by: AuditEntry['by'], restaurantId: number, now: Date, action: string, write: (tx: Database) => Promise<boolean | void>) {
    return db.transaction(async (tx): Promise<OutletRules | null | 'none'> => {
      const before = await read(tx, by.tenantId, restaurantId, now, true);
      if (!before) return null;
      if ((await write(tx)) === false) return 'none';
      const after = (await read(tx, by.tenantId, restaurantId, now))!;
      await recordAudit(tx, { by, restaurantId, action, target: `outlet:${restaurantId}`, before, after });
      return after;
    });
  }

  return {
    find: (tenantId: number, restaurantId: number, now: Date) => read(db, tenantId, restaurantId, now),

    /** Replaces both ways of ordering's shifts at once: a diner never sees half of a new week. */
    replaceHours: (by: AuditEntry['by'], restaurantId: number, shifts: OutletShifts, now: Date) =>
      change(by, restaurantId, now, 'rules.hours', async (tx) => {
        await tx.delete(outletHours).where(and(eq(outletHours.restaurantId, restaurantId), eq(outletHours.tenantId, by.tenantId)));
        const rows = FULFILMENTS.flatMap((fulfilment) => shifts[fulfilment].map((range) => ({ tenantId: by.tenantId, restaurantId, fulfilment, ...range })));
        if (rows.length > 0) await tx.insert(outletHours).values(rows);
      }),

    update: (by: AuditEntry['by'], restaurantId: number, request: UpdateOutletRulesRequest, now: Date) =>
      change(by, restaurantId, now, 'rules.update', async (tx) => {
        const values = Object.fromEntries(
          Object.entries(request).flatMap(([field, value]) => (value === undefined ? [] : [[settingColumns[field as keyof UpdateOutletRulesRequest], value]])),
        );
        await tx
          .update(restaurantSettings)
          .set({ ...values, updatedAt: now })
          .where(outletSettings(by.tenantId, restaurantId));
      }),

    /** Closes the outlet on `date` (a second call for one date changes its reason). */
    addClosure: (by: AuditEntry['by'], restaurantId: number, date: string, reason: string | null, now: Date) =>
      change(by, restaurantId, now, 'rules.closure_add', async (tx) => {
        await tx
          .insert(outletClosures)
          .values({ tenantId: by.tenantId, restaurantId, date, reason })
          .onConflictDoUpdate({ target: [outletClosures.restaurantId, outletClosures.date], set: { reason } });
      }),

    /** Reopens `date`; 'none' when it was not closed. */
    removeClosure: (by: AuditEntry['by'], restaurantId: number, date: string, now: Date) =>
      change(by, restaurantId, now, 'rules.closure_remove', async (tx) => {
        const rows = await tx
          .delete(outletClosures)
          .where(and(eq(outletClosures.restaurantId, restaurantId), eq(outletClosures.tenantId, by.tenantId), eq(outletClosures.date, date)))
          .returning({ date: outletClosures.date });
        return rows.length > 0;
      }),
  };
}
export type OrderingRulesRepo = ReturnType<typeof createOrderingRulesRepo>;
