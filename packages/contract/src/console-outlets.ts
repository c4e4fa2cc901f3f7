import { z } from 'zod';
import { PAUSE_MINUTES } from './console-limits.ts';
import { consoleOutletParamsSchema } from './console-orders.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { textSchema } from './text.ts';

// Issue 10: a manager pauses an outlet's online ordering and marks what it has run out of.

/** POST …/outlets/{outletId}/pause body. */
export const pauseOrderingRequestSchema = z.object({
  minutes: z.literal(PAUSE_MINUTES, { error: `minutes must be one of ${PAUSE_MINUTES.join(', ')}, or null until resumed` }).nullable(),
});
export type PauseOrderingRequest = z.infer<typeof pauseOrderingRequestSchema>;

/** Whether the outlet takes online orders, as diners' app settings say, and when a timed pause ends. */
export const outletOrderingSchema = z.object({
  is_online_order_enabled: z.union([z.literal(0), z.literal(1)]),
  /** When ordering reopens by itself; null while open, or paused until resumed. */
  paused_until: z.iso.datetime({ offset: true }).nullable(),
});
export type OutletOrdering = z.infer<typeof outletOrderingSchema>;
export const outletOrderingResponseSchema = dataEnvelope(outletOrderingSchema);

/** GET …/stock query: `search` matches product, category, modifier and modifier-group names. */
export const stockQuerySchema = z.object({ search: textSchema(100).optional() });
export type StockQuery = z.infer<typeof stockQuerySchema>;

/** An outlet's offer of a product (its restaurant_products row). */
export const stockProductSchema = z.object({
  /** The restaurant_product_id. */
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  in_stock: z.boolean(),
});
export type StockProduct = z.infer<typeof stockProductSchema>;

/** A modifier of the tenant's that the outlet's products offer, and whether this outlet has it. */
export const stockModifierSchema = z.object({
  /** The modifier_id. */
  id: z.number().int(),
  name: z.string(),
  /** Its modifier group, which tells apart two modifiers of one name ("Smoky BBQ" sauce and dip). */
  group: z.string(),
  in_stock: z.boolean(),
});
export type StockModifier = z.infer<typeof stockModifierSchema>;

export const outletStockSchema = z.object({ products: z.array(stockProductSchema), modifiers: z.array(stockModifierSchema) });
export type OutletStock = z.infer<typeof outletStockSchema>;
export const outletStockResponseSchema = dataEnvelope(outletStockSchema);

export const stockProductParamsSchema = consoleOutletParamsSchema.extend({ restaurantProductId: idSchema });
export const stockModifierParamsSchema = consoleOutletParamsSchema.extend({ modifierId: idSchema });

/** PUT …/stock/products/{id} and …/stock/modifiers/{id} body. */
export const setStockRequestSchema = z.object({ in_stock: z.boolean() });
export type SetStockRequest = z.infer<typeof setStockRequestSchema>;

export const stockProductResponseSchema = dataEnvelope(stockProductSchema);
export const stockModifierResponseSchema = dataEnvelope(stockModifierSchema);
