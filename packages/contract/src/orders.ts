import { z } from 'zod';
import { emailSchema, nameSchema, phoneSchema } from './accounts.ts';
import { cartItemSchema, cartSchema, couponCodeSchema, tableNumberSchema } from './cart.ts';
import { deliveryMethodSchema, shippingDetailsSchema } from './checkout.ts';
import { localDateSchema, requestDateSchema } from './dates.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { centsSchema } from './menu.ts';
import { giftCardCodeSchema } from './gift-cards.ts';
import { ORDER_STATUSES } from './order-status.ts';
import { orderPaymentSchema } from './payments.ts';
import { keySchema, textSchema } from './text.ts';

// Issue 9: placing an order and reading it back. The client sends choices, never money: the server
// prices the owner's cart from the database. Unknown keys (a price, a total) are dropped, not read.

/**
 * `pay_at_counter`: a dine-in table's order, paid at the counter (only with a table_number).
 * `gift_card` (issue 21): the gift card sent as gift_card_code pays the whole order.
 */
export const PAYMENT_METHODS = ['card', 'cash_on_delivery', 'pay_at_counter', 'gift_card'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Idempotency-Key header: what payment APIs accept (a UUID, or any 8–255 visible characters). */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{8,255}$/, 'Send an Idempotency-Key of 8 to 255 visible characters');

export { tableNumberSchema };

export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:MM');

/** Spec §3 guestDetails: who a guest's order is for. */
export const guestDetailsSchema = z.object({ name: nameSchema, email: emailSchema, phone_no: phoneSchema });

/** POST /api/v2/orders body. */
export const placeOrderRequestSchema = z
  .object({
    restaurant_id: idSchema,
    user_id: idSchema.optional(),
    guest_id: idSchema.optional(),
    delivery_method: deliveryMethodSchema,
    pickup_date: requestDateSchema,
    /** A slot from the time-slots call; or asap: true instead. */
    pickup_time: clockTimeSchema.optional(),
    asap: z.boolean().optional(),
    special_instructions: textSchema(500, { multiline: true }).optional(),
    shipping_details: shippingDetailsSchema.optional(),
    /** Required of guests; a logged-in diner's come from the account. */
    guest_details: guestDetailsSchema.optional(),
    payment_method: paymentMethodSchema,
    coupon_code: z.preprocess((value) => (value === '' || value === null ? undefined : value), couponCodeSchema.optional()),
    /** A dine-in order from /dine-in-menu?table=N: served to that table, now (asap), paid by card or at the counter. */
    table_number: tableNumberSchema.optional(),
    /** Issue 21: a gift card paying min(its balance, the total); payment_method says how the rest is paid. */
    gift_card_code: z.preprocess((value) => (value === '' || value === null ? undefined : value), giftCardCodeSchema.optional()),
  })
  .refine((body) => body.user_id !== undefined || body.guest_id !== undefined, { message: 'Send user_id or guest_id', path: ['user_id'] })
  .refine((body) => (body.asap === true) !== (body.pickup_time !== undefined), { message: 'Send pickup_time or asap: true', path: ['pickup_time'] })
  .refine((body) => body.delivery_method === 'pickup' || body.shipping_details !== undefined, {
    message: 'A delivery needs shipping_details',
    path: ['shipping_details'],
  })
  .refine((body) => body.table_number === undefined || (body.delivery_method === 'pickup' && body.asap === true), {
    message: 'A table’s order is served now: send delivery_method pickup and asap: true',
    path: ['table_number'],
  })
  .refine((body) => body.payment_method !== 'pay_at_counter' || body.table_number !== undefined, {
    message: 'Paying at the counter is for a dine-in table’s order',
    path: ['payment_method'],
  })
  .refine((body) => body.table_number === undefined || body.payment_method !== 'cash_on_delivery', {
    message: 'A table’s order is paid by card or at the counter',
    path: ['payment_method'],
  })
  .refine((body) => body.payment_method !== 'gift_card' || body.gift_card_code !== undefined, {
    message: 'Paying by gift card needs the gift_card_code',
    path: ['gift_card_code'],
  });
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const orderLineSchema = z.object({
  name: z.string(),
  quantity: z.number().int().positive(),
  line_total: centsSchema,
  notes: z.string(),
  /** The cart item as it was sold: choices, halves, deal parts, unit and line prices, tax. */
  item: cartItemSchema,
});

