import { z } from 'zod';
import {
  cartItemFormKind,
  dealCartItemSchema,
  halfAndHalfBodySchema,
  HALF_PORTIONS,
  normalCartItemSchema,
  quantitySchema,
  withCartPortions,
} from './cart-item-forms.ts';
import { imageSrcsetSchema } from './console-images.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { MAX_TABLE_NUMBER } from './limits.ts';
import { centsAdjustmentSchema, centsSchema, type MenuKind } from './menu.ts';

// Spec §7: the five cart calls. The owner ids in queries and bodies must be the bearer token's own
// (the server answers 403 otherwise); user_id wins over guest_id, as in the spec.

const ownerShape = {
  user_id: idSchema.optional(),
  guest_id: idSchema.optional(),
};
const hasOwner = (owner: { user_id?: number; guest_id?: number }) => owner.user_id !== undefined || owner.guest_id !== undefined;
const ownerMessage = { message: 'Send user_id or guest_id' };

/** A coupon code as a diner types it: trimmed, upper-cased, letters, digits, dashes. */
export const couponCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{2,32}$/, 'A coupon code is 2 to 32 letters, digits or dashes');

/** GET /api/v2/cart query. */
export const cartQuerySchema = z
  .object({
    ...ownerShape,
    coupon_code: z.preprocess((value) => (value === '' ? undefined : value), couponCodeSchema.optional()),
    is_cash_on_delivery_opt: z.enum(['0', '1']).optional(),
  })
  .refine(hasOwner, ownerMessage);
export type CartQuery = z.infer<typeof cartQuerySchema>;

/** Table numbers printed on the dine-in QR codes (/dine-in-menu?table=N). */
export const tableNumberSchema = z.number().int().min(1).max(MAX_TABLE_NUMBER);

/**
 * The menus a diner orders from online (issue 17). The in-store menu is the counter's: read in the
 * shop, ordered and paid at the counter, so a dish only it has is never ordered online.
 */
export const ORDERABLE_MENUS = ['main', 'dinein'] as const satisfies readonly MenuKind[];
export const orderableMenuSchema = z.enum(ORDERABLE_MENUS, {
  error: 'Order from the main menu or the dine-in menu: the in-store menu is ordered at the counter',
});
export type OrderableMenu = z.infer<typeof orderableMenuSchema>;

const withOwner = {
  restaurant_id: idSchema,
  ...ownerShape,
  /** The menu the item was chosen from: its line remembers it, and the item must be on it. */
  menu: orderableMenuSchema.default('main'),
  /** The diner's table (/dine-in-menu?table=N): a dish served only at a table is added with it. */
  table_number: tableNumberSchema.optional(),
};
const formSchemas = {
  normal: normalCartItemSchema.extend(withOwner),
  half_and_half: halfAndHalfBodySchema.extend(withOwner).transform(withCartPortions),
  deal: dealCartItemSchema.extend(withOwner),
};

/**
 * The outlet, the owner's ids and one of the three forms. The form is picked by the spec's rule (deal
 * ids, then the half-and-half flag) and validated alone, so an error names the field that is wrong
 * rather than "no union member matched".
 */
