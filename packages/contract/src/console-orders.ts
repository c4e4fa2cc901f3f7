import { z } from 'zod';
import { HALF_PORTIONS } from './cart-item-forms.ts';
import { deliveryMethodSchema } from './checkout.ts';
import { localDateSchema, requestDateSchema } from './dates.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { centsSchema } from './menu.ts';
import { isFinalOrderStatus, ORDER_STATUSES, type OrderStatus, type OrderTransition } from './order-status.ts';
import { clockTimeSchema, orderIdSchema, orderStatusSchema, paymentMethodSchema, tableNumberSchema } from './orders.ts';
import { PAYMENT_STATUSES } from './payments.ts';
import { textSchema } from './text.ts';

// Issue 10: the console's order board and kitchen tickets. Staff move an order through the one state
// machine (order-status.ts), naming the version they saw: a change someone else made first is a 409.

export const consoleOutletParamsSchema = z.object({ outletId: idSchema });
export const consoleOrderParamsSchema = consoleOutletParamsSchema.extend({ orderId: orderIdSchema });

/** What the board shows without a status filter: everything but orders still waiting for their card payment. */
export const BOARD_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== 'pending_payment');

/**
 * What the board also holds of later days: orders still to be made or handed over (placed to out for
 * delivery), so one placed tonight for tomorrow's lunch is seen at once. Ready and out for delivery are
 * kept too, so a card tapped on early does not vanish until its day.
 */
export const UPCOMING_STATUSES: readonly OrderStatus[] = BOARD_STATUSES.filter((status) => !isFinalOrderStatus(status));

/**
 * GET …/orders query: `status` a comma list (`placed,accepted`); `date` an outlet's local day.
 * Without `date` it is the board: the orders requested today (the outlet's day; a scheduled order on
 * its slot's day, an ASAP one on the day placed) and every upcoming one requested for a later day in
 * UPCOMING_STATUSES (of those in `status`), by `prepare_at`, so later days sit below today's and
 * rise as their time comes. With `date` it is that day's orders only, to look back or ahead.
 */
