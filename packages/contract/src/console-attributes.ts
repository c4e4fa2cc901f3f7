import { z } from 'zod';
import { dataEnvelope, idSchema } from './envelope.ts';
import { textSchema } from './text.ts';

// Issue 19 (configurations): the tenant's attributes such as Size or Crust and their values; each
// product sets its own price per value (the products API). Owners edit them over the version they
// read (409 stale_version); managers and crew read them.

export const VALUES_PER_ATTRIBUTE_MAX = 50;

export const attributeValueInputSchema = z.strictObject({
  /** A value of this attribute kept (its id), or none for a new one. */
  id: idSchema.optional(),
  name: textSchema(60).min(1, 'Enter the value’s name'),
});

/** What an owner sets; the values in the order diners see them. */
const attributeObject = z.strictObject({
  name: textSchema(60).min(1, 'Enter the attribute’s name'),
  values: z.array(attributeValueInputSchema).min(1, 'Add at least one value').max(VALUES_PER_ATTRIBUTE_MAX),
});

function checkAttribute(attribute: z.infer<typeof attributeObject>, context: z.RefinementCtx): void {
  const ids = attribute.values.flatMap((value) => (value.id === undefined ? [] : [value.id]));
  if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', path: ['values'], message: 'Each value appears once' });
}

export const attributeFieldsSchema = attributeObject.superRefine(checkAttribute);
export type AttributeFields = z.infer<typeof attributeFieldsSchema>;

/** POST /api/console/attributes body. */
export const createAttributeRequestSchema = attributeFieldsSchema;
/** PUT /api/console/attributes/{attributeId} body: the fields with the version they were read at. */
export const saveAttributeRequestSchema = attributeObject.extend({ version: z.number().int().positive() }).superRefine(checkAttribute);
export type SaveAttributeRequest = z.infer<typeof saveAttributeRequestSchema>;

export const attributeParamsSchema = z.object({ attributeId: idSchema });

export const consoleAttributeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  values: z.array(z.object({ id: z.number().int(), name: z.string() })),
  version: z.number().int(),
});
export type ConsoleAttribute = z.infer<typeof consoleAttributeSchema>;

export const attributeResponseSchema = dataEnvelope(consoleAttributeSchema);
export const attributesResponseSchema = dataEnvelope(z.array(consoleAttributeSchema));
