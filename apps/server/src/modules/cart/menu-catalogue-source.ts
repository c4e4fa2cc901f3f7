import type { Menu } from '@crust/contract/menu';
import type { PreparedJson } from '../../lib/prepared-json.ts';
import type { MenuService } from '../menu/menu.service.ts';
import { outletCatalogue, type OutletCatalogue } from './cart-catalogue.ts';
import type { CatalogueSource } from './cart.service.ts';
import type { HalfAndHalfRule } from './pricing/pricing-types.ts';

interface Built {
  dinein: PreparedJson;
  catalogue: OutletCatalogue;
}

/**
 * The cart's catalogue from the menu cache: the outlet's main and dine-in menus, parsed and indexed
 * once per cache entry (a catalogue write makes new entries, so a memo keyed by them never goes
 * stale; the tenants trigger makes a change of the half-and-half rule do the same). A cart priced
 * on a warm cache reads no catalogue rows.
 */
export function menuCatalogueSource(menus: MenuService, halfAndHalfRule: (tenantId: number) => Promise<HalfAndHalfRule>): CatalogueSource {
  const built = new WeakMap<PreparedJson, Built>();
  const menuOf = (prepared: PreparedJson): Menu => (JSON.parse(prepared.bodies.identity.toString('utf8')) as { data: Menu }).data;

  return async (tenantId, restaurantId) => {
    const [main, dinein] = await Promise.all([
      menus.get({ tenant_id: tenantId, restaurant_id: restaurantId, menu: 'main' }),
      menus.get({ tenant_id: tenantId, restaurant_id: restaurantId, menu: 'dinein' }),
    ]);
    const hit = built.get(main);
    if (hit && hit.dinein === dinein) return hit.catalogue;
    const catalogue = outletCatalogue([menuOf(main), menuOf(dinein)], await halfAndHalfRule(tenantId));
    built.set(main, { dinein, catalogue });
    return catalogue;
  };
}
