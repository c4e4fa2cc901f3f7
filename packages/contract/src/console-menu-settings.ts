import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { HALF_AND_HALF_PRICING } from './prices.ts';

// Issue 19: the tenant's menu-wide settings. Owners change them; managers and crew read them.

export const menuSettingsSchema = z.strictObject({
  /** How a half-and-half pizza's base is priced at every outlet: the dearer half, or the average of both. */
  half_and_half_pricing: z.enum(HALF_AND_HALF_PRICING, { error: `Choose one of ${HALF_AND_HALF_PRICING.join(', ')}` }),
});
export type MenuSettings = z.infer<typeof menuSettingsSchema>;

/** PUT /api/console/menu-settings body. */
export const saveMenuSettingsRequestSchema = menuSettingsSchema;
export const menuSettingsResponseSchema = dataEnvelope(menuSettingsSchema);
