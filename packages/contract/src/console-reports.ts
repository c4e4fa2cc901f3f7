import { z } from 'zod';
import { deliveryMethodSchema, DELIVERY_METHODS } from './checkout.ts';
import { localDateSchema, requestDateSchema } from './dates.ts';
import { dataEnvelope } from './envelope.ts';
import { centsSchema } from './menu.ts';
import { ORDER_STATUSES, type OrderStatus } from './order-status.ts';
import { orderStatusSchema } from './orders.ts';

// Issue 10: a manager's view of an outlet's day, and its orders as a CSV file for the books. An order
// belongs to the day (and hour) it was placed on, read in the outlet's time zone.

/**
 * The orders that count towards orders, revenue and the averages: placed onward. Not an unpaid card
 * order (pending_payment: no sale yet), nor one cancelled or rejected (no sale after all).
 */
export const REVENUE_STATUSES: readonly OrderStatus[] = ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'completed'];

/** GET …/summary query: the outlet's local day, today by default. */
export const daySummaryQuerySchema = z.object({ date: requestDateSchema.optional() });
export type DaySummaryQuery = z.infer<typeof daySummaryQuerySchema>;

const salesSchema = z.object({ orders: z.number().int().nonnegative(), revenue: centsSchema });

export const daySummarySchema = z.object({
  date: localDateSchema,
  timezone: z.string(),
  currency: z.string(),
  /** Orders that count (REVENUE_STATUSES), their total in cents, and its average per order (rounded; 0 without orders). */
  orders: z.number().int().nonnegative(),
  revenue: centsSchema,
  average_order: centsSchema,
  /** Every hour 0–23 of the day in the outlet's zone, counted orders only. */
  by_hour: z.array(salesSchema.extend({ hour: z.number().int().min(0).max(23) })).length(24),
  /** Every status, each with how many of the day's orders are in it now (all orders, those that do not count included). */
  by_status: z.array(z.object({ status: orderStatusSchema, orders: z.number().int().nonnegative() })).length(ORDER_STATUSES.length),
  /** Pickup and delivery, counted orders only. */
  by_method: z.array(salesSchema.extend({ method: deliveryMethodSchema })).length(DELIVERY_METHODS.length),
});
export type DaySummary = z.infer<typeof daySummarySchema>;
export const daySummaryResponseSchema = dataEnvelope(daySummarySchema);

/** The longest range one CSV export covers, in days (a quarter). */
export const ORDERS_EXPORT_MAX_DAYS = 92;
const DAY_MS = 86_400_000;

/** GET …/orders.csv query: the outlet's local days `from` to `to`, both included. */
export const ordersExportQuerySchema = z
  .object({ from: requestDateSchema, to: requestDateSchema })
  .refine(({ from, to }) => from <= to, { error: '`from` must not be after `to`' })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / DAY_MS < ORDERS_EXPORT_MAX_DAYS, {
    error: `An export covers at most ${ORDERS_EXPORT_MAX_DAYS} days`,
  });
export type OrdersExportQuery = z.infer<typeof ordersExportQuerySchema>;

/**
 * The CSV's columns, in order. Every order placed in the range is a row, whatever its status (the
 * status column says which count). Times are in the outlet's zone; money in dollars, two decimals.
 */
export const ORDERS_EXPORT_COLUMNS = [
  'number',
  'created_at',
  'status',
  'method',
  'customer_name',
  'email',
  'phone',
  'subtotal',
  'discount',
  'delivery',
  'tax',
  'total',
  'payment_method',
  'coupon',
] as const;
