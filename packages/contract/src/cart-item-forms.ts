import { z } from 'zod';
import { idSchema } from './envelope.ts';
import { MAX_LINE_QUANTITY, MAX_NOTES_LENGTH } from './limits.ts';

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

const notesSchema = z.string().trim().max(MAX_NOTES_LENGTH, `Notes must be at most ${MAX_NOTES_LENGTH} characters`).default('');

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

/** One half of a half-and-half pizza: its own product and its own modifiers. */
export const cartPortionSchema = z.strictObject({
  portion: z.enum(HALF_PORTIONS),
  restaurant_product_id: idSchema,
  product_id: idSchema,
  modifiers: z.array(chosenModifierSchema).default([]),
});
export type CartPortion = z.input<typeof cartPortionSchema>;

/** Half-and-half: two portions, left and right; configurations (size, crust) apply to the whole pizza. */
export const halfAndHalfCartItemSchema = z.strictObject({
  is_half_and_half: z.literal(true),
  quantity: quantitySchema.default(1),
  notes: notesSchema,
  configurations: z.array(chosenConfigurationSchema).default([]),
  cart_portions: z
    .array(cartPortionSchema)
    .length(2, 'A half-and-half pizza has exactly two halves')
    .refine((portions) => new Set(portions.map((portion) => portion.portion)).size === 2, {
      message: 'A half-and-half pizza has one left and one right half',
    }),
});
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
