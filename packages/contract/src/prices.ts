// Zod-free price helpers, so the browser can import them without a schema library.

/**
 * How a tenant prices a half-and-half pizza's base: 'dearer' charges the dearer half (most pizza
 * chains do, and it is the default), 'average' the mean of both halves. Each half's toppings cost
 * half their price either way.
 */
export const HALF_AND_HALF_PRICING = ['dearer', 'average'] as const;
export type HalfAndHalfPricing = (typeof HALF_AND_HALF_PRICING)[number];

/** Spec §3: the price a diner pays online is online_price, falling back to price (both cents). */
export const onlinePrice = (product: { price: number; online_price: number | null }): number => product.online_price ?? product.price;

/** Cents as Australian dollars, e.g. 1450 → '$14.50' and -200 → '-$2.00'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** A product's configurations as a price needs them (structural: this file imports no schema). */
type Configurable = {
  configurations: readonly { attribute_id: number; values: readonly { attribute_value_id: number; price_adjustment: number }[] }[];
};

/**
 * Issue 18 point 13: the configuration values a product may take in a deal slot, each with what it
 * costs on top of the deal (cents). Per attribute: when the slot names some of its values
 * (`slotValueIds`, the Large of "2 large pizzas"), only those, the cheapest of them in the deal's
 * price and another at the difference; else every value at its price adjustment, never below nothing
 * (a small pizza does not make a deal cheaper). The server prices by it and the builder shows it.
 */
export function dealPartConfigurationPrices(product: Configurable, slotValueIds: readonly number[]): Map<number, number> {
  const prices = new Map<number, number>();
  for (const { values } of product.configurations) {
    const named = values.filter((value) => slotValueIds.includes(value.attribute_value_id));
    const allowed = named.length > 0 ? named : values;
    const included = named.length > 0 ? Math.min(...named.map((value) => value.price_adjustment)) : 0;
    for (const value of allowed) prices.set(value.attribute_value_id, Math.max(0, value.price_adjustment - included));
  }
  return prices;
}
