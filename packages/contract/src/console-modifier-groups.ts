import { z } from 'zod';
import { dataEnvelope, idSchema } from './envelope.ts';
import { centsSchema } from './menu.ts';
import { textSchema } from './text.ts';

// Issue 19 (modifier groups): the tenant's shared choices ("Extra toppings", "Choose a dip"), each
// reused across products; owners edit them over the version they read (409 stale_version), managers
// and crew read them.

/** The most modifiers one group holds, and the most cents one costs ($1,000). */
export const MODIFIERS_PER_GROUP_MAX = 100;
const MODIFIER_PRICE_MAX = 100_000;

export const modifierInputSchema = z.strictObject({
  /** A modifier of this group kept (its id), or none for a new one. */
  id: idSchema.optional(),
  name: textSchema(80).min(1, 'Enter the modifier’s name'),
  online_price: centsSchema.max(MODIFIER_PRICE_MAX, `Use at most ${MODIFIER_PRICE_MAX} cents`),
  /** Ticked for the diner when the product builder opens. */
  is_default: z.boolean().default(false),
});

/** What an owner sets; the modifiers in the order diners see them. */
const groupObject = z.strictObject({
  name: textSchema(80).min(1, 'Enter the group’s name'),
  min_choices: z.number().int().nonnegative().max(MODIFIERS_PER_GROUP_MAX),
  max_choices: z.number().int().min(1, 'A group allows at least 1 choice').max(MODIFIERS_PER_GROUP_MAX),
  modifiers: z.array(modifierInputSchema).min(1, 'Add at least one modifier').max(MODIFIERS_PER_GROUP_MAX),
});

function checkGroup(group: z.infer<typeof groupObject>, context: z.RefinementCtx): void {
  if (group.min_choices > group.max_choices) {
    context.addIssue({ code: 'custom', path: ['min_choices'], message: 'The minimum cannot be more than the maximum' });
  }
  if (group.min_choices > group.modifiers.length) {
    context.addIssue({ code: 'custom', path: ['min_choices'], message: 'The minimum cannot be more than the group’s modifiers' });
  }
  if (group.modifiers.filter((modifier) => modifier.is_default).length > group.max_choices) {
    context.addIssue({ code: 'custom', path: ['modifiers'], message: 'Mark at most as many defaults as the maximum' });
  }
  const ids = group.modifiers.flatMap((modifier) => (modifier.id === undefined ? [] : [modifier.id]));
  if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', path: ['modifiers'], message: 'Each modifier appears once' });
}

export const modifierGroupFieldsSchema = groupObject.superRefine(checkGroup);
export type ModifierGroupFields = z.infer<typeof modifierGroupFieldsSchema>;

/** POST /api/console/modifier-groups body. */
export const createModifierGroupRequestSchema = modifierGroupFieldsSchema;
/** PUT /api/console/modifier-groups/{groupId} body: the fields with the version they were read at. */
export const saveModifierGroupRequestSchema = groupObject.extend({ version: z.number().int().positive() }).superRefine(checkGroup);
export type SaveModifierGroupRequest = z.infer<typeof saveModifierGroupRequestSchema>;

export const modifierGroupParamsSchema = z.object({ groupId: idSchema });

export const consoleModifierSchema = z.object({ id: z.number().int(), name: z.string(), online_price: centsSchema, is_default: z.boolean() });
export const consoleModifierGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  min_choices: z.number().int(),
  max_choices: z.number().int(),
  modifiers: z.array(consoleModifierSchema),
  /** How many products offer the group: one in use cannot be deleted. */
  product_count: z.number().int(),
  version: z.number().int(),
});
export type ConsoleModifierGroup = z.infer<typeof consoleModifierGroupSchema>;

export const modifierGroupResponseSchema = dataEnvelope(consoleModifierGroupSchema);
export const modifierGroupsResponseSchema = dataEnvelope(z.array(consoleModifierGroupSchema));
