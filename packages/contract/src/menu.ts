import { z } from 'zod';
import { TAX_CLASSES } from './catalogue-vocabulary.ts';
import { imageSrcsetSchema } from './console-images.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { HALF_AND_HALF_PRICING } from './prices.ts';

/** Spec §1: the three menus an outlet offers. */
export const MENU_KINDS = ['main', 'instore', 'dinein'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

/** GET /api/v2/menu query. */
export const menuQuerySchema = z.object({
  tenant_id: idSchema,
  restaurant_id: idSchema,
  menu: z.enum(MENU_KINDS, { error: `menu must be one of ${MENU_KINDS.join(', ')}` }).default('main'),
});
export type MenuQuery = z.infer<typeof menuQuerySchema>;

/** Money is integer cents everywhere. */
export const centsSchema = z.number().int().nonnegative();
/** A configuration value may make an item cheaper (a small size) as well as dearer. */
export const centsAdjustmentSchema = z.number().int();

export const menuModifierSchema = z.object({
  modifier_id: z.number().int(),
  name: z.string(),
  online_price: centsSchema,
  /** Issue 19: ticked for the diner when the product builder opens (they may untick it). */
  is_default: z.boolean().optional(),
});
export type MenuModifier = z.infer<typeof menuModifierSchema>;

/** A choice the diner makes on a product: at least `min` and at most `max` of its modifiers. */
export const menuModifierGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  min: z.number().int().nonnegative(),
  max: z.number().int().positive(),
  modifiers: z.array(menuModifierSchema),
});
export type MenuModifierGroup = z.infer<typeof menuModifierGroupSchema>;

export const menuConfigurationValueSchema = z.object({
  attribute_value_id: z.number().int(),
  name: z.string(),
  price_adjustment: centsAdjustmentSchema,
});
export type MenuConfigurationValue = z.infer<typeof menuConfigurationValueSchema>;

/** An attribute such as size or crust: the diner picks exactly one of its values. */
export const menuConfigurationSchema = z.object({
  attribute_id: z.number().int(),
  name: z.string(),
  values: z.array(menuConfigurationValueSchema).min(1),
});
export type MenuConfiguration = z.infer<typeof menuConfigurationSchema>;

export const menuProductSchema = z.object({
  /** The tenant's master product. */
  product_id: z.number().int(),
  /** The outlet's offer of it: what the cart refers to. */
  restaurant_product_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** In-store price, cents. */
  price: centsSchema,
  /** Online price, cents; when null the online price is `price` (spec §3). */
  online_price: centsSchema.nullable(),
  /** A path served by the app itself. */
  image: z.string(),
  /** Issue 19: an uploaded photo's widths per format, for `srcset`; absent or null for a seed picture or the placeholder. */
  srcset: imageSrcsetSchema.nullable().optional(),
  in_stock: z.boolean(),
  /**
   * Issue 19: false outside the outlet's daypart schedules for the product or its category (the
   * lunch menu at dinner); the cart refuses it then (409 not_available_now). Absent means true.
   */
  available: z.boolean().optional(),
  /** When it is next available, "HH:MM" in the outlet's zone (with `available: false`); null when never again this week. */
  available_from: z.string().nullable().optional(),
  popular: z.boolean(),
  is_new: z.boolean(),
  /** e.g. '1.25 L' or '10 pieces'; shown when the site configuration's showProductUnit is on. */
  unit: z.string().nullable(),
  /** Dietary tags (catalogue-vocabulary's DIETARY_TAGS), e.g. 'vegetarian', 'vegan', 'gluten-free-option', 'spicy'. */
  tags: z.array(z.string()),
  /** catalogue-vocabulary's ALLERGENS. */
  allergens: z.array(z.string()),
  allow_half_and_half: z.boolean(),
  /** Issue 19: GST is in the price of a 'gst' product (absent means 'gst'); a 'gst_free' one carries none. */
  tax_class: z.enum(TAX_CLASSES).optional(),
  modifier_groups: z.array(menuModifierGroupSchema),
  configurations: z.array(menuConfigurationSchema),
});
export type MenuProduct = z.infer<typeof menuProductSchema>;

export const menuCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Issue 19: what the console says of it; absent on older answers. */
  description: z.string().optional(),
  image: z.string(),
  srcset: imageSrcsetSchema.nullable().optional(),
  products: z.array(menuProductSchema),
});
export type MenuCategory = z.infer<typeof menuCategorySchema>;

/** A slot of a deal: the diner chooses `quantity` items among `choices` (restaurant_product_ids). */
export const dealComponentSchema = z.object({
  deal_component_type_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int().positive(),
  choices: z.array(z.number().int()).min(1),
  /** Choices that cost extra in this slot (a premium pizza in a value deal), cents. */
  upcharges: z.array(z.object({ restaurant_product_id: z.number().int(), amount: centsSchema })),
  /**
   * Issue 18 point 13: the configuration values (attribute_value_ids) the slot's items come in, for
   * each attribute it names any of (the Large of "2 large pizzas"); an attribute it names none of is
   * the diner's choice. Of an attribute's values here, the first a product offers is in the deal's
   * price and another costs the difference; a value of a free attribute costs its price adjustment
   * (never less than nothing). Toppings cost their price.
   */
  configuration_value_ids: z.array(z.number().int()),
});
export type DealComponent = z.infer<typeof dealComponentSchema>;

/** A deal (`deal_id`) or a combo product (`combo_product_id`): exactly one of the two ids is set. */
export const menuDealSchema = z
  .object({
    deal_id: z.number().int().nullable(),
    combo_product_id: z.number().int().nullable(),
    name: z.string(),
    description: z.string(),
    image: z.string(),
    price: centsSchema,
    components: z.array(dealComponentSchema).min(1),
  })
  .refine((deal) => (deal.deal_id === null) !== (deal.combo_product_id === null), {
    message: 'A deal has exactly one of deal_id and combo_product_id',
  });
export type MenuDeal = z.infer<typeof menuDealSchema>;

export const menuSchema = z.object({
  categories: z.array(menuCategorySchema),
  deals: z.array(menuDealSchema),
  /** The tenant's half-and-half rule, so the item builder shows the price the cart will charge. */
  half_and_half_pricing: z.enum(HALF_AND_HALF_PRICING),
});
export type Menu = z.infer<typeof menuSchema>;

export const menuResponseSchema = dataEnvelope(menuSchema);
export type MenuResponse = z.infer<typeof menuResponseSchema>;