const cartItemBodySchema = z.looseObject({}).transform((body, context) => {
  const result = formSchemas[cartItemFormKind(body)].safeParse(body);
  if (result.success) return result.data;
  for (const issue of result.error.issues) context.addIssue({ ...issue, code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

/** POST /api/v2/cart body: the outlet, the owner and one of the three forms. */
export const addToCartBodySchema = cartItemBodySchema.refine(hasOwner, ownerMessage);
export type AddToCartBody = z.input<typeof formSchemas.normal> | z.input<typeof formSchemas.half_and_half> | z.input<typeof formSchemas.deal>;
export type ParsedAddToCartBody = z.output<typeof addToCartBodySchema>;

/**
 * PUT /api/v2/cart/items/{id} body (issue 18 point 13, an extra call beside the spec's five): the
 * same form as an add, replacing the choices, quantity and notes of the line `id`. The owner is the
 * token's; user_id or guest_id may be sent (as with an add) and must then be the token's own.
 */
export const replaceCartItemBodySchema = cartItemBodySchema;
export type ReplaceCartItemBody = AddToCartBody;

/** PUT /api/cart/update-cart body. */
export const updateCartBodySchema = z.strictObject({ cart_id: idSchema, quantity: quantitySchema });
export type UpdateCartBody = z.infer<typeof updateCartBodySchema>;

/** DELETE /api/v2/cart/{id} params. */
export const cartLineParamsSchema = z.object({ id: idSchema });

/** DELETE /api/v2/cart/clear body. */
export const clearCartBodySchema = z.strictObject(ownerShape).refine(hasOwner, ownerMessage);
export type ClearCartBody = z.infer<typeof clearCartBodySchema>;

/** Spec §3 Modifier: price is the modifier's online_price. */
export const cartModifierSchema = z.object({
  modifier_id: z.number().int(),
  name: z.string(),
  price: centsSchema,
  quantity: z.number().int().positive(),
  cart_modifier_configurations: z.array(z.object({ attribute_id: z.number().int(), attribute_value_id: z.number().int() })),
});
export type CartModifier = z.infer<typeof cartModifierSchema>;

/** Spec §3 Configuration: the attribute's name and the chosen value's. */
export const cartConfigurationSchema = z.object({
  attribute_id: z.number().int(),
  attribute_value_id: z.number().int(),
  name: z.string(),
  value: z.string(),
  price_adjustment: centsAdjustmentSchema,
});
export type CartConfiguration = z.infer<typeof cartConfigurationSchema>;

/** One half of a half-and-half line, so the ticket says which topping is on which half. */
export const cartPortionResponseSchema = z.object({
  portion: z.enum(HALF_PORTIONS),
  restaurant_product_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  modifiers: z.array(cartModifierSchema),
});
export type CartPortionResponse = z.infer<typeof cartPortionResponseSchema>;

/** One chosen item of a deal line, in its slot. */
export const cartDealPartSchema = z.object({
  deal_component_type_id: z.number().int(),
  component_name: z.string(),
  restaurant_product_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int().positive(),
  upcharge: centsSchema,
  // Issue 18 point 13: the item's own size, crust and toppings, each priced as in its slot. The
  // defaults read an order line sold before deal items had them.
  /** Its size and crust; price_adjustment is what the value costs in this slot. Empty: as the deal makes it. */
  configurations: z.array(cartConfigurationSchema).default([]),
  /** Its toppings, at their price (for each of this item). */
  modifiers: z.array(cartModifierSchema).default([]),
});
export type CartDealPart = z.infer<typeof cartDealPartSchema>;

// The relation records name what a line is; its description and picture are the item's own fields.

/** Spec §3 `products`: the tenant's master product a line is (null for halves and deals, whose parts name theirs). */
export const cartProductRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});

/** Spec §3 `restaurant_products`: the outlet's offer of that product, with its menu prices. */
export const cartRestaurantProductRecordSchema = z.object({
  id: z.number().int(),
  restaurant_id: z.number().int(),
  product_id: z.number().int(),
  price: centsSchema,
  online_price: centsSchema.nullable(),
  in_stock: z.boolean(),
});

/** Spec §3 `deals` and `combo_products`: the deal or combo a deal line is, at its menu price. */
export const cartDealRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: centsSchema,
});
export type CartDealRecord = z.infer<typeof cartDealRecordSchema>;

/** Spec §3 `coupons`: the coupon that discounted the line or gave the free item. */
export const cartCouponRecordSchema = z.object({
  id: z.number().int(),
  /** null for an automatic coupon, which has no code. */
  code: z.string().nullable(),
  name: z.string(),
  is_automatic: z.boolean(),
});
export type CartCouponRecord = z.infer<typeof cartCouponRecordSchema>;

