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