/** Issue 21: how an order's total is paid: a gift card's part first, then the rest (card, cash, at the counter). */
export const orderTenderSchema = z.object({
  method: z.enum(['gift_card', 'card', 'cash_on_delivery', 'pay_at_counter']),
  amount: centsSchema,
  /** The gift card's last four characters (gift_card only). */
  code_last4: z.string().optional(),
});
export type OrderTender = z.infer<typeof orderTenderSchema>;

export const orderTimelineEntrySchema = z.object({
  status: orderStatusSchema,
  at: z.iso.datetime({ offset: true }),
  /** Why, when it says more than the status ('Unpaid for 30 minutes'). */
  reason: z.string().nullable(),
});

export const orderSchema = z.object({
  id: z.string(),
  /** The number the kitchen calls out. */
  number: z.number().int().positive(),
  status: orderStatusSchema,
  version: z.number().int().positive(),
  timeline: z.array(orderTimelineEntrySchema),
  restaurant: z.object({ id: z.number().int(), name: z.string(), address: z.string(), phone: z.string(), timezone: z.string() }),
  delivery_method: deliveryMethodSchema,
  /** A dine-in order's table (the kitchen serves it there), else null. */
  table_number: tableNumberSchema.nullable(),
  asap: z.boolean(),
  /** The requested slot in the outlet's zone, null for ASAP. */
  pickup_date: localDateSchema.nullable(),
  pickup_time: clockTimeSchema.nullable(),
  /** When the food should be ready (pickup) or arrive (delivery). */
  estimated_at: z.iso.datetime({ offset: true }),
  customer: z.object({ name: z.string(), email: z.string(), phone_no: z.string() }),
  shipping_details: shippingDetailsSchema.nullable(),
  special_instructions: z.string(),
  payment_method: paymentMethodSchema,
  /** A card order's payment (null for cash): pay with its client_secret while it requires_payment. */
  payment: orderPaymentSchema.nullable(),
  coupon_code: z.string().nullable(),
  lines: z.array(orderLineSchema),
  totals: z.object({ subtotal: centsSchema, discount_total: centsSchema, delivery_charge: centsSchema, tax: centsSchema, total: centsSchema }),
  /** Issue 21: the tenders that pay the total (one, or a gift card and the rest), adding up to it. */
  tenders: z.array(orderTenderSchema),
  /** What is still to pay (by card) or to collect (cash, at the counter) after a gift card. */
  amount_due: centsSchema,
  currency: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = dataEnvelope(orderSchema);
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** An order's public id ('ord_' and 22 base64url characters). */
export const orderIdSchema = keySchema(1, 64);
export const orderParamsSchema = z.object({ order_id: orderIdSchema });

/**
 * POST /api/v2/orders/lookup body (issue 18 point 11): a guest finds an order again, on any device,
 * by its number and the email it was placed with. Answers the order to read (never a token), or 404.
 */
export const orderLookupRequestSchema = z.object({
  number: z.number().int().positive().max(2_147_483_647),
  email: emailSchema,
});
export type OrderLookupRequest = z.infer<typeof orderLookupRequestSchema>;

/** GET /api/v2/orders query: a logged-in diner's orders, newest first. */
export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderSummarySchema = orderSchema.pick({ id: true, number: true, status: true, delivery_method: true, currency: true, created_at: true }).extend({
  restaurant_name: z.string(),
  /** The outlet's IANA time zone, in which the history shows the order's date. */
  timezone: z.string(),
  total: centsSchema,
  item_count: z.number().int().nonnegative(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListResponseSchema = dataEnvelope(
  z.object({ orders: z.array(orderSummarySchema), page: z.number().int(), per_page: z.number().int(), total: z.number().int().nonnegative() }),
);
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** POST /api/v2/orders/{id}/reorder: the order's items in the current cart at today's prices, and what could not go in. */
export const reorderResponseSchema = dataEnvelope(z.object({ cart: cartSchema, not_added: z.array(z.object({ name: z.string(), reason: z.string() })) }));
export type ReorderResponse = z.infer<typeof reorderResponseSchema>;
