import { z } from 'zod';
import { imageSrcsetSchema } from './console-images.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { orderingStateSchema, outletHoursSchema } from './ordering-state.ts';

/** Spec §3: status 1 means active. */
export const ACTIVE_RESTAURANT_STATUS = 1;

/** POST /api/restaurants-with-images body. */
export const restaurantsRequestSchema = z.object({
  tenant_id: idSchema,
  status: z.number().int().min(0).max(9).optional(),
});
export type RestaurantsRequest = z.infer<typeof restaurantsRequestSchema>;

export const restaurantEntrySchema = z.object({
  restaurant: z.object({ id: z.number().int(), name: z.string(), status: z.number().int() }),
  /** Spec §3: the outlet's picture, if it has one; an uploaded photo (issue 19) adds its widths per format. */
  attachment_paths: z.array(z.object({ upload_path: z.string(), srcset: imageSrcsetSchema.optional() })),
  address: z.object({ street_name: z.string(), city: z.string(), phone: z.string() }),
  /** Issue 18 point 7: whether the outlet takes orders now, as of the request. */
  ordering_state: orderingStateSchema,
  /** Issue 18 point 7: its weekly hours for pickup and delivery (/contact). */
  hours: outletHoursSchema,
});
export type RestaurantEntry = z.infer<typeof restaurantEntrySchema>;

export const restaurantsResponseSchema = dataEnvelope(z.array(restaurantEntrySchema));
export type RestaurantsResponse = z.infer<typeof restaurantsResponseSchema>;
