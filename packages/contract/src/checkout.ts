import { z } from 'zod';
import { localDateSchema, requestDateSchema } from './dates.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { centsSchema } from './menu.ts';
import { textSchema } from './text.ts';

// Issue 9: what checkout asks the server before an order is placed: the outlet's time slots, and
// the delivery charge for an address. The server decides both; the client shows them.

export const DELIVERY_METHODS = ['pickup', 'delivery'] as const;
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS);
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

/** GET /api/v2/checkout/time-slots query. */
export const timeSlotsQuerySchema = z.object({
  restaurant_id: idSchema,
  date: requestDateSchema,
  delivery_method: deliveryMethodSchema,
});
export type TimeSlotsQuery = z.infer<typeof timeSlotsQuerySchema>;

export const timeSlotSchema = z.object({
  /** Wall-clock time in the outlet's zone, 'HH:MM'. */
  time: z.string().regex(/^\d{2}:\d{2}$/),
  /** false once the slot has taken as many orders as the outlet allows. */
  available: z.boolean(),
  /**
   * Issue 18: after midnight, on the calendar day after `date`, in a shift that opened on `date`'s
   * evening (a business day's slots are listed under it, never under the next day).
   */
  next_day: z.boolean(),
});

export const timeSlotsSchema = z.object({
  date: localDateSchema,
  /** The outlet's IANA time zone, in which the times are given. */
  timezone: z.string(),
  /** ASAP: the site configuration enables it and the outlet can serve an order now. */
  asap_available: z.boolean(),
  slots: z.array(timeSlotSchema),
  /** Issue 18: the outlet is closed on `date` (no slots), and why when it said (null: no reason given). */
  closure: z.object({ reason: z.string().nullable() }).nullable(),
});
export type TimeSlots = z.infer<typeof timeSlotsSchema>;
export const timeSlotsResponseSchema = dataEnvelope(timeSlotsSchema);

const addressPart = (most: number) => textSchema(most).min(1, 'Required');

/** Spec §3 shippingDetails: the delivery address as checkout holds it. */
export const shippingDetailsSchema = z.object({
  formattedAddress: addressPart(300),
  suburb: addressPart(100),
  city: addressPart(100),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'A postcode is 4 digits'),
});
export type ShippingDetails = z.infer<typeof shippingDetailsSchema>;

/** POST /api/v2/checkout/delivery-charge body: the owner and the order's value come from the token's cart. */
export const deliveryChargeRequestSchema = shippingDetailsSchema.extend({ restaurant_id: idSchema });
export type DeliveryChargeRequest = z.infer<typeof deliveryChargeRequestSchema>;

export const deliveryChargeSchema = z.object({
  /** What delivering the cart as it is now costs, in cents. */
  delivery_charge: centsSchema,
  /** The zone's minimum order (the cart's total must reach it), in cents. */
  minimum_order: centsSchema,
  /** Orders worth more than this deliver free; null when the zone has no such offer. */
  free_delivery_over: centsSchema.nullable(),
  /** Issue 18 point 12: what more the cart must spend to be delivered free here, when close to it; else null. */
  spend_for_free_delivery: centsSchema.nullable(),
});
export type DeliveryCharge = z.infer<typeof deliveryChargeSchema>;
export const deliveryChargeResponseSchema = dataEnvelope(deliveryChargeSchema);
