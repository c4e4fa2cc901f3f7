import { z } from 'zod';
import { idSchema } from './envelope.ts';
import { MAX_LINE_QUANTITY, MAX_NOTES_LENGTH } from './limits.ts';
import { textSchema } from './text.ts';

export { MAX_LINE_QUANTITY, MAX_NOTES_LENGTH };

// Spec §7: the three body forms of POST /api/v2/cart. They carry choices only: prices, totals and
// owners are decided by the server, so objects are strict and an unknown key (a `price`, a `total`)
// is refused rather than silently trusted. `price_adjustment` is part of the spec's normal form; the
// server accepts it and ignores its value.

export const quantitySchema = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

const notesSchema = textSchema(MAX_NOTES_LENGTH, { multiline: true }).default('');

export const chosenConfigurationSchema = z.strictObject({
  attribute_id: idSchema,
  attribute_value_id: idSchema,
  price_adjustment: z.number().int().optional(),
});
export type ChosenConfiguration = z.infer<typeof chosenConfigurationSchema>;

export const chosenModifierSchema = z.strictObject({
  modifier_id: idSchema,
  quantity: quantitySchema.default(1),
  configurations: z.array(chosenConfigurationSchema).default([]),
});
export type ChosenModifier = z.infer<typeof chosenModifierSchema>;

/** Normal: one product of the outlet, with its configurations and modifiers. */
export const normalCartItemSchema = z.strictObject({
  restaurant_product_id: idSchema,
  product_id: idSchema,
  quantity: quantitySchema.default(1),
  is_half_and_half: z.literal(false).default(false),
  notes: notesSchema,
  modifiers: z.array(chosenModifierSchema).default([]),
  configurations: z.array(chosenConfigurationSchema).default([]),
});
export type NormalCartItem = z.input<typeof normalCartItemSchema>;

export const HALF_PORTIONS = ['left', 'right'] as const;
export type HalfPortion = (typeof HALF_PORTIONS)[number];

/**
 * One half of a half-and-half pizza: its own product and its own modifiers. Its side is `portion`,
 * else its place in the list (first is left). Size and crust are the whole pizza's, so a half's own
 * `configurations`, passed through by a client, are dropped unread.
 */
const halfSchema = z.strictObject({
  portion: z.enum(HALF_PORTIONS).optional(),
  restaurant_product_id: idSchema,
  product_id: idSchema,
  modifiers: z.array(chosenModifierSchema).default([]),
  configurations: z.unknown().optional(),
});

const halvesSchema = z
  .array(halfSchema)
  .length(2, 'A half-and-half pizza has exactly two halves')
  .transform((halves) =>
    halves.map(({ portion, restaurant_product_id, product_id, modifiers }, index) => ({
      portion: portion ?? HALF_PORTIONS[index]!,
      restaurant_product_id,
      product_id,
      modifiers,
    })),
  )
  .refine((halves) => new Set(halves.map((half) => half.portion)).size === 2, {
    message: 'A half-and-half pizza has one left and one right half',
  });

/**
 * Half-and-half (spec §5: "passed through as given, with portions"): two halves as `portions` or
 * `cart_portions`. The normal form's keys at the top level are the whole pizza's (issue 17):
 * `configurations` (size, crust) and `modifiers` (on both halves, e.g. extra cheese, priced once). The
 * base product's ids a client passes through are dropped: each half names its own product. Anything
 * else unknown (a price, a total) is still refused.
 */
export const halfAndHalfBodySchema = z.strictObject({
  is_half_and_half: z.literal(true),
  quantity: quantitySchema.default(1),
  notes: notesSchema,
  configurations: z.array(chosenConfigurationSchema).default([]),
  modifiers: z.array(chosenModifierSchema).default([]),
  cart_portions: halvesSchema.optional(),
  portions: halvesSchema.optional(),
  restaurant_product_id: z.unknown().optional(),
  product_id: z.unknown().optional(),
});
type HalfAndHalfBody = z.output<typeof halfAndHalfBodySchema>;

/** The body as the server reads it (pipe the body, or an extension of it, into this): the halves under `cart_portions`, each with its side; the ignored keys gone. */
export function withCartPortions<Body extends HalfAndHalfBody>(body: Body, context: z.RefinementCtx) {
  const { cart_portions, portions, restaurant_product_id: _baseRestaurantProduct, product_id: _baseProduct, ...item } = body;
  const halves = portions ?? cart_portions;
  if (!halves || (portions && cart_portions)) {
    context.addIssue({ code: 'custom', message: 'Send the two halves as portions or as cart_portions', path: ['portions'] });
    return z.NEVER;
  }
  return { ...item, cart_portions: halves };
}

export const halfAndHalfCartItemSchema = halfAndHalfBodySchema.transform(withCartPortions);
export type HalfAndHalfCartItem = z.input<typeof halfAndHalfCartItemSchema>;

/** One item chosen for a deal slot. */
export const dealChildSchema = z.strictObject({
  deal_component_type_id: idSchema,
  restaurant_product_id: idSchema,
  product_id: idSchema,
  quantity: quantitySchema.default(1),
  modifiers: z.array(chosenModifierSchema).default([]),
  configurations: z.array(chosenConfigurationSchema).default([]),
});
export type DealChild = z.input<typeof dealChildSchema>;

/** Deal: deal_id or combo_product_id (exactly one), the quantity, and the children filling its slots. */
export const dealCartItemSchema = z
  .strictObject({
    deal_id: idSchema.optional(),
    combo_product_id: idSchema.optional(),
    quantity: quantitySchema.default(1),
    notes: notesSchema,
    children: z.array(dealChildSchema).min(1, 'A deal needs its items chosen'),
  })
  .refine((deal) => (deal.deal_id === undefined) !== (deal.combo_product_id === undefined), {
    message: 'Send exactly one of deal_id and combo_product_id',
  });
export type DealCartItem = z.input<typeof dealCartItemSchema>;

/** What the item builder produces: one of the three forms, without outlet and owner. */
export type CartItemForm = NormalCartItem | HalfAndHalfCartItem | DealCartItem;

/** Which form a body is, by the spec's rules: deal ids first, then the half-and-half flag. */
export function cartItemFormKind(body: Record<string, unknown>): 'deal' | 'half_and_half' | 'normal' {
  if ('deal_id' in body || 'combo_product_id' in body) return 'deal';
  return body.is_half_and_half === true ? 'half_and_half' : 'normal';
}
