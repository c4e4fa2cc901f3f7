import type { Menu } from '@crust/contract/menu';
import type { MenuOffer } from '../menu/menu-cache.ts';
import type { MenuService } from '../menu/menu.service.ts';
import { outletCatalogue, type CouponRow, type OutletCatalogue } from './outlet-catalogue.ts';

/** The outlet's catalogue; 404 for an unknown or closed outlet of the tenant. */
export type CatalogueSource = (tenantId: number, restaurantId: number) => Promise<OutletCatalogue>;

/** The tenant's active coupons valid at the outlet: what the catalogue holds beside the menus, read when it is built. */
export type CouponsAt = (tenantId: number, restaurantId: number) => Promise<CouponRow[]>;

interface Built {
  dinein: MenuOffer;
  catalogue: OutletCatalogue;
}

/**
 * The catalogue from the menu cache's data: the outlet's main and dine-in offers, indexed once per
 * cache entry (a catalogue write makes new entries, so a memo keyed by them never goes stale; the
 * tenants and coupons triggers make a change of the half-and-half rule or of a coupon do the same).
 * It reads the menus as data, never the menu call's answer, and a catalogue built on a warm cache
 * reads no catalogue or coupon rows.
 */
export function menuCatalogueSource(menus: MenuService, couponsAt: CouponsAt): CatalogueSource {
  const built = new WeakMap<Menu, Built>();

  return async (tenantId, restaurantId) => {
    const [main, dinein] = await Promise.all([
      menus.offer({ tenant_id: tenantId, restaurant_id: restaurantId, menu: 'main' }),
      menus.offer({ tenant_id: tenantId, restaurant_id: restaurantId, menu: 'dinein' }),
    ]);
    const hit = built.get(main.menu);
    if (hit && hit.dinein === dinein) return hit.catalogue;
    // The half-and-half rule travels in the menu (the builder shows it too), from the same snapshot.
    const catalogue = outletCatalogue({ main, dinein }, main.menu.half_and_half_pricing, await couponsAt(tenantId, restaurantId));
    built.set(main.menu, { dinein, catalogue });
    return catalogue;
  };
}
