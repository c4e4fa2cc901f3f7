import { z } from 'zod';
import { ALLERGENS, DIETARY_TAGS, TAX_CLASSES } from './catalogue-vocabulary.ts';
import { dataEnvelope } from './envelope.ts';
import { centsAdjustmentSchema, centsSchema } from './menu.ts';
import { textSchema } from './text.ts';

// Issue 19: the tenant's whole catalogue as one JSON document, which the console exports and imports
// (decision 011). Things are named, never numbered: ids differ from one tenant or install to the
// next, so a document moves a menu between them. Photos are left out for the same reason (an image
// id belongs to its tenant): an import keeps a matched product's photo and adds new ones without.

export const CATALOGUE_FORMAT = 'crust-catalogue';
export const CATALOGUE_FORMAT_VERSION = 1;

/** The most of each list one document holds: a big menu has a few hundred products. */
export const CATALOGUE_LIMITS = { categories: 200, products: 5000, groups: 500, modifiers: 200, attributes: 100, values: 100 } as const;

const nameSchema = textSchema(100).min(1, 'Give it a name');
const priceSchema = centsSchema.max(10_000_000);
const nullablePrice = priceSchema.nullable().default(null);
const namesSchema = z.array(nameSchema);

/** Lower case, trimmed, inner spaces as one: how every name is matched (a typed "margherita " is Margherita). */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A product is its name and unit: a shop sells "Coca-Cola" as a 375 ml can and a 1.25 L bottle.
 * Matched as `nameKey` matches each; shown as "Coca-Cola (1.25 L)".
 */
export const productKey = (name: string, unit: string | null) => `${nameKey(name)}\n${nameKey(unit ?? '')}`;
export const productLabel = (name: string, unit: string | null) => (unit ? `${name} (${unit})` : name);

export const catalogueModifierSchema = z.strictObject({
  name: nameSchema,
  /** Cents online (modifiers are sold online only). */
  price: priceSchema,
  default: z.boolean().default(false),
});

export const catalogueModifierGroupSchema = z.strictObject({
  name: nameSchema,
  min: z.number().int().min(0).max(100),
  max: z.number().int().min(1).max(100),
  modifiers: z.array(catalogueModifierSchema).max(CATALOGUE_LIMITS.modifiers),
});

export const catalogueAttributeSchema = z.strictObject({
  name: nameSchema,
  values: namesSchema.max(CATALOGUE_LIMITS.values),
});

/** The values of one attribute a product offers, each with the product's own adjustment (cents, may be negative). */
export const catalogueConfigurationSchema = z.strictObject({
  attribute: nameSchema,
  values: z
    .array(z.strictObject({ value: nameSchema, price_adjustment: centsAdjustmentSchema.min(-10_000_000).max(10_000_000) }))
    .min(1, 'Offer at least one value')
    .max(CATALOGUE_LIMITS.values),
});

export const catalogueProductSchema = z.strictObject({
  name: nameSchema,
  description: textSchema(1000, { multiline: true }).default(''),
  /** Shown after the name when the site shows units (e.g. "1.25 L"); null: none. */
  unit: textSchema(40).nullable().default(null),
  tags: z.array(z.enum(DIETARY_TAGS)).default([]),
  allergens: z.array(z.enum(ALLERGENS)).default([]),
  /** The house price, cents. */
  price: priceSchema,
  /** null: `price` online too (spec §3). */
  online_price: nullablePrice,
  /** null: `price` on the in-store menu. */
  instore_price: nullablePrice,
  /** null: `price` on the dine-in menu. */
  dinein_price: nullablePrice,
  tax_class: z.enum(TAX_CLASSES).default('gst'),
  popular: z.boolean().default(false),
  is_new: z.boolean().default(false),
  allow_half_and_half: z.boolean().default(false),
  /** Names of modifier groups (of this document or already in the catalogue), in display order. */
  modifier_groups: namesSchema.max(50).default([]),
  configurations: z.array(catalogueConfigurationSchema).max(20).default([]),
});

export const catalogueCategorySchema = z.strictObject({
  name: nameSchema,
  description: textSchema(1000, { multiline: true }).default(''),
  /** Which of the outlet menus (spec §1) the category is on. */
  menus: z.strictObject({ main: z.boolean(), instore: z.boolean(), dinein: z.boolean() }).default({ main: true, instore: true, dinein: true }),
  hidden: z.boolean().default(false),
  products: z.array(catalogueProductSchema).max(CATALOGUE_LIMITS.products),
});

/**
 * GET /api/console/catalogue/export's answer and POST /api/console/catalogue/import's JSON body. The
 * order of each list is the menu's order; names are unique within their list (products, by name and
 * unit, across the whole document), matched case-insensitively (`nameKey`, `productKey`).
 */
export const catalogueDocumentSchema = z.strictObject({
  format: z.literal(CATALOGUE_FORMAT),
  version: z.literal(CATALOGUE_FORMAT_VERSION),
  categories: z.array(catalogueCategorySchema).max(CATALOGUE_LIMITS.categories),
  modifier_groups: z.array(catalogueModifierGroupSchema).max(CATALOGUE_LIMITS.groups).default([]),
  attributes: z.array(catalogueAttributeSchema).max(CATALOGUE_LIMITS.attributes).default([]),
});
export type CatalogueDocument = z.infer<typeof catalogueDocumentSchema>;
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>;
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;
export type CatalogueModifierGroup = z.infer<typeof catalogueModifierGroupSchema>;
export type CatalogueAttribute = z.infer<typeof catalogueAttributeSchema>;
export type CatalogueConfiguration = z.infer<typeof catalogueConfigurationSchema>;

/** The CSV's columns, in order (one row per product; the header row names them). */
export const CATALOGUE_CSV_COLUMNS = [
  'category',
  'name',
  'description',
  'price',
  'online_price',
  'instore_price',
  'dinein_price',
  'tax_class',
  'unit',
  'tags',
  'allergens',
  'popular',
  'is_new',
  'half_and_half',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

export const catalogueImportQuerySchema = z.object({
  /** true (the default): report what the import would do and change nothing. */
  dry_run: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export const CATALOGUE_ITEM_KINDS = ['category', 'product', 'modifier_group', 'attribute'] as const;
export type CatalogueItemKind = (typeof CATALOGUE_ITEM_KINDS)[number];

/** `name`: a product's with its unit, as `productLabel` writes it. */
const itemSchema = z.object({ kind: z.enum(CATALOGUE_ITEM_KINDS), name: z.string() });
export const catalogueImportResultSchema = z.object({
  dry_run: z.boolean(),
  added: z.array(itemSchema),
  /** `fields`: the document's field names that change (e.g. price, modifier_groups, archived). */
  changed: z.array(itemSchema.extend({ fields: z.array(z.string()) })),
  archived: z.array(itemSchema),
});
export type CatalogueImportResult = z.infer<typeof catalogueImportResultSchema>;
export const catalogueImportResponseSchema = dataEnvelope(catalogueImportResultSchema);
