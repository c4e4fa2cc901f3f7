import { z } from 'zod';
import { dataEnvelope, idSchema } from './envelope.ts';
import { textSchema } from './text.ts';

// Issue 19 (categories): the tenant's menu sections, shared by its outlets. Owners create, edit over
// the version they read (409 stale_version otherwise), reorder, hide and delete empty ones; managers
// and crew read them.

/** What an owner sets; a field left out takes its default (a PUT replaces the whole category). */
export const categoryFieldsSchema = z.strictObject({
  name: textSchema(80).min(1, 'Enter the category’s name'),
  description: textSchema(500, { multiline: true }).default(''),
  /** One of the tenant's uploaded photos (POST /api/console/images), or null for none. */
  image_id: idSchema.nullable().default(null),
  /** Spec §1: which of the three menus it is on (several at once is fine). */
  on_main_menu: z.boolean().default(true),
  on_instore_menu: z.boolean().default(true),
  on_dinein_menu: z.boolean().default(true),
  /** Off every menu, its products kept. */
  hidden: z.boolean().default(false),
});
export type CategoryFields = z.output<typeof categoryFieldsSchema>;

/** POST /api/console/categories body. */
export const createCategoryRequestSchema = categoryFieldsSchema;
export type CreateCategoryRequest = z.input<typeof createCategoryRequestSchema>;

/** PUT /api/console/categories/{categoryId} body: the fields with the version they were read at. */
export const saveCategoryRequestSchema = categoryFieldsSchema.extend({ version: z.number().int().positive() });
export type SaveCategoryRequest = z.output<typeof saveCategoryRequestSchema>;

/** POST /api/console/categories/reorder body: every category of the tenant, in the new order. */
export const reorderCategoriesRequestSchema = z.strictObject({
  ids: z
    .array(idSchema)
    .min(1, 'List the categories in their new order')
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'List each category once'),
});

export const consoleCategoryParamsSchema = z.object({ categoryId: idSchema });

export const consoleCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image_id: z.number().int().nullable(),
  on_main_menu: z.boolean(),
  on_instore_menu: z.boolean(),
  on_dinein_menu: z.boolean(),
  hidden: z.boolean(),
  sort_order: z.number().int(),
  version: z.number().int(),
  /** Products on sale in it (not archived). */
  product_count: z.number().int(),
  /** Archived products still filed under it: kept for orders and reports, so they too stop a delete. */
  archived_product_count: z.number().int(),
});
export type ConsoleCategory = z.infer<typeof consoleCategorySchema>;

export const consoleCategoryResponseSchema = dataEnvelope(consoleCategorySchema);
/** GET /api/console/categories: the tenant's categories in menu order, hidden ones included. */
export const consoleCategoriesResponseSchema = dataEnvelope(z.array(consoleCategorySchema));
