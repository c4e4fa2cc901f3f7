import { z } from 'zod';
import { NAME_MAX_LENGTH } from './account-rules.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { textSchema } from './text.ts';

/** Spec §9: a guest id is a random number from 1000000 to 9999999. */
export const GUEST_ID_MIN = 1_000_000;
export const GUEST_ID_MAX = 9_999_999;

export const guestUserSchema = z.object({
  guestId: z.number().int().min(GUEST_ID_MIN).max(GUEST_ID_MAX),
  name: z.string(),
  email: z.string(),
  phone_no: z.string(),
});
export type GuestUser = z.infer<typeof guestUserSchema>;

/** POST /api/v2/auth/guest body: details are optional now and completed at checkout. */
export const createGuestRequestSchema = z.object({
  tenant_id: idSchema,
  name: textSchema(NAME_MAX_LENGTH).optional(),
  email: z.union([z.literal(''), z.email().max(254)]).optional(),
  phone_no: textSchema(32).optional(),
});
export type CreateGuestRequest = z.infer<typeof createGuestRequestSchema>;

export const guestSessionSchema = z.object({ guestUser: guestUserSchema, guestToken: z.string().min(22) });
export type GuestSession = z.infer<typeof guestSessionSchema>;

export const guestSessionResponseSchema = dataEnvelope(guestSessionSchema);
/** GET /api/v2/auth/guest (bearer guest token) answers the token's own guest. */
export const guestUserResponseSchema = dataEnvelope(z.object({ guestUser: guestUserSchema }));
export type GuestSessionResponse = z.infer<typeof guestSessionResponseSchema>;
export type GuestUserResponse = z.infer<typeof guestUserResponseSchema>;
