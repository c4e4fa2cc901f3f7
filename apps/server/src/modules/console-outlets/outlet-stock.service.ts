import type { OutletStock, StockModifier, StockProduct, StockQuery } from '@crust/contract/console-outlets';
import { notFound } from '../../lib/http-error.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import type { MenuCache } from '../menu/menu-cache.ts';
import type { OutletStockRepo } from './outlet-stock.repo.ts';

/**
 * What an outlet has run out of (issue 10). A change reaches diners through the menu cache: this
 * instance drops the outlet's menus at once, and the catalogue_changed triggers tell every other
 * instance; the cart and order placement read the same cached menus, so they refuse it too.
 */
export function createOutletStockService(repo: OutletStockRepo, menuCache: MenuCache) {
  async function changed<T>(restaurantId: number, written: T | null, missing: string): Promise<T> {
    if (!written) throw notFound(missing);
    menuCache.invalidate({ restaurantId });
    return written;
  }

  return {
    list: (session: StaffSession, restaurantId: number, { search }: StockQuery): Promise<OutletStock> =>
      repo.list(session.tenantId, restaurantId, search || undefined),
    setProduct: async (session: StaffSession, restaurantId: number, restaurantProductId: number, inStock: boolean): Promise<StockProduct> =>
      changed(restaurantId, await repo.setProduct(session, restaurantId, restaurantProductId, inStock), 'This outlet has no such product.'),
    setModifier: async (session: StaffSession, restaurantId: number, modifierId: number, inStock: boolean): Promise<StockModifier> =>
      changed(restaurantId, await repo.setModifier(session, restaurantId, modifierId, inStock), 'There is no such option.'),
  };
}
export type OutletStockService = ReturnType<typeof createOutletStockService>;
