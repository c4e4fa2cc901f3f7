import type { RestaurantEntry, RestaurantsRequest } from '@crust/contract/restaurants';
import { notFound } from '../../lib/http-error.ts';
import type { RestaurantsRepo } from './restaurants.repo.ts';

export function createRestaurantsService(repo: RestaurantsRepo) {
  return {
    /** The tenant's outlets in display order, only those with the given status when one is asked for. */
    async list({ tenant_id, status }: RestaurantsRequest): Promise<RestaurantEntry[]> {
      const entries = await repo.listForTenant(tenant_id, status);
      if (entries === null) throw notFound('Unknown tenant');
      return entries;
    },
  };
}
export type RestaurantsService = ReturnType<typeof createRestaurantsService>;
