import { z } from 'zod';
import { consoleOutletParamsSchema } from './console-orders.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { centsSchema } from './menu.ts';
import { clockTimeSchema } from './orders.ts';
import { textSchema } from './text.ts';

// Issue 19 (per outlet): which of the tenant's products an outlet sells and on which of its menus,
// its own prices where they differ from the house's, and its daypart schedules. Owners edit every
// outlet, managers their outlets; crew read.

/** An outlet's own price pair: replaces the house prices on all its menus (online_price null: price online too). */
export const priceOverrideSchema = z.strictObject({ price: centsSchema, online_price: centsSchema.nullable() });
export type PriceOverride = z.infer<typeof priceOverrideSchema>;

/** Which of the outlet's menus (spec §1) it sells the product on. */
const menuFlagsSchema = z.object({ on_main_menu: z.boolean(), on_instore_menu: z.boolean(), on_dinein_menu: z.boolean() });

/** One non-archived product of the tenant as an outlet offers it (or not). */
export const outletMenuItemSchema = menuFlagsSchema.extend({
  product_id: z.number().int(),
  /** The outlet's offer of it, which deal slots name (choices' restaurant_product_id); null while the outlet has never offered it. */
  restaurant_product_id: z.number().int().nullable(),
  name: z.string(),
  category_id: z.number().int(),
  category: z.string(),
  /** On at least one of the outlet's menus. */
  sold: z.boolean(),
  house_prices: z.object({
    price: centsSchema,
    online_price: centsSchema.nullable(),
    instore_price: centsSchema.nullable(),
    dinein_price: centsSchema.nullable(),
  }),
  price_override: priceOverrideSchema.nullable(),
  in_stock: z.boolean(),
  /** What a save names to be sure nobody saved since: 0 while the outlet has never offered the product. */
  version: z.number().int(),
});
export type OutletMenuItem = z.infer<typeof outletMenuItemSchema>;
export const outletMenuItemsResponseSchema = dataEnvelope(z.array(outletMenuItemSchema));
export const outletMenuItemResponseSchema = dataEnvelope(outletMenuItemSchema);

export const outletMenuItemParamsSchema = consoleOutletParamsSchema.extend({ productId: idSchema });

/**
 * PUT …/menu-items/{productId} body. `sold: false` takes it off every menu of the outlet (the flags
 * are then ignored and stored off); `sold: true` needs at least one menu. `version` is the one read.
 */
export const saveOutletMenuItemRequestSchema = menuFlagsSchema
  .extend({ sold: z.boolean(), price_override: priceOverrideSchema.nullable(), version: z.number().int().nonnegative() })
  .strict()
  .refine((body) => !body.sold || body.on_main_menu || body.on_instore_menu || body.on_dinein_menu, {
    path: ['on_main_menu'],
    error: 'A product sold here is on at least one menu: choose one, or set sold to false',
  });
export type SaveOutletMenuItemRequest = z.infer<typeof saveOutletMenuItemRequestSchema>;

const ISO_WEEKDAY = 'weekdays are 1 (Monday) to 7 (Sunday)';

/** Exactly one of a category (all its products) or a product of the tenant. */
export const daypartTargetSchema = z.union([z.strictObject({ category_id: idSchema }), z.strictObject({ product_id: idSchema })]);
export type DaypartTarget = z.infer<typeof daypartTargetSchema>;

/** POST …/dayparts and PUT …/dayparts/{id} body. `ends` at or before `starts` runs past midnight (22:00–02:00). */
export const daypartFieldsSchema = z.strictObject({
  name: textSchema(60),
  target: daypartTargetSchema,
  weekdays: z
    .array(z.number().int().min(1, ISO_WEEKDAY).max(7, ISO_WEEKDAY))
    .min(1, 'Choose at least one weekday')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Name each weekday once'),
  /** "HH:MM" in the outlet's time zone. */
  starts: clockTimeSchema,
  ends: clockTimeSchema,
});
export type DaypartFields = z.infer<typeof daypartFieldsSchema>;
export const saveDaypartRequestSchema = daypartFieldsSchema.extend({ version: z.number().int().positive() });
export type SaveDaypartRequest = z.infer<typeof saveDaypartRequestSchema>;

export const daypartSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  target: z.union([z.object({ category_id: z.number().int() }), z.object({ product_id: z.number().int() })]),
  weekdays: z.array(z.number().int()),
  starts: z.string(),
  ends: z.string(),
  version: z.number().int(),
});
export type Daypart = z.infer<typeof daypartSchema>;
export const daypartsResponseSchema = dataEnvelope(z.array(daypartSchema));
export const daypartResponseSchema = dataEnvelope(daypartSchema);

export const daypartParamsSchema = consoleOutletParamsSchema.extend({ daypartId: idSchema });
