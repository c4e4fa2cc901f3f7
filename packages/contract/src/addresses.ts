import { z } from 'zod';
import { AU_STATES, POSTCODE_PATTERN } from './account-rules.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { textSchema } from './text.ts';

// Issue 8: a diner's saved delivery addresses (GET/POST /api/v2/me/addresses, PATCH/DELETE …/{id}).

const required = (label: string, max: number) => textSchema(max).min(1, `Enter the ${label}`);

export const addressSchema = z.object({
  id: z.number().int().positive(),
  label: z.string(),
  formattedAddress: z.string(),
  street: z.string(),
  suburb: z.string(),
  city: z.string(),
  postcode: z.string(),
  state: z.string(),
  instructions: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

const addressFields = {
  label: textSchema(40),
  formattedAddress: required('address', 300),
  street: required('street', 160),
  suburb: required('suburb', 80),
  city: required('city', 80),
  postcode: z.string().trim().regex(POSTCODE_PATTERN, 'An Australian postcode is 4 digits'),
  state: z.enum(AU_STATES, { error: `The state is one of ${AU_STATES.join(', ')}` }),
  instructions: textSchema(300, { multiline: true }),
  is_default: z.boolean(),
};

/** POST body: label, instructions and is_default may be left out. The first address becomes the default. */
export const createAddressRequestSchema = z.strictObject({
  ...addressFields,
  label: addressFields.label.default(''),
  instructions: addressFields.instructions.default(''),
  is_default: z.boolean().default(false),
});
export type CreateAddressRequest = z.input<typeof createAddressRequestSchema>;

/** PATCH body: any of the fields. is_default false is refused while it is the default (one default always exists). */
export const updateAddressRequestSchema = z
  .strictObject(addressFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field' });
export type UpdateAddressRequest = z.infer<typeof updateAddressRequestSchema>;

export const addressParamsSchema = z.object({ id: idSchema });

export const addressResponseSchema = dataEnvelope(addressSchema);
export const addressListResponseSchema = dataEnvelope(z.array(addressSchema));
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;
export type AddressResponse = z.infer<typeof addressResponseSchema>;
