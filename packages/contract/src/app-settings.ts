import { z } from 'zod';
import { dataEnvelope, idSchema } from './envelope.ts';
import { orderingStateSchema } from './ordering-state.ts';
import { PAYMENT_PROVIDERS } from './payments.ts';
import { siteConfigSchema } from './site-config.ts';

/** GET /api/v2/restaurants/app-settings query. */
export const appSettingsQuerySchema = z.object({
  tenant_id: idSchema,
  restaurant_id: idSchema,
});
export type AppSettingsQuery = z.infer<typeof appSettingsQuerySchema>;

/** What the browser needs to start a card payment. Never a secret key: those stay on the server. */
export const paymentGatewayConfigSchema = z.object({
  /** Which card form the storefront shows: the built-in test provider's, or Stripe's Payment Element. */
  provider: z.enum(PAYMENT_PROVIDERS),
  mode: z.enum(['test', 'live']),
  publishable_key: z.string().nullable(),
  is_cash_on_delivery_enabled: z.boolean(),
});
export type PaymentGatewayConfig = z.infer<typeof paymentGatewayConfigSchema>;

export const appSettingsSchema = z.object({
  tenant_id: z.number().int(),
  restaurant_id: z.number().int(),
  web_config: siteConfigSchema,
  payment_gateway_config: paymentGatewayConfigSchema,
  /** 1 when the outlet takes online orders; 0 shows the online-ordering notice (spec §4). */
  is_online_order_enabled: z.union([z.literal(0), z.literal(1)]),
  currency: z.string().length(3),
  timezone: z.string(),
  is_pickup_enabled: z.boolean(),
  is_delivery_enabled: z.boolean(),
  /** Issue 18 point 7: whether the outlet takes orders now, as of the request (a timed pause says until when). */
  ordering_state: orderingStateSchema,
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

export const appSettingsResponseSchema = dataEnvelope(z.array(appSettingsSchema));
export type AppSettingsResponse = z.infer<typeof appSettingsResponseSchema>;
