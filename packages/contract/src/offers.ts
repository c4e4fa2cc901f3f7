import { z } from 'zod';
import { dataEnvelope, idSchema } from './envelope.ts';
import { centsSchema } from './menu.ts';

// Issue 18 point 12: what /deals lists beside the deals: the outlet's automatic offers and the coupon
// codes its tenant made public, each with what it gives (its name) and its conditions. Only those a
// diner could use now are listed; nothing says how often anyone used one.

/** GET /api/v2/offers query. */
export const offersQuerySchema = z.object({ tenant_id: idSchema, restaurant_id: idSchema });
export type OffersQuery = z.infer<typeof offersQuerySchema>;

export const publicOfferSchema = z.object({
  /** The code to enter; null for an automatic offer, which applies by itself. */
  code: z.string().nullable(),
  /** What it gives, in the tenant's words ("10% off orders of $25 or more"). */
  name: z.string(),
  /** Cents the cart's subtotal must reach (0: any order). */
  min_order: centsSchema,
  /** The way of paying it is for; any: every way. */
  payment: z.enum(['any', 'online', 'cash_on_delivery']),
  /** The last instant it applies; null: no end. */
  valid_until: z.iso.datetime({ offset: true }).nullable(),
  /** How many orders of one customer it applies to; null: every order. */
  uses_per_customer: z.number().int().positive().nullable(),
});
export type PublicOffer = z.infer<typeof publicOfferSchema>;

export const outletOffersSchema = z.object({
  /** The outlet's IANA time zone, in which a diner reads when an offer ends. */
  timezone: z.string(),
  /** Automatic offers first, then codes, each in the order the tenant made them. */
  offers: z.array(publicOfferSchema),
});
export type OutletOffers = z.infer<typeof outletOffersSchema>;
export const offersResponseSchema = dataEnvelope(outletOffersSchema);
export type OffersResponse = z.infer<typeof offersResponseSchema>;
