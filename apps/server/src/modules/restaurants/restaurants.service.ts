import type { RestaurantEntry, RestaurantsRequest } from '@crust/contract/restaurants';
import { notFound } from '../../lib/http-error.ts';
import { standingOrNone, type OutletStandings } from '../checkout/outlet-standing.ts';
import type { RestaurantsRepo } from './restaurants.repo.ts';

export function createRestaurantsService(repo: RestaurantsRepo, standings: OutletStandings) {
  return {
    /**
     * The tenant's outlets in display order, only those with the given status when one is asked for,
     * each with its state now and its hours (issue 18 point 7).
     */
    async list({ tenant_id, status }: RestaurantsRequest): Promise<RestaurantEntry[]> {
      const entries = await repo.listForTenant(tenant_id, status);
      if (entries === null) throw notFound('Unknown tenant');
      const byOutlet = await standings(entries.map((entry) => entry.restaurant.id));
      return entries.map((entry) => ({ ...entry, ...standingOrNone(byOutlet, entry.restaurant.id) }));
    },
  };
}
export type RestaurantsService = ReturnType<typeof createRestaurantsService>;
