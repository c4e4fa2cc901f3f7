import {
  upchargeKey,
  type CartLineInput,
  type CatalogueProduct,
  type Cents,
  type ChosenModifierInput,
  type DealLineInput,
  type HalfAndHalfLineInput,
  type PricingCatalogue,
} from './pricing-types.ts';

// Unit prices of the three kinds of cart line. The cart service has already checked every choice
// against the catalogue (min/max, values the product offers), so an unknown reference here is a bug
// and throws rather than pricing something at zero.

function productOf(catalogue: PricingCatalogue, restaurantProductId: number): CatalogueProduct {
  const product = catalogue.products.get(restaurantProductId);
  if (!product) throw new Error(`Pricing: unknown restaurant product ${restaurantProductId}`);
  return product;
}

function configurationTotal(product: CatalogueProduct, valueIds: readonly number[]): Cents {
  return valueIds.reduce((sum, valueId) => {
    const adjustment = product.configurationAdjustments.get(valueId);
    if (adjustment === undefined) throw new Error(`Pricing: product ${product.restaurantProductId} has no configuration value ${valueId}`);
    return sum + adjustment;
  }, 0);
}

function modifierPrice(product: CatalogueProduct, modifierId: number): Cents {
  const price = product.modifierPrices.get(modifierId);
  if (price === undefined) throw new Error(`Pricing: product ${product.restaurantProductId} has no modifier ${modifierId}`);
  return price;
}

const modifiersTotal = (product: CatalogueProduct, modifiers: readonly ChosenModifierInput[]) =>
  modifiers.reduce((sum, modifier) => sum + modifierPrice(product, modifier.modifierId) * modifier.quantity, 0);

/** A size may lower a price, never below zero. */
const nonNegative = (cents: Cents) => Math.max(0, cents);

/**
 * The base of a half-and-half pizza is the dearer half's (each half priced as a whole pizza of the
 * chosen size), or their average when the tenant prefers; each half's toppings cost half their price,
 * as they cover half the pizza, and the whole pizza's cost their full price, once (issue 17: the same
 * price on either half's product, a modifier's price being the tenant's).
 */
function halfAndHalfUnitPrice(line: HalfAndHalfLineInput, catalogue: PricingCatalogue): Cents {
  const halves = line.portions.map((portion) => {
    const product = productOf(catalogue, portion.restaurantProductId);
    return {
      base: nonNegative(product.basePrice + configurationTotal(product, line.configurationValueIds)),
      toppings: portion.modifiers.reduce((sum, modifier) => sum + Math.round(modifierPrice(product, modifier.modifierId) / 2) * modifier.quantity, 0),
    };
  });
  const [left, right] = halves as [(typeof halves)[0], (typeof halves)[0]];
  const base = catalogue.halfAndHalfRule === 'dearer' ? Math.max(left.base, right.base) : Math.round((left.base + right.base) / 2);
  const whole = modifiersTotal(productOf(catalogue, line.portions[0].restaurantProductId), line.modifiers);
  return base + left.toppings + right.toppings + whole;
}

/**
 * A deal costs its price plus, for each item, the upcharge of a premium choice and its own extras
 * (issue 18 point 13): a size or crust at what it costs in its slot, toppings at their price.
 */
function dealUnitPrice(line: DealLineInput, catalogue: PricingCatalogue): Cents {
  const deal = catalogue.deals.get(line.dealKey);
  if (!deal) throw new Error(`Pricing: unknown deal ${line.dealKey}`);
  const parts = line.children.reduce((sum, child) => {
    const key = upchargeKey(child.componentTypeId, child.restaurantProductId);
    const configurationPrices = deal.partConfigurationPrices.get(key);
    const configurations = child.configurationValueIds.reduce((valueSum, valueId) => {
      const price = configurationPrices?.get(valueId);
      if (price === undefined) throw new Error(`Pricing: deal ${line.dealKey} offers no configuration value ${valueId} for ${key}`);
      return valueSum + price;
    }, 0);
    const modifiers = child.modifiers.length > 0 ? modifiersTotal(productOf(catalogue, child.restaurantProductId), child.modifiers) : 0;
    return sum + ((deal.upcharges.get(key) ?? 0) + configurations + modifiers) * child.quantity;
  }, 0);
  return deal.price + parts;
}

export function unitPrice(line: CartLineInput, catalogue: PricingCatalogue): Cents {
  switch (line.kind) {
    case 'normal': {
      const product = productOf(catalogue, line.restaurantProductId);
      return nonNegative(product.basePrice + configurationTotal(product, line.configurationValueIds)) + modifiersTotal(product, line.modifiers);
    }
    case 'half_and_half':
      return halfAndHalfUnitPrice(line, catalogue);
    case 'deal':
      return dealUnitPrice(line, catalogue);
  }
}

/** The products a line is made of, for coupons on products or categories. Deals are already discounted: none. */
export function productsOfLine(line: CartLineInput, catalogue: PricingCatalogue): CatalogueProduct[] {
  switch (line.kind) {
    case 'normal':
      return [productOf(catalogue, line.restaurantProductId)];
    case 'half_and_half':
      return line.portions.map((portion) => productOf(catalogue, portion.restaurantProductId));
    case 'deal':
      return [];
  }
}
