import type { MenuDeal, MenuProduct } from '@crust/contract/menu';
import { formatCents, type HalfAndHalfPricing } from '@crust/contract/prices';
import { chosenConfigurationValues, type ConfigurationChoice } from './configuration-choice';
import { dealItemExtras, dealItems, type DealChoice, type DealItemChoices } from './deal-choice';
import type { Half } from './half-and-half';
import type { ProductIndex } from './menu-lookup';
import { chosenModifiers, type ModifierChoice } from './modifier-choice';

// What the builder shows while the diner chooses. It is display only: the server prices the cart
// (apps/server/src/modules/pricing) and its total is the one charged. These functions mirror its
// rules so the two agree. Every amount is integer cents.

/** The price of one product before its options, e.g. its online price (or the in-store price on a browse-only menu). */
export type PriceOf = (product: MenuProduct) => number;

/** The base with the chosen size and crust; a small size may lower it, never below zero. */
function sizedBase(product: MenuProduct, basePrice: number, configuration: ConfigurationChoice): number {
  const adjustment = chosenConfigurationValues(product, configuration).reduce((sum, value) => sum + value.price_adjustment, 0);
  return Math.max(0, basePrice + adjustment);
}

const modifiersTotal = (product: MenuProduct, modifiers: ModifierChoice) =>
  chosenModifiers(product.modifier_groups, modifiers).reduce((sum, modifier) => sum + modifier.online_price, 0);

/** One normal item: its sized base plus its modifiers. */
export function normalUnitPrice(product: MenuProduct, priceOf: PriceOf, configuration: ConfigurationChoice, modifiers: ModifierChoice): number {
  return sizedBase(product, priceOf(product), configuration) + modifiersTotal(product, modifiers);
}

/**
 * One half-and-half pizza, by the tenant's rule (the menu's half_and_half_pricing): the dearer half's
 * base or the average of both, each half priced as a whole pizza of the chosen size, plus each half's
 * toppings at half price (they cover half the pizza). Before the second half is chosen this is the
 * price of the first one alone.
 */
export function halfAndHalfUnitPrice(halves: readonly Half[], priceOf: PriceOf, configuration: ConfigurationChoice, rule: HalfAndHalfPricing): number {
  const bases = halves.map((half) => sizedBase(half.product, priceOf(half.product), configuration));
  const base = rule === 'dearer' ? Math.max(0, ...bases) : Math.round(bases.reduce((sum, each) => sum + each, 0) / Math.max(1, bases.length));
  const toppings = halves.reduce(
    (sum, half) =>
      sum + chosenModifiers(half.product.modifier_groups, half.modifiers).reduce((halfSum, modifier) => halfSum + Math.round(modifier.online_price / 2), 0),
    0,
  );
  return base + toppings;
}

/** One deal: its price plus, for each item, the upcharge of a premium choice and its own extras (issue 18: size, crust, toppings). */
export function dealUnitPrice(deal: MenuDeal, choice: DealChoice, products: ProductIndex, items: DealItemChoices = {}): number {
  return dealItems(deal, choice, products, items).reduce(
    (sum, { component, product, upcharge, item }) => sum + upcharge + dealItemExtras(product, component, item),
    deal.price,
  );
}

/** "+$3.00" beside an option that costs extra, "-$2.00" beside one that saves; nothing when it costs the same. */
export function priceDifferenceLabel(cents: number): string | null {
  if (cents === 0) return null;
  return cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
}
