import { z } from 'zod';
import { consoleOutletParamsSchema } from './console-orders.ts';
import { localDateSchema, requestDateSchema } from './dates.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { centsSchema } from './menu.ts';
import { clockTimeSchema } from './orders.ts';
import { textSchema } from './text.ts';

// Issue 10: a manager edits an outlet's ordering rules (the ones checkout reads, issue 9): opening
// hours per way of ordering, lead times, slot length and capacity, cash, closed dates, delivery zones.

/** One shift of a weekday (0 = Sunday). A close at or before the opening runs past midnight (17:00–01:00). */
export const openingRangeSchema = z.strictObject({
  weekday: z.number().int().min(0, 'weekday is 0 (Sunday) to 6 (Saturday)').max(6, 'weekday is 0 (Sunday) to 6 (Saturday)'),
  opens: clockTimeSchema,
  closes: clockTimeSchema,
});
export type OpeningRangeView = z.infer<typeof openingRangeSchema>;

const rangesSchema = z.array(openingRangeSchema).max(70, 'At most 70 shifts a week');

/** PUT …/rules/hours body: the outlet's hours, replaced whole (no shifts: closed for that way of ordering). */
export const outletHoursRequestSchema = z.strictObject({ pickup: rangesSchema, delivery: rangesSchema });
export type OutletHoursRequest = z.infer<typeof outletHoursRequestSchema>;

/** The bounds of restaurant_settings' CHECK constraints. */
export const LEAD_MINUTES_MAX = 1440;
export const SLOT_MINUTES_RANGE = { min: 5, max: 120 } as const;
export const SLOT_CAPACITY_MAX = 10_000;
/** An order placed online before it is paid (cash, a table's counter, a card not yet charged) is worth at most this: $10 to $100,000. */
export const MAX_ORDER_TOTAL_RANGE = { min: 1_000, max: 10_000_000 } as const;

const leadMinutesSchema = z.number().int().min(0).max(LEAD_MINUTES_MAX, `A lead time is 0 to ${LEAD_MINUTES_MAX} minutes`);

const fulfilmentRulesSchema = z.object({ enabled: z.boolean(), lead_minutes: leadMinutesSchema, hours: z.array(openingRangeSchema) });

export const outletClosureSchema = z.object({ date: localDateSchema, reason: z.string().nullable() });
export type OutletClosure = z.infer<typeof outletClosureSchema>;

/** GET …/rules: what checkout applies to the outlet's diners now. */
export const outletRulesSchema = z.object({
  /** The outlet's IANA time zone: hours and closures are in it. */
  timezone: z.string(),
  pickup: fulfilmentRulesSchema,
  delivery: fulfilmentRulesSchema,
  slot_minutes: z.number().int(),
  /** Orders one slot takes, pickup and delivery together. */
  slot_capacity: z.number().int(),
  accepts_cash: z.boolean(),
  /** Cents: the most an order placed online may be worth (order_too_large beyond). */
  max_order_total: centsSchema,
  /** Closed dates from today (the outlet's) onwards, in order. */
  closures: z.array(outletClosureSchema),
});
export type OutletRules = z.infer<typeof outletRulesSchema>;
export const outletRulesResponseSchema = dataEnvelope(outletRulesSchema);

/** PATCH …/rules body: any of these, within the settings table's bounds. */
export const updateOutletRulesRequestSchema = z
  .strictObject({
    pickup_enabled: z.boolean().optional(),
    delivery_enabled: z.boolean().optional(),
    pickup_lead_minutes: leadMinutesSchema.optional(),
    delivery_lead_minutes: leadMinutesSchema.optional(),
    slot_minutes: z
      .number()
      .int()
      .min(SLOT_MINUTES_RANGE.min, `A slot is ${SLOT_MINUTES_RANGE.min} to ${SLOT_MINUTES_RANGE.max} minutes`)
      .max(SLOT_MINUTES_RANGE.max, `A slot is ${SLOT_MINUTES_RANGE.min} to ${SLOT_MINUTES_RANGE.max} minutes`)
      .optional(),
    slot_capacity: z
      .number()
      .int()
      .min(1, `A slot takes 1 to ${SLOT_CAPACITY_MAX} orders`)
      .max(SLOT_CAPACITY_MAX, `A slot takes 1 to ${SLOT_CAPACITY_MAX} orders`)
      .optional(),
    accepts_cash: z.boolean().optional(),
    max_order_total: centsSchema
      .min(MAX_ORDER_TOTAL_RANGE.min, 'The largest order is $10 to $100,000')
      .max(MAX_ORDER_TOTAL_RANGE.max, 'The largest order is $10 to $100,000')
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Send at least one rule to change' });
export type UpdateOutletRulesRequest = z.infer<typeof updateOutletRulesRequestSchema>;

/** POST …/rules/closures body. */
export const addClosureRequestSchema = z.strictObject({ date: requestDateSchema, reason: textSchema(200).optional() });
export type AddClosureRequest = z.infer<typeof addClosureRequestSchema>;
export const closureParamsSchema = consoleOutletParamsSchema.extend({ date: requestDateSchema });

/** A zone's suburb as addresses are compared: 'Surry  Hills ' is 'surry hills' (checkout's normalizedSuburb). */
const suburbSchema = textSchema(100)
  .min(1)
  .transform((suburb) => suburb.replace(/\s+/g, ' ').toLowerCase());
const postcodeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'A postcode is 4 digits');
const uniqueList = <T extends z.ZodType<string>>(item: T) =>
  z
    .array(item)
    .max(500)
    .transform((items) => [...new Set(items)]);
const moneySchema = centsSchema.max(10_000_000, 'At most $100,000');

/** POST …/zones and PUT …/zones/{zoneId} body: an address is in the zone when its postcode or suburb is listed. */
export const deliveryZoneRequestSchema = z
  .strictObject({
    name: textSchema(100).min(1, 'Name the zone'),
    postcodes: uniqueList(postcodeSchema),
    suburbs: uniqueList(suburbSchema),
    /** Cents. */
    fee: moneySchema,
    minimum_order: moneySchema,
    /** Orders worth more than this (cents) deliver free; null: the fee always applies. */
    free_delivery_over: moneySchema.nullable(),
    /** Zones are tried in this order when two list one postcode. */
    sort_order: z.number().int().min(-10_000).max(10_000),
  })
  .refine((zone) => zone.postcodes.length + zone.suburbs.length > 0, { message: 'List at least one postcode or suburb', path: ['postcodes'] });
export type DeliveryZoneRequest = z.infer<typeof deliveryZoneRequestSchema>;

export const deliveryZoneSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  postcodes: z.array(z.string()),
  /** Lower case. */
  suburbs: z.array(z.string()),
  fee: centsSchema,
  minimum_order: centsSchema,
  free_delivery_over: centsSchema.nullable(),
  sort_order: z.number().int(),
});
export type DeliveryZoneView = z.infer<typeof deliveryZoneSchema>;
export const deliveryZoneResponseSchema = dataEnvelope(deliveryZoneSchema);
export const deliveryZonesResponseSchema = dataEnvelope(z.array(deliveryZoneSchema));
export const zoneParamsSchema = consoleOutletParamsSchema.extend({ zoneId: idSchema });
