import type { OffersQuery, OutletOffers } from '@crust/contract/offers';
import { notFound } from '../../lib/http-error.ts';
import type { OffersRepo } from './offers.repo.ts';

/** Issue 18 point 12: the outlet's automatic offers and public codes, as /deals lists them. */
export function createOffersService(repo: OffersRepo, now: () => Date = () => new Date()) {
  return {
    async list({ tenant_id: tenantId, restaurant_id: restaurantId }: OffersQuery): Promise<OutletOffers> {
      const timezone = await repo.activeOutletZone(tenantId, restaurantId);
      if (timezone === null) throw notFound('There is no such outlet.');
      const rows = await repo.usableAt(tenantId, restaurantId, now());
      const offers = rows.map((row) => ({
        code: row.code,
        name: row.name,
        min_order: row.minOrder,
        payment: row.payment,
        valid_until: row.validUntil?.toISOString() ?? null,
        uses_per_customer: row.usageLimitPerCustomer,
      }));
      return { timezone, offers };
    },
  };
}
export type OffersService = ReturnType<typeof createOffersService>;
