import { z } from 'zod';
import { ALLERGENS, DIETARY_TAGS, TAX_CLASSES } from './catalogue-vocabulary.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { textSchema } from './text.ts';

// Issue 19 (products): the tenant's master products. Owners create them (sold at once at every
// outlet, at the house prices), save them over the version they read (409 stale_version otherwise),
// reorder them within a category and archive them (never deleted); managers and crew read them.

const cents = (what: string) =>
  z
    .number({ error: `Enter ${what} in whole cents` })
    .int(`Enter ${what} in whole cents`)
    .min(0, `${what} cannot be negative`);
const uniqueList = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z
    .array(item)
    .max(max)
    .refine((items) => new Set(items).size === items.length, `List each ${what} once`);

/** A size, crust or other configuration the product offers, with its values' price adjustments. */
export const productConfigurationSchema = z.strictObject({
  attribute_id: idSchema,
  values: z
    .array(
      z.strictObject({
        attribute_value_id: idSchema,
        /** Cents; negative makes the value cheaper than the product's price (a small size). */
        price_adjustment: z.number({ error: 'Enter the adjustment in whole cents' }).int('Enter the adjustment in whole cents'),
      }),
    )
    .min(1, 'Offer at least one value')
    .max(30)
    .refine((values) => new Set(values.map((value) => value.attribute_value_id)).size === values.length, 'List each value once'),
});
export type ProductConfiguration = z.infer<typeof productConfigurationSchema>;

/** What an owner sets; a field left out takes its default (a PUT replaces the whole product). */
export const productFieldsSchema = z.strictObject({
  name: textSchema(120).min(1, 'Enter the product’s name'),
  description: textSchema(1000, { multiline: true }).default(''),
  category_id: idSchema,
  /** One of the tenant's uploaded photos (POST /api/console/images), or null for the placeholder. */
  image_id: idSchema.nullable().default(null),
  /** The house prices in cents; online_price null sells online at `price` (spec §3). */
  price: cents('the price'),
  online_price: cents('the online price').nullable().default(null),
  /** The in-store and dine-in menus' prices where they differ; null: the house pair. */
  instore_price: cents('the in-store price').nullable().default(null),
  dinein_price: cents('the dine-in price').nullable().default(null),
  tax_class: z.enum(TAX_CLASSES, { error: `Choose one of ${TAX_CLASSES.join(', ')}` }).default('gst'),
  /** Shown with `showProductUnit` (spec §9), e.g. '1.25 L'. */
  unit: textSchema(40).nullable().default(null),
  popular: z.boolean().default(false),
  is_new: z.boolean().default(false),
  allow_half_and_half: z.boolean().default(false),
  tags: uniqueList(z.enum(DIETARY_TAGS, { error: `Choose from ${DIETARY_TAGS.join(', ')}` }), DIETARY_TAGS.length, 'tag').default([]),
  allergens: uniqueList(z.enum(ALLERGENS, { error: `Choose from ${ALLERGENS.join(', ')}` }), ALLERGENS.length, 'allergen').default([]),
  /** The tenant's shared modifier groups, in the order the product offers them. */
  modifier_group_ids: uniqueList(idSchema, 30, 'modifier group').default([]),
  configurations: z
    .array(productConfigurationSchema)
    .max(10)
    .refine((list) => new Set(list.map((entry) => entry.attribute_id)).size === list.length, 'List each attribute once')
    .default([]),
});
export type ProductFields = z.output<typeof productFieldsSchema>;

/** POST /api/console/products body. */
export const createProductRequestSchema = productFieldsSchema;
export type CreateProductRequest = z.input<typeof createProductRequestSchema>;

/** PUT /api/console/products/{productId} body: the fields with the version they were read at. */
export const saveProductRequestSchema = productFieldsSchema.extend({ version: z.number().int().positive() });
export type SaveProductRequest = z.output<typeof saveProductRequestSchema>;

/** POST /api/console/products/reorder body: the category's products on sale (not archived), in their new order. */
export const reorderProductsRequestSchema = z.strictObject({
  category_id: idSchema,
  ids: uniqueList(idSchema, 1000, 'product').refine((ids) => ids.length > 0, 'List the products in their new order'),
});

/** GET /api/console/products query. */
export const consoleProductsQuerySchema = z.object({
  category_id: idSchema.optional(),
  /** 'true' lists archived products too (after the others). */
  include_archived: z.enum(['true', 'false']).optional(),
  /** Part of a name, any case. */
  search: textSchema(80).optional(),
});

export const consoleProductParamsSchema = z.object({ productId: idSchema });

export const consoleProductSummarySchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image_id: z.number().int().nullable(),
  price: z.number().int(),
  online_price: z.number().int().nullable(),
  instore_price: z.number().int().nullable(),
  dinein_price: z.number().int().nullable(),
  tax_class: z.enum(TAX_CLASSES),
  unit: z.string().nullable(),
  popular: z.boolean(),
  is_new: z.boolean(),
  allow_half_and_half: z.boolean(),
  tags: z.array(z.string()),
  allergens: z.array(z.string()),
  sort_order: z.number().int(),
  version: z.number().int(),
  archived_at: z.iso.datetime({ offset: true }).nullable(),
});
export type ConsoleProductSummary = z.infer<typeof consoleProductSummarySchema>;

/** One product in full: its fields with its modifier groups and configurations. */
export const consoleProductSchema = consoleProductSummarySchema.extend({
  modifier_group_ids: z.array(z.number().int()),
  configurations: z.array(
    z.object({ attribute_id: z.number().int(), values: z.array(z.object({ attribute_value_id: z.number().int(), price_adjustment: z.number().int() })) }),
  ),
});
export type ConsoleProduct = z.infer<typeof consoleProductSchema>;

export const consoleProductResponseSchema = dataEnvelope(consoleProductSchema);
/** GET /api/console/products: by category order, then the product's order within it. */
export const consoleProductsResponseSchema = dataEnvelope(z.array(consoleProductSummarySchema));
