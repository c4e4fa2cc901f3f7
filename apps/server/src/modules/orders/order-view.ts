import type { Order } from '@crust/contract/orders';
import type { OrderPayment, PaymentStatus } from '@crust/contract/payments';
import type { payments } from '../../db/schema/payments.ts';
import { clockOf, wallTimeOf } from '../checkout/zoned-time.ts';
import type { OrdersRepo } from './orders.repo.ts';

/** An order with what its view shows, as read back. */
type StoredOrder = NonNullable<Awaited<ReturnType<OrdersRepo['order']>>>;

/** What an order's view and mails are made of: an order as read back, or as a placement is about to write it. */
export interface OrderViewSource extends Pick<StoredOrder, 'order' | 'outlet' | 'timezone'> {
  lines: Pick<StoredOrder['lines'][number], 'name' | 'quantity' | 'lineTotal' | 'notes' | 'item'>[];
  events: Pick<StoredOrder['events'][number], 'toStatus' | 'createdAt' | 'reason'>[];
  payment: StoredOrder['payment'];
}

/** An order's payment as its owner reads it: the client secret while it awaits a card (null until the provider has been asked). */
export function paymentView(payment: typeof payments.$inferSelect): OrderPayment {
  return {
    provider: payment.provider,
    status: payment.status,
    client_secret: payment.status === 'requires_payment' ? payment.clientSecret : null,
    last_error: payment.lastErrorMessage,
    card: payment.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
  };
}

type OrderRow = StoredOrder['order'];

/** The slot the diner asked for, on the outlet's clock; null for ASAP. */
export function requestedSlot(order: Pick<OrderRow, 'slotStartsAt'>, timezone: string): { date: string; time: string } | null {
  const slot = order.slotStartsAt ? wallTimeOf(order.slotStartsAt, timezone) : null;
  return slot && { date: slot.date, time: clockOf(slot.minutes) };
}

/** Payments that took their part of the order's money online: nothing of it is left to pay or collect. */
const PAID_ONLINE: ReadonlySet<PaymentStatus> = new Set(['succeeded', 'partially_refunded']);

/**
 * Issue 21: how the order's total is paid: a gift card's part first (when one paid), then the rest by
 * the order's way of paying (none when the card paid it all); and what is still due after the card:
 * the rest, until a card payment for it has succeeded (cash and the counter's are collected in person).
 */
export function orderTenders(
  order: Pick<OrderRow, 'total' | 'paymentMethod' | 'giftCardAmount' | 'giftCardLast4'>,
  paymentStatus: PaymentStatus | null,
): Pick<Order, 'tenders' | 'amount_due'> {
  const rest = order.total - order.giftCardAmount;
  const tenders: Order['tenders'] = [];
  if (order.giftCardAmount > 0) tenders.push({ method: 'gift_card', amount: order.giftCardAmount, code_last4: order.giftCardLast4 ?? '' });
  if (order.paymentMethod !== 'gift_card' && (rest > 0 || tenders.length === 0)) tenders.push({ method: order.paymentMethod, amount: rest });
  return { tenders, amount_due: paymentStatus !== null && PAID_ONLINE.has(paymentStatus) ? 0 : rest };
}

/** What every view of an order says alike: the owner's (orderView) and the console's card (boardCard). */
export function orderBasics(order: OrderRow) {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    version: order.version,
    delivery_method: order.deliveryMethod,
    table_number: order.tableNumber,
    asap: order.asap,
    estimated_at: order.estimatedAt.toISOString(),
    special_instructions: order.specialInstructions,
    payment_method: order.paymentMethod,
    totals: {
      subtotal: order.subtotal,
      discount_total: order.discountTotal,
      delivery_charge: order.deliveryCharge,
      tax: order.tax,
      total: order.total,
    },
    currency: order.currency,
    created_at: order.createdAt.toISOString(),
  };
}

/** An order as its owner reads it (GET /api/v2/orders/{id}, and the answer a placement stores). */
export function orderView({ order, outlet, lines, events, payment, timezone }: OrderViewSource): Order {
  const slot = requestedSlot(order, timezone);
  return {
    ...orderBasics(order),
    timeline: events.map((event) => ({ status: event.toStatus, at: event.createdAt.toISOString(), reason: event.reason })),
    restaurant: { id: order.restaurantId, name: outlet.name, address: `${outlet.street}, ${outlet.city}`, phone: outlet.phone, timezone },
    pickup_date: slot?.date ?? null,
    pickup_time: slot?.time ?? null,
    customer: { name: order.customerName, email: order.customerEmail, phone_no: order.customerPhone },
    shipping_details:
      order.deliveryMethod === 'delivery'
        ? { formattedAddress: order.formattedAddress ?? '', suburb: order.suburb ?? '', city: order.city ?? '', postcode: order.postcode ?? '' }
        : null,
    payment: payment && paymentView(payment),
    ...orderTenders(order, payment?.status ?? null),
    coupon_code: order.couponCode,
    lines: lines.map((line) => ({ name: line.name, quantity: line.quantity, line_total: line.lineTotal, notes: line.notes, item: line.item })),
  };
}