export const boardQuerySchema = z.object({
  status: z
    .string()
    .transform((value) => [...new Set(value.split(',').map((part) => part.trim()))])
    .pipe(z.array(orderStatusSchema).min(1))
    .optional(),
  date: requestDateSchema.optional(),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

const ticketModifierSchema = z.object({ name: z.string(), quantity: z.number().int().positive() });

/** A line as the kitchen ticket prints it, taken from the cart item as it was sold. */
export const ticketLineSchema = z.object({
  name: z.string(),
  quantity: z.number().int().positive(),
  /** Size, crust and other chosen attributes, e.g. { name: 'Size', value: 'Large' }. */
  options: z.array(z.object({ name: z.string(), value: z.string() })),
  /** Whole-item modifiers (extra cheese); a half's own are in `halves`. */
  modifiers: z.array(ticketModifierSchema),
  /** A half-and-half's two halves, each with its toppings. */
  halves: z.array(z.object({ side: z.enum(HALF_PORTIONS), name: z.string(), modifiers: z.array(ticketModifierSchema) })),
  /** A deal's chosen items, by their slot ('Pizza 1'), each with its own size, crust and toppings (issue 18 point 13). */
  deal_parts: z.array(
    z.object({
      component: z.string(),
      name: z.string(),
      quantity: z.number().int().positive(),
      options: z.array(z.object({ name: z.string(), value: z.string() })),
      modifiers: z.array(ticketModifierSchema),
    }),
  ),
  notes: z.string(),
  /** A coupon's free item. */
  is_free: z.boolean(),
});
export type TicketLine = z.infer<typeof ticketLineSchema>;

/** An order as a board card and its kitchen ticket. */
export const boardOrderSchema = z.object({
  id: z.string(),
  number: z.number().int().positive(),
  status: orderStatusSchema,
  /** What a transition must name: bumped by every status change. */
  version: z.number().int().positive(),
  delivery_method: deliveryMethodSchema,
  table_number: tableNumberSchema.nullable(),
  asap: z.boolean(),
  /** The requested slot in the outlet's zone; null for ASAP. */
  requested_date: localDateSchema.nullable(),
  requested_time: clockTimeSchema.nullable(),
  /** When the food should be ready (pickup) or at the door (delivery); accepting sets it. */
  estimated_at: z.iso.datetime({ offset: true }),
  /**
   * When the kitchen should start: estimated_at less the outlet's lead time for the method, so a
   * scheduled order rises on the board as it nears; never later than now for an ASAP order, which is
   * due as soon as it is placed.
   */
  prepare_at: z.iso.datetime({ offset: true }),
  customer: z.object({ name: z.string(), phone_no: z.string() }),
  /** A delivery's full address (street, suburb, city and postcode, as the driver needs it), else null. */
  delivery_address: z.string().nullable(),
  totals: z.object({ subtotal: centsSchema, discount_total: centsSchema, delivery_charge: centsSchema, tax: centsSchema, total: centsSchema }),
  currency: z.string(),
  payment_method: paymentMethodSchema,
  /** A card order's payment status; null for cash and at the counter. */
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  /**
   * Issue 18: what is left to collect at the door or the counter, in cents: the total less what was
   * paid online (a card payment that went through; gift cards and points will come off here too).
   */
  amount_due: centsSchema,
  special_instructions: z.string(),
  lines: z.array(ticketLineSchema),
  created_at: z.iso.datetime({ offset: true }),
});
export type BoardOrder = z.infer<typeof boardOrderSchema>;

/** `date`: the day asked for, or today's for the board (which also holds upcoming orders of later days). */
export const boardResponseSchema = dataEnvelope(z.object({ date: localDateSchema, timezone: z.string(), orders: z.array(boardOrderSchema) }));
export type BoardResponse = z.infer<typeof boardResponseSchema>;
export const boardOrderResponseSchema = dataEnvelope(boardOrderSchema);
export type BoardOrderResponse = z.infer<typeof boardOrderResponseSchema>;

/** What staff do to an order; the diner's cancel and the payment's transitions are not theirs. */
export const STAFF_TRANSITIONS = ['accept', 'start_preparing', 'mark_ready', 'send_out', 'complete', 'reject'] as const satisfies readonly OrderTransition[];

/** POST …/orders/{orderId}/transitions body. */
export const staffTransitionSchema = z
  .object({
    transition: z.enum(STAFF_TRANSITIONS),
    /** The order's version as the board showed it: the change applies only if nobody changed the order since. */
    version: z.number().int().positive(),
    /** accept only: minutes until ready (pickup) or at the door (delivery). */
    estimated_minutes: z.number().int().min(1).max(240).optional(),
    /** reject only: shown to the diner. */
    reason: textSchema(200).min(1).optional(),
  })
  .refine((body) => body.transition !== 'accept' || body.estimated_minutes !== undefined, {
    message: 'Accepting needs estimated_minutes (1 to 240)',
    path: ['estimated_minutes'],
  })
  .refine((body) => body.transition !== 'reject' || body.reason !== undefined, { message: 'Rejecting needs a reason for the diner', path: ['reason'] });
export type StaffTransition = z.infer<typeof staffTransitionSchema>;

/**
 * GET …/orders/stream (text/event-stream). `snapshot` replaces the whole board (on open, and again
 * whenever the server may have missed changes): the board as GET …/orders answers it without a query,
 * today's orders and the upcoming ones of later days, `date` being today. `change` is one new or
 * changed order of the outlet, whatever its day, to put in place of the card with that id (a card
 * whose status the board does not show, or requested before the board's day, leaves it). `version`
 * counts the stream's events, also sent as the event's id.
 */
export const boardSnapshotEventSchema = z.object({ version: z.number().int().positive(), date: localDateSchema, orders: z.array(boardOrderSchema) });
export type BoardSnapshotEvent = z.infer<typeof boardSnapshotEventSchema>;
export const boardChangeEventSchema = z.object({ version: z.number().int().positive(), order: boardOrderSchema });
export type BoardChangeEvent = z.infer<typeof boardChangeEventSchema>;
