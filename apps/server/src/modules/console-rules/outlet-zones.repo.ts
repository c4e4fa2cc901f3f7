import type { DeliveryZoneRequest, DeliveryZoneView } from '@crust/contract/console-rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deliveryZones } from '../../db/schema/outlet-ordering.ts';
import { recordAudit, type AuditEntry } from '../audit/audit-log.ts';

const zoneColumns = {
  id: deliveryZones.id,
  name: deliveryZones.name,
  postcodes: deliveryZones.postcodes,
  suburbs: deliveryZones.suburbs,
  fee: deliveryZones.fee,
  minimum_order: deliveryZones.minimumOrder,
  free_delivery_over: deliveryZones.freeDeliveryOver,
  sort_order: deliveryZones.sortOrder,
};

const rowOf = (zone: DeliveryZoneRequest) => ({
  name: zone.name,
  postcodes: zone.postcodes,
  suburbs: zone.suburbs,
  fee: zone.fee,
  minimumOrder: zone.minimum_order,
  freeDeliveryOver: zone.free_delivery_over,
  sortOrder: zone.sort_order,
});

const ofOutlet = (tenantId: number, restaurantId: number) => and(eq(deliveryZones.tenantId, tenantId), eq(deliveryZones.restaurantId, restaurantId));
const zoneOfOutlet = (tenantId: number, restaurantId: number, zoneId: number) => and(ofOutlet(tenantId, restaurantId), eq(deliveryZones.id, zoneId));

/**
 * An outlet's delivery zones: the table the delivery charge and order placement read directly
 * (checkout.repo.ts), so a committed change prices the next diner's delivery. Each write is recorded
 * in its transaction.
 */
export function createOutletZonesRepo(db: Database) {
  const target = (zoneId: number) => `zone:${zoneId}`;

  /** The zone before a change, locked; null when the outlet has no such zone. */
  const lockedZone = async (tx: Database, by: AuditEntry['by'], restaurantId: number, zoneId: number) =>
    (
      await tx
        .select(zoneColumns)
        .from(deliveryZones)
        .where(zoneOfOutlet(by.tenantId, restaurantId, zoneId))
        .for('update')
    )[0] ?? null;

  return {
    /** In the order checkout tries them. */
    list: (tenantId: number, restaurantId: number): Promise<DeliveryZoneView[]> =>
      db.select(zoneColumns).from(deliveryZones).where(ofOutlet(tenantId, restaurantId)).orderBy(asc(deliveryZones.sortOrder), asc(deliveryZones.id)),

    create: (by: AuditEntry['by'], restaurantId: number, zone: DeliveryZoneRequest): Promise<DeliveryZoneView> =>
      db.transaction(async (tx) => {
        const [after] = await tx
          .insert(deliveryZones)
          .values({ tenantId: by.tenantId, restaurantId, ...rowOf(zone) })
          .returning(zoneColumns);
        await recordAudit(tx, { by, restaurantId, action: 'zone.create', target: target(after!.id), after });
        return after!;
      }),

    update: (by: AuditEntry['by'], restaurantId: number, zoneId: number, zone: DeliveryZoneRequest): Promise<DeliveryZoneView | null> =>
      db.transaction(async (tx) => {
        const before = await lockedZone(tx, by, restaurantId, zoneId);
        if (!before) return null;
        const [after] = await tx.update(deliveryZones).set(rowOf(zone)).where(eq(deliveryZones.id, zoneId)).returning(zoneColumns);
        await recordAudit(tx, { by, restaurantId, action: 'zone.update', target: target(zoneId), before, after });
        return after!;
      }),

    /** Whether the outlet had the zone. */
    remove: (by: AuditEntry['by'], restaurantId: number, zoneId: number): Promise<boolean> =>
      db.transaction(async (tx) => {
        const before = await lockedZone(tx, by, restaurantId, zoneId);
        if (!before) return false;
        await tx.delete(deliveryZones).where(eq(deliveryZones.id, zoneId));
        await recordAudit(tx, { by, restaurantId, action: 'zone.delete', target: target(zoneId), before });
        return true;
      }),
  };
}
export type OutletZonesRepo = ReturnType<typeof createOutletZonesRepo>;
