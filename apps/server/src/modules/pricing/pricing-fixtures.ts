// A small catalogue for the engine's tests: two pizzas with sizes and toppings, a side, a drink, a deal.
import { upchargeKey, type CatalogueProduct, type Coupon, type PricingCatalogue } from './pricing-types.ts';

export const ids = {
  margherita: 101,
  supreme: 102,
  garlicBread: 201,
  cola: 301,
  pizzasCategory: 1,
  sidesCategory: 2,
  drinksCategory: 3,
  small: 11,
  large: 13,
  extraCheese: 501,
  jalapenos: 502,
  feastDeal: 'deal:1',
  pizzaSlot: 71,
} as const;

/** In these fixtures a master product's id is its outlet offer's id plus 1000. */
export const productIdOf = (restaurantProductId: number) => restaurantProductId + 1000;

function product(restaurantProductId: number, categoryId: number, basePrice: number, extra: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    restaurantProductId,
    productId: productIdOf(restaurantProductId),
    categoryId,
    basePrice,
    gstFree: false,
    modifierPrices: new Map(),
    configurationAdjustments: new Map(),
    ...extra,
  };
}

const pizzaChoices = {
  modifierPrices: new Map([
    [ids.extraCheese, 250],
    [ids.jalapenos, 150],
  ]),
};

export function testCatalogue(halfAndHalfRule: PricingCatalogue['halfAndHalfRule'] = 'dearer'): PricingCatalogue {
  return {
    halfAndHalfRule,
    products: new Map([
      [
        ids.margherita,
        product(ids.margherita, ids.pizzasCategory, 1500, {
          ...pizzaChoices,
          configurationAdjustments: new Map([
            [ids.small, -300],
            [ids.large, 400],
          ]),
        }),
      ],
      [
        ids.supreme,
        product(ids.supreme, ids.pizzasCategory, 1900, {
          ...pizzaChoices,
          configurationAdjustments: new Map([
            [ids.small, -400],
            [ids.large, 500],
          ]),
        }),
      ],
      [ids.garlicBread, product(ids.garlicBread, ids.sidesCategory, 650)],
      [ids.cola, product(ids.cola, ids.drinksCategory, 450)],
    ]),
    deals: new Map([
      [
        ids.feastDeal,
        {
          price: 3990,
          upcharges: new Map([[upchargeKey(ids.pizzaSlot, ids.supreme), 300]]),
          // The pizza slot: a margherita any size (a small at nothing, a large at its 400); a supreme
          // small or large, the small in the deal and the large at the 900 between them.
          partConfigurationPrices: new Map([
            [
              upchargeKey(ids.pizzaSlot, ids.margherita),
              new Map([
                [ids.small, 0],
                [ids.large, 400],
              ]),
            ],
            [
              upchargeKey(ids.pizzaSlot, ids.supreme),
              new Map([
                [ids.small, 0],
                [ids.large, 900],
              ]),
            ],
          ]),
        },
      ],
    ]),
  };
}

export function coupon(overrides: Partial<Coupon> & Pick<Coupon, 'id' | 'kind'>): Coupon {
  return {
    code: null,
    name: `Coupon ${overrides.id}`,
    value: 0,
    scope: 'order',
    categoryIds: [],
    productIds: [],
    minOrder: 0,
    validFrom: null,
    validUntil: null,
    usageLimitTotal: null,
    usedTotal: 0,
    usageLimitPerCustomer: null,
    usedByCustomer: 0,
    payment: 'any',
    buyQuantity: 0,
    getQuantity: 0,
    freeProductId: null,
    ...overrides,
  };
}
