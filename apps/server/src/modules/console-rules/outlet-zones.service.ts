import type { DeliveryZoneRequest, DeliveryZoneView } from '@crust/contract/console-rules';
import { notFound } from '../../lib/http-error.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import type { OutletZonesRepo } from './outlet-zones.repo.ts';

const ZONE_NOT_FOUND = 'This outlet has no such delivery zone.';

/** Issue 10: a manager edits where an outlet delivers and for how much (the route has checked the outlet). */
export function createOutletZonesService(repo: OutletZonesRepo) {
  return {
    list: (session: StaffSession, restaurantId: number) => repo.list(session.tenantId, restaurantId),
    create: (session: StaffSession, restaurantId: number, zone: DeliveryZoneRequest) => repo.create(session, restaurantId, zone),
    async update(session: StaffSession, restaurantId: number, zoneId: number, zone: DeliveryZoneRequest): Promise<DeliveryZoneView> {
      const updated = await repo.update(session, restaurantId, zoneId, zone);
      if (!updated) throw notFound(ZONE_NOT_FOUND);
      return updated;
    },
    async remove(session: StaffSession, restaurantId: number, zoneId: number): Promise<void> {
      if (!(await repo.remove(session, restaurantId, zoneId))) throw notFound(ZONE_NOT_FOUND);
    },
  };
}
export type OutletZonesService = ReturnType<typeof createOutletZonesService>;
