import type { Menu } from '@crust/contract/menu';
import type { PreparedJson } from '../../lib/prepared-json.ts';
import type { MenuService } from '../menu/menu.service.ts';
import { outletCatalogue, type OutletCatalogue } from './cart-catalogue.ts';
import type { CouponRow } from './cart.repo.ts';
import type { CatalogueSource } from './cart.service.ts';

/** The tenant's active coupons valid at the outlet: what the catalogue holds beside the menus, read when it is built. */
export type CouponsAt = (tenantId: number, restaurantId: number) => Promise<CouponRow[]>;

interface Built {
  dinein: PreparedJson;
  catalogue: OutletCatalogue;
}

/**
 * The cart's catalogue from the menu cache: the outlet's main and dine-in menus, parsed and indexed
 * once per cache entry (a catalogue write makes new entries, so a memo keyed by them never goes
 * stale; the tenants and coupons triggers make a change of the half-and-half rule or of a coupon do
 * the same). A cart priced on a warm cache reads no catalogue or coupon rows.
 */
export function menuCatalogueSource(menus: MenuService, couponsAt: CouponsAt): CatalogueSource {
  const built = new WeakMap<PreparedJson, Built>();
  const menuOf = (prepared: PreparedJson): Menu => (JSON.parse(prepared.bodies.identity.toString('utf8')) as { data: Menu }).data;

  return async (tenantId, restaurantId) => {
    const [main, dinein] = await Promise.all([
      menus.get({ tenant_id: tenantId, restaurant_id: restaurantId, menu: 'main' }),
      menus.get({ tenant_id: tenantId, restaurant_id: restaurantId, menu: 'dinein' }),
    ]);
    const hit = built.get(main);
    if (hit && hit.dinein === dinein) return hit.catalogue;
    const mainMenu = menuOf(main);
    // The half-and-half rule travels in the menu (the builder shows it too), from the same snapshot.
    const catalogue = outletCatalogue([mainMenu, menuOf(dinein)], mainMenu.half_and_half_pricing, await couponsAt(tenantId, restaurantId));
    built.set(main, { dinein, catalogue });
    return catalogue;
  };
}
