import type { OrderableMenu } from '@crust/contract/cart';
import type { MenuDeal, MenuProduct } from '@crust/contract/menu';
import { dealPartConfigurationPrices, onlinePrice } from '@crust/contract/prices';
import type { coupons } from '../../db/schema/coupons.ts';
import type { MenuOffer } from '../menu/menu-cache.ts';
import type { CatalogueDeal, HalfAndHalfRule, PricingCatalogue } from '../pricing/pricing-types.ts';
import { upchargeKey } from '../pricing/pricing-types.ts';

/** A coupon as stored: the catalogue keeps the outlet's active ones, the cart turns them into pricing coupons. */
export type CouponRow = typeof coupons.$inferSelect;

/** What one menu a diner orders from offers: the products (restaurant_product_ids) and the deals as it shows them. */
export interface MenuContents {
  productIds: ReadonlySet<number>;
  /** Keyed by `dealKeyOf`; each slot offers only what this menu shows. */
  deals: ReadonlyMap<string, MenuDeal>;
}

/** What the cart needs of one outlet's offer: the menu's own records, for checks and for the cart's lines. */
export interface OutletCatalogue {
  /** On the main menu or the dine-in menu. */
  products: ReadonlyMap<number, { product: MenuProduct; categoryId: number }>;
  /** Keyed by `dealKeyOf`; on the main menu or the dine-in menu (for names and parts: prices are `pricing`'s). */
  deals: ReadonlyMap<string, MenuDeal>;
  /** Each menu's own offer (issue 17): a line is checked against the menu it is chosen from. */
  menus: Readonly<Record<OrderableMenu, MenuContents>>;
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

/** The ids a deal key names (the deals row's id under either name): for a deal the menu no longer shows. */
export function dealIdsOfKey(key: string): { deal_id: number | null; combo_product_id: number | null } {
  const [kind, id] = key.split(':');
  const dealId = Number(id);
  return kind === 'deal' ? { deal_id: dealId, combo_product_id: null } : { deal_id: null, combo_product_id: dealId };
}

/** One menu's offer, indexed. */
function menuContents({ menu }: MenuOffer): MenuContents {
  return {
    productIds: new Set(menu.categories.flatMap((category) => category.products.map((product) => product.restaurant_product_id))),
    deals: new Map(menu.deals.map((deal) => [dealKeyOf(deal), deal])),
  };
}

/**
 * The outlet's catalogue as the cart sees it: every product and deal a diner can order online, from
 * the main and the dine-in menus (a table order may hold dine-in-only dishes), at online prices, and
 * the coupons valid there. It is built from the cached menus, so pricing a cart reads no catalogue
 * or coupon rows.
 */
export function outletCatalogue(
  offers: Readonly<Record<OrderableMenu, MenuOffer>>,
  halfAndHalfRule: HalfAndHalfRule,
  couponRows: readonly CouponRow[],
): OutletCatalogue {
  const products = new Map<number, { product: MenuProduct; categoryId: number }>();
  const deals = new Map<string, MenuDeal>();
  // Stock is the outlet's, the same in each of its menus.
  const { soldOutModifierIds } = offers.main;
  // A deal on both menus shows each its own slot choices, so its upcharges are those of either.
  const upcharges = new Map<string, Map<string, number>>();
  const partConfigurationPrices = new Map<string, Map<string, ReadonlyMap<number, number>>>();
  for (const { menu } of [offers.main, offers.dinein]) {
    for (const category of menu.categories) {
      for (const product of category.products) products.set(product.restaurant_product_id, { product, categoryId: category.id });
    }
    for (const deal of menu.deals) {
      const key = dealKeyOf(deal);
      deals.set(key, deal);
      const ofDeal = upcharges.get(key) ?? new Map<string, number>();
      upcharges.set(key, ofDeal);
      const partPrices = partConfigurationPrices.get(key) ?? new Map<string, ReadonlyMap<number, number>>();
      partConfigurationPrices.set(key, partPrices);
      for (const component of deal.components) {
        for (const upcharge of component.upcharges) ofDeal.set(upchargeKey(component.deal_component_type_id, upcharge.restaurant_product_id), upcharge.amount);
        for (const choice of component.choices) {
          const product = products.get(choice)?.product;
          if (product)
            partPrices.set(upchargeKey(component.deal_component_type_id, choice), dealPartConfigurationPrices(product, component.configuration_value_ids));
        }
      }
    }
  }

  const pricingProducts = new Map(
    [...products.values()].map(({ product, categoryId }) => [
      product.restaurant_product_id,
      {
        restaurantProductId: product.restaurant_product_id,
        productId: product.product_id,
        categoryId,
        basePrice: onlinePrice(product),
        gstFree: product.tax_class === 'gst_free',
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
    [...deals].map(([key, deal]) => [key, { price: deal.price, upcharges: upcharges.get(key)!, partConfigurationPrices: partConfigurationPrices.get(key)! }]),
  );
  const coupons: OutletCoupons = {
    automatic: couponRows.filter((row) => row.code === null).sort((a, b) => a.id - b.id),
    byCode: new Map(couponRows.flatMap((row) => (row.code === null ? [] : [[row.code, row] as const]))),
  };
  return {
    products,
    deals,
    menus: { main: menuContents(offers.main), dinein: menuContents(offers.dinein) },
    soldOutModifierIds,
    pricing: { products: pricingProducts, deals: pricingDeals, halfAndHalfRule },
    coupons,
  };
}
