import { z } from 'zod';
import { emailSchema, phoneSchema } from './accounts.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { AU_STATES, isTimeZone } from './outlet-profile-rules.ts';
import { textSchema } from './text.ts';

// Issue 19 (outlets): owners create an outlet, edit its profile over the version they read (409
// stale_version otherwise) and archive it; managers and crew of the outlet read it.

/** What an owner sets: the restaurant entry's fields (spec §3) with the rest of the address, an email and the outlet's time zone. */
export const outletProfileFieldsSchema = z.strictObject({
  name: textSchema(80).min(1, 'Enter the outlet’s name'),
  street_name: textSchema(120).min(1, 'Enter the street address'),
  suburb: textSchema(60).min(1, 'Enter the suburb'),
  city: textSchema(60).min(1, 'Enter the city'),
  state: z.enum(AU_STATES, { error: `Choose one of ${AU_STATES.join(', ')}` }),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Enter a postcode of 4 digits'),
  phone: phoneSchema,
  email: emailSchema,
  timezone: z.string().refine(isTimeZone, 'Choose a time zone such as Australia/Sydney'),
  /** Spec §3: 1 active (listed to diners), 0 hidden. */
  status: z.union([z.literal(0), z.literal(1)], { error: 'status is 1 (active) or 0 (hidden)' }),
  /** One of the tenant's uploaded photos (POST /api/console/images), or null for none (the seed's picture or the placeholder). */
  image_id: idSchema.nullable(),
});
export type OutletProfileFields = z.infer<typeof outletProfileFieldsSchema>;

/** POST /api/console/outlets body. */
export const createOutletRequestSchema = outletProfileFieldsSchema;
export type CreateOutletRequest = OutletProfileFields;

/** PUT /api/console/outlets/{outletId}/profile body: the fields with the version they were read at. */
export const saveOutletProfileRequestSchema = outletProfileFieldsSchema.extend({ version: z.number().int().positive() });
export type SaveOutletProfileRequest = z.infer<typeof saveOutletProfileRequestSchema>;

export const outletProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  street_name: z.string(),
  suburb: z.string(),
  city: z.string(),
  /** Empty for outlets made before the console could set it: a save then asks for it. */
  state: z.string(),
  postcode: z.string(),
  phone: z.string(),
  email: z.string(),
  timezone: z.string(),
  status: z.number().int(),
  image_id: z.number().int().nullable(),
  version: z.number().int(),
  archived_at: z.iso.datetime({ offset: true }).nullable(),
});
export type OutletProfile = z.infer<typeof outletProfileSchema>;

export const outletProfileResponseSchema = dataEnvelope(outletProfileSchema);
/** GET /api/console/outlets/profiles: the outlets the caller works at, archived ones included. */
export const outletProfilesResponseSchema = dataEnvelope(z.array(outletProfileSchema));
