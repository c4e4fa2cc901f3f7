import { z } from 'zod';
import { dataEnvelope, idSchema } from './envelope.ts';
import { centsSchema } from './menu.ts';
import { textSchema } from './text.ts';

// Issue 19 (deals and combos): an outlet's bundles at one price, made of slots ("2 Large pizzas")
// that each allow some of the outlet's products, premium ones with an upcharge. Owners (any outlet)
// and managers (theirs) edit them over the version they read (409 stale_version); crew read them.

export const DEAL_KIND_NAMES = ['deal', 'combo'] as const;
const PRICE_MAX = 1_000_000;
export const SLOTS_PER_DEAL_MAX = 20;
export const CHOICES_PER_SLOT_MAX = 200;

const dealChoiceSchema = z.strictObject({
  restaurant_product_id: idSchema,
  /** Cents on top of the deal's price for this choice. */
  upcharge: centsSchema.max(PRICE_MAX, `Use at most ${PRICE_MAX} cents`).default(0),
});

const slotObject = z.strictObject({
  /** A slot of this deal kept (its id), or none for a new one. */
  id: idSchema.optional(),
  name: textSchema(80).min(1, 'Enter the slot’s name'),
  quantity: z.number().int().min(1).max(20),
  /** The configuration values the slot's items come in (the Large of "2 large pizzas"). */
  attribute_value_ids: z.array(idSchema).max(50).default([]),
  choices: z.array(dealChoiceSchema).min(1, 'Allow at least one product in each slot').max(CHOICES_PER_SLOT_MAX),
});

function checkSlot(slot: z.infer<typeof slotObject>, context: z.RefinementCtx): void {
  const ids = slot.choices.map((choice) => choice.restaurant_product_id);
  if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', path: ['choices'], message: 'Each product appears once in a slot' });
}

export const dealComponentInputSchema = slotObject.superRefine(checkSlot);

/** What an owner or manager sets; the slots in the order diners fill them. */
const dealObject = z.strictObject({
  kind: z.enum(DEAL_KIND_NAMES, { error: 'kind is deal or combo' }),
  name: textSchema(80).min(1, 'Enter the deal’s name'),
  description: textSchema(500, { multiline: true }).default(''),
  /** An uploaded photo of this tenant (POST /api/console/images), or null for the placeholder. */
  image_id: idSchema.nullable().default(null),
  price: centsSchema.max(PRICE_MAX, `Use at most ${PRICE_MAX} cents`),
  on_main_menu: z.boolean(),
  on_instore_menu: z.boolean(),
  on_dinein_menu: z.boolean(),
  components: z.array(dealComponentInputSchema).min(1, 'Add at least one slot').max(SLOTS_PER_DEAL_MAX),
});

function checkDeal(deal: z.infer<typeof dealObject>, context: z.RefinementCtx): void {
  const ids = deal.components.flatMap((slot) => (slot.id === undefined ? [] : [slot.id]));
  if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', path: ['components'], message: 'Each slot appears once' });
}

export const dealFieldsSchema = dealObject.superRefine(checkDeal);
export type DealFields = z.infer<typeof dealFieldsSchema>;

/** POST /api/console/outlets/{outletId}/deals body. */
export const createDealRequestSchema = dealFieldsSchema;
/** PUT /api/console/outlets/{outletId}/deals/{dealId} body: the fields with the version they were read at. */
export const saveDealRequestSchema = dealObject.extend({ version: z.number().int().positive() }).superRefine(checkDeal);
export type SaveDealRequest = z.infer<typeof saveDealRequestSchema>;

export const dealParamsSchema = z.object({ outletId: idSchema, dealId: idSchema });

export const consoleDealSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DEAL_KIND_NAMES),
  name: z.string(),
  description: z.string(),
  image_id: z.number().int().nullable(),
  price: centsSchema,
  on_main_menu: z.boolean(),
  on_instore_menu: z.boolean(),
  on_dinein_menu: z.boolean(),
  components: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      attribute_value_ids: z.array(z.number().int()),
      choices: z.array(z.object({ restaurant_product_id: z.number().int(), upcharge: centsSchema })),
    }),
  ),
  version: z.number().int(),
  archived_at: z.iso.datetime({ offset: true }).nullable(),
});
export type ConsoleDeal = z.infer<typeof consoleDealSchema>;

export const dealResponseSchema = dataEnvelope(consoleDealSchema);
export const dealsResponseSchema = dataEnvelope(z.array(consoleDealSchema));