/** Spec §3 Cart item, as the server prices it. All money is integer cents. */
export const cartItemSchema = z.object({
  /** The cart line id (what update and delete take); a free item's id is negative and cannot be changed. */
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  restaurant_product_id: z.number().int().nullable(),
  deal_id: z.number().int().nullable(),
  combo_product_id: z.number().int().nullable(),
  restaurant_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The unit price the diner pays (online_price, falling back to price), with choices included. */
  price: centsSchema,
  online_price: centsSchema,
  image: z.string(),
  /** Issue 19: the product's (or deal's) uploaded photo's widths per format; null for a seed picture or the placeholder. */
  srcset: imageSrcsetSchema.nullable().optional(),
  quantity: z.number().int().positive(),
  notes: z.string(),
  is_half_and_half: z.boolean(),
  modifiers: z.array(cartModifierSchema),
  configurations: z.array(cartConfigurationSchema),
  cart_portions: z.array(cartPortionResponseSchema),
  deal_component_types: z.array(cartDealPartSchema),
  /** Always null: a line is never a deal part itself, the parts are in deal_component_types. */
  deal_component_type_id: z.null(),
  products: cartProductRecordSchema.nullable(),
  restaurant_products: cartRestaurantProductRecordSchema.nullable(),
  deals: cartDealRecordSchema.nullable(),
  combo_products: cartDealRecordSchema.nullable(),
  coupons: cartCouponRecordSchema.nullable(),
  item_total: centsSchema,
  discounted_item_total: centsSchema,
  discount_amount: centsSchema,
  order_level_discount: centsSchema,
  tax: centsSchema,
  coupon_id: z.number().int().nullable(),
  applied_coupon: z.string().nullable(),
  is_auto_coupon: z.boolean(),
  is_free: z.boolean(),
  offer_type: z.string().nullable(),
  offer_quantity_applied: z.number().int().nullable(),
  // Issue 17. The defaults read an order line sold before lines kept their menu.
  /** The menu the line was chosen from (a free item: main). */
  menu: orderableMenuSchema.default('main'),
  /** Served only at a table in the restaurant (on the dine-in menu alone): a pickup or delivery order cannot have it. */
  dine_in_only: z.boolean().default(false),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * Issue 18 point 12: one coupon's discount, named as the offer calls itself, in the order they applied.
 * `amount` is what it took off the subtotal; an offer of free items takes nothing off it and gives
 * `free_quantity` items (lines of their own, `is_free`).
 */
export const cartDiscountSchema = z.object({
  coupon_id: z.number().int(),
  /** null for an automatic offer. */
  code: z.string().nullable(),
  name: z.string(),
  amount: centsSchema,
  free_quantity: z.number().int().nonnegative(),
});
export type CartDiscount = z.infer<typeof cartDiscountSchema>;

/** Spec §3 Cart response: data.items, data.item_count, data.total, and error when a coupon could not apply. */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  item_count: z.number().int().nonnegative(),
  subtotal: centsSchema,
  discount_total: centsSchema,
  tax: centsSchema,
  total: centsSchema,
  /** Issue 18 point 12: each applied offer and what it gave (discount_total is the sum of their amounts). */
  discounts: z.array(cartDiscountSchema),
  /**
   * Issue 18 point 12: what more to spend for free delivery wherever the outlet delivers, when close to it
   * (GET /v2/cart only; a write's answer says null and the refetch after it tells).
   */
  spend_for_free_delivery: centsSchema.nullable(),
  /** The entered code that applied; null when none was entered or it did not apply. */
  coupon_code: z.string().nullable(),
  error: z.string().optional(),
  /**
   * Issue 18 point 10: the way of paying the entered code is for, when that alone kept it from applying
   * (CASH5 before cash is chosen): the code is kept and applies once the diner pays so.
   */
  coupon_payment: z.enum(['online', 'cash_on_delivery']).optional(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = dataEnvelope(cartSchema);
export type CartResponse = z.infer<typeof cartResponseSchema>;
