import type { MenuDeal, MenuProduct } from '@crust/contract/menu';
import { onlinePrice } from '@crust/contract/prices';
import type { coupons } from '../../db/schema/coupons.ts';
import type { MenuOffer } from '../menu/menu-cache.ts';
import type { CatalogueDeal, HalfAndHalfRule, PricingCatalogue } from '../pricing/pricing-types.ts';
import { upchargeKey } from '../pricing/pricing-types.ts';

/** A coupon as stored: the catalogue keeps the outlet's active ones, the cart turns them into pricing coupons. */
export type CouponRow = typeof coupons.$inferSelect;

/** What the cart needs of one outlet's offer: the menu's own records, for checks and for the cart's lines. */
export interface OutletCatalogue {
  products: ReadonlyMap<number, { product: MenuProduct; categoryId: number }>;
  /** Keyed by `dealKeyOf`. */
  deals: ReadonlyMap<string, MenuDeal>;
  /** Modifiers the outlet has run out of: still priced (a cart may hold one), never added or ordered. */
  soldOutModifierIds: ReadonlySet<number>;
  pricing: PricingCatalogue;
  coupons: OutletCoupons;
}

/** The tenant's active coupons valid at the outlet: automatic ones in id order, the others by code. */
export interface OutletCoupons {
  automatic: readonly CouponRow[];
  byCode: ReadonlyMap<string, CouponRow>;
}

export const dealKeyOf = (deal: { deal_id?: number | null; combo_product_id?: number | null }): string =>
  deal.deal_id != null ? `deal:${deal.deal_id}` : `combo:${deal.combo_product_id}`;

/**
 * The outlet's catalogue as the cart sees it: every product and deal a diner can order online, from
 * the main and the dine-in menus (a table order may hold dine-in-only dishes), at online prices, and
 * the coupons valid there. It is built from the cached menus, so pricing a cart reads no catalogue
 * or coupon rows.
 */
export function outletCatalogue(offers: readonly MenuOffer[], halfAndHalfRule: HalfAndHalfRule, couponRows: readonly CouponRow[]): OutletCatalogue {
  const products = new Map<number, { product: MenuProduct; categoryId: number }>();
  const deals = new Map<string, MenuDeal>();
  // Stock is the outlet's, the same in each of its menus.
  const soldOutModifierIds = offers[0]?.soldOutModifierIds ?? new Set<number>();
  for (const { menu } of offers) {
    for (const category of menu.categories) {
      for (const product of category.products) products.set(product.restaurant_product_id, { product, categoryId: category.id });
    }
    for (const deal of menu.deals) deals.set(dealKeyOf(deal), deal);
  }

  const pricingProducts = new Map(
    [...products.values()].map(({ product, categoryId }) => [
      product.restaurant_product_id,
      {
        restaurantProductId: product.restaurant_product_id,
        productId: product.product_id,
        categoryId,
        basePrice: onlinePrice(product),
        modifierPrices: new Map(
          product.modifier_groups.flatMap((group) => group.modifiers.map((modifier) => [modifier.modifier_id, modifier.online_price] as const)),
        ),
        configurationAdjustments: new Map(
          product.configurations.flatMap((configuration) => configuration.values.map((value) => [value.attribute_value_id, value.price_adjustment] as const)),
        ),
      },
    ]),
  );
  const pricingDeals = new Map<string, CatalogueDeal>(
    [...deals].map(([key, deal]) => [
      key,
      {
        price: deal.price,
        upcharges: new Map(
          deal.components.flatMap((component) =>
            component.upcharges.map((upcharge) => [upchargeKey(component.deal_component_type_id, upcharge.restaurant_product_id), upcharge.amount] as const),
          ),
        ),
      },
    ]),
  );
  const coupons: OutletCoupons = {
    automatic: couponRows.filter((row) => row.code === null).sort((a, b) => a.id - b.id),
    byCode: new Map(couponRows.flatMap((row) => (row.code === null ? [] : [[row.code, row] as const]))),
  };
  return { products, deals, soldOutModifierIds, pricing: { products: pricingProducts, deals: pricingDeals, halfAndHalfRule }, coupons };
}
