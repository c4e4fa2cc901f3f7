import { z } from 'zod';
import { deliveryMethodSchema } from './checkout.ts';
import { localDateSchema } from './dates.ts';

// Issue 18 point 7: whether an outlet takes orders now, as the storefront shows it before the cart.
// The server computes it in the outlet's time zone from the rules checkout applies; the browser only
// shows its words.

const clockSchema = z.string().regex(/^\d{2}:\d{2}$/);

export const ORDERING_STATES = ['open', 'opens_later', 'closed_today', 'paused'] as const;

/** The first slot an order can still be placed for, of one way of ordering. */
export const laterSlotSchema = z.object({
  delivery_method: deliveryMethodSchema,
  /** The business day, 'YYYY-MM-DD' in the outlet's zone (a slot after midnight belongs to the evening before). */
  date: localDateSchema,
  time: clockSchema,
  /** For people: 'today 11:30', 'tomorrow 11:30' or 'Sat 11:30'. */
  label: z.string(),
});
export type LaterSlot = z.infer<typeof laterSlotSchema>;

export const orderingStateSchema = z.object({
  state: z.enum(ORDERING_STATES),
  /** 'Open until 22:00', 'Opens at 11:00', 'Closed today (Staff training day)', 'Online ordering paused until 19:45'. */
  label: z.string(),
  /** When the state or its label changes next (ISO instant): read it again then. Null: not by the clock. */
  changes_at: z.string().nullable(),
  /** The first slot still offered for each way of ordering the outlet takes (none while ordering is paused without an end). */
  later_slots: z.array(laterSlotSchema),
});
export type OrderingState = z.infer<typeof orderingStateSchema>;

/** One shift of a weekday (0 = Sunday); `closes` at or before `opens` runs past midnight. */
export const weeklyShiftSchema = z.object({ weekday: z.number().int().min(0).max(6), opens: clockSchema, closes: clockSchema });
export type WeeklyShift = z.infer<typeof weeklyShiftSchema>;

/** An outlet's weekly hours for each way of ordering (empty when it does not take that way). */
export const outletHoursSchema = z.object({ pickup: z.array(weeklyShiftSchema), delivery: z.array(weeklyShiftSchema) });
export type OutletHours = z.infer<typeof outletHoursSchema>;
