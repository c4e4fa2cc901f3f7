import type { HalfAndHalfPricing } from '@crust/contract/prices';

// The pricing engine's vocabulary. Everything is integer cents; nothing here knows of the database,
// HTTP or the clock (the caller passes `now`), so the same inputs always give the same prices.

export type Cents = number;

/** What the engine needs to know of one product an outlet offers. */
export interface CatalogueProduct {
  restaurantProductId: number;
  productId: number;
  categoryId: number;
  /** The online price: online_price, falling back to price (spec §3). */
  basePrice: Cents;
  /** Basic food without GST in its price (issue 19's tax class). */
  gstFree: boolean;
  /** modifier_id → online_price. */
  modifierPrices: ReadonlyMap<number, Cents>;
  /** attribute_value_id → price_adjustment (may be negative: a small size). */
  configurationAdjustments: ReadonlyMap<number, Cents>;
}

export interface CatalogueDeal {
  price: Cents;
  /** Extra cost of a choice in a slot, keyed by `upchargeKey(componentTypeId, restaurantProductId)`. */
  upcharges: ReadonlyMap<string, Cents>;
  /**
   * Issue 18 point 13: what each configuration value (attribute_value_id) a choice may take in its
   * slot costs on top of the deal (contract prices.ts dealPartConfigurationPrices), keyed as `upcharges`.
   */
  partConfigurationPrices: ReadonlyMap<string, ReadonlyMap<number, Cents>>;
}

export const upchargeKey = (componentTypeId: number, restaurantProductId: number) => `${componentTypeId}:${restaurantProductId}`;

/** How a half-and-half pizza's base is priced: the dearer half (default) or the average of both. */
export type HalfAndHalfRule = HalfAndHalfPricing;

export interface PricingCatalogue {
  products: ReadonlyMap<number, CatalogueProduct>;
  /** Keyed by `deal:<id>` or `combo:<id>`. */
  deals: ReadonlyMap<string, CatalogueDeal>;
  halfAndHalfRule: HalfAndHalfRule;
}

export interface ChosenModifierInput {
  modifierId: number;
  quantity: number;
}

interface LineBase {
  id: number;
  quantity: number;
}

export interface NormalLineInput extends LineBase {
  kind: 'normal';
  restaurantProductId: number;
  configurationValueIds: readonly number[];
  modifiers: readonly ChosenModifierInput[];
}

export interface HalfAndHalfLineInput extends LineBase {
  kind: 'half_and_half';
  /** Size, crust: chosen once for the whole pizza, priced on each half's product. */
  configurationValueIds: readonly number[];
  portions: readonly [PortionInput, PortionInput];
  /** The whole pizza's modifiers, on both halves (issue 17). */
  modifiers: readonly ChosenModifierInput[];
}

export interface PortionInput {
  restaurantProductId: number;
  modifiers: readonly ChosenModifierInput[];
}

/** One item of a deal: its slot, its product, how many, and its own size, crust and toppings (issue 18; none: as the deal makes it). */
export interface DealChildInput {
  componentTypeId: number;
  restaurantProductId: number;
  quantity: number;
  configurationValueIds: readonly number[];
  modifiers: readonly ChosenModifierInput[];
}

export interface DealLineInput extends LineBase {
  kind: 'deal';
  dealKey: string;
  children: readonly DealChildInput[];
}

export type CartLineInput = NormalLineInput | HalfAndHalfLineInput | DealLineInput;

export type CouponKind = 'percent' | 'fixed' | 'buy_x_get_y';
export type CouponScope = 'order' | 'categories' | 'products';
export type CouponPayment = 'any' | 'online' | 'cash_on_delivery';
/**
 * How the order is paid, as a coupon restricted to one way of paying sees it: online (by card), cash on
 * delivery, or at a dine-in table's counter, which is neither.
 */
export type PaidBy = 'online' | 'cash_on_delivery' | 'at_counter';

export interface Coupon {
  id: number;
  /** null: an automatic coupon, applied whenever its conditions hold. */
  code: string | null;
  /** What the diner reads on the discount it gives ("Free garlic bread with any 2 pizzas"). */
  name: string;
  kind: CouponKind;
  /** percent: 1–100; fixed: cents; buy_x_get_y: unused. */
  value: number;
  scope: CouponScope;
  categoryIds: readonly number[];
  /** Master product ids: a tenant's coupon names products, each outlet offers them its own way. */
  productIds: readonly number[];
  /** Smallest subtotal (before discounts) the coupon needs, cents. */
  minOrder: Cents;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimitTotal: number | null;
  usedTotal: number;
  usageLimitPerCustomer: number | null;
  usedByCustomer: number;
  payment: CouponPayment;
  /** buy_x_get_y: every `buyQuantity` eligible items earn `getQuantity` of the free product. */
  buyQuantity: number;
  getQuantity: number;
  /** The master product given away; the outlet's offer of it is what the free line shows. */
  freeProductId: number | null;
}

export interface PricingInput {
  lines: readonly CartLineInput[];
  catalogue: PricingCatalogue;
  /** The automatic coupons of the outlet and, when the diner entered one, the coupon of that code. */
  automaticCoupons: readonly Coupon[];
  codeCoupon: Coupon | null;
  paidBy: PaidBy;
  now: Date;
}

export type CouponRejection = 'not_yet_valid' | 'expired' | 'usage_limit' | 'customer_limit' | 'payment' | 'min_order' | 'no_eligible_items';

export interface PricedLine {
  id: number;
  unitPrice: Cents;
  itemTotal: Cents;
  /** Line-level coupons (on products or categories). */
  discountAmount: Cents;
  /** This line's share of order-level coupons. */
  orderLevelDiscount: Cents;
  discountedItemTotal: Cents;
  /** GST included in discountedItemTotal: one eleventh. */
  tax: Cents;
  /** The coupon that discounted this line most, if any. */
  couponId: number | null;
}

/** An item a buy-X-get-Y coupon gives away: priced, then discounted to zero. */
export interface FreeLine {
  couponId: number;
  restaurantProductId: number;
  quantity: number;
  unitPrice: Cents;
  /** How many times the offer applied. */
  offerQuantityApplied: number;
}

/**
 * One coupon's part of the price, in the order coupons applied (issue 18 point 12: a discount says
 * which offer gave it). `amount` is what it took off the lines; a buy-X-get-Y offer takes nothing off
 * them (its free items are not in the subtotal) and gives `freeQuantity` items instead.
 */
export interface AppliedDiscount {
  couponId: number;
  code: string | null;
  name: string;
  amount: Cents;
  freeQuantity: number;
}

export interface PricedCart {
  lines: PricedLine[];
  freeLines: FreeLine[];
  /** Every coupon that applied, named, with what it gave. */
  discounts: AppliedDiscount[];
  subtotal: Cents;
  discountTotal: Cents;
  total: Cents;
  /** What of the total carries GST: the lines that are not GST-free, after their discounts. */
  taxableTotal: Cents;
  tax: Cents;
  appliedCouponIds: number[];
  /** Why the entered code did not apply, and the way of paying it is for (the cart names it when that alone was why). */
  codeCouponRejection: { reason: CouponRejection; message: string; payment: CouponPayment } | null;
}
