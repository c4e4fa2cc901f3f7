import { errorCodes } from '@crust/contract/errors';
import type { OrderStatus, OrderTransition } from '@crust/contract/order-status';
import { formatCents } from '@crust/contract/prices';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { clockOf, wallTimeOf } from '../checkout/zoned-time.ts';
import { queueMail, type OrderMailData, type QueuedMail } from '../mail/mail-queue.ts';
import { endPayment } from '../payments/payment-endings.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { OrderViewSource } from './order-view.ts';
import { createOrdersRepo, type OrderRow, type TransitionChange } from './orders.repo.ts';
import { PLACEMENT_CLAIMS } from './placement-claims.ts';

export const ORDER_NOT_FOUND = 'There is no such order.';

/** Statuses in which the restaurant has the order (so the diner hears when it is cancelled). */
const RESTAURANT_HAS_IT: readonly OrderStatus[] = ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery'];

const DAY_FORMAT = new Map<string, Intl.DateTimeFormat>();
function dayOf(at: Date, timeZone: string): string {
  let format = DAY_FORMAT.get(timeZone);
  if (!format) DAY_FORMAT.set(timeZone, (format = new Intl.DateTimeFormat('en-AU', { timeZone, weekday: 'short', day: 'numeric', month: 'short' })));
  return format.format(at);
}

/** How the 'order received' mail says the order is paid: a gift card's part (issue 21), then the rest. */
function paymentWords({ paymentMethod, deliveryMethod, total, giftCardAmount }: OrderRow): string {
  if (giftCardAmount === total && giftCardAmount > 0) return 'paid by gift card';
  const rest =
    paymentMethod === 'card'
      ? 'paid by card'
      : paymentMethod === 'pay_at_counter'
        ? 'pay at the counter'
        : deliveryMethod === 'delivery'
          ? 'cash on delivery'
          : 'pay at pickup';
  return giftCardAmount > 0 ? `${formatCents(giftCardAmount)} paid by gift card, the rest ${rest}` : rest;
}

/** What every mail about this order shows. */
function orderMailData({ order, outlet, timezone }: Pick<OrderViewSource, 'order' | 'outlet' | 'timezone'>): OrderMailData {
  const clock = clockOf(wallTimeOf(order.estimatedAt, timezone).minutes);
  const when = `${order.asap ? 'as soon as possible, around' : 'at'} ${clock} on ${dayOf(order.estimatedAt, timezone)}`;
  const fulfilment =
    order.deliveryMethod === 'delivery'
      ? `Delivery to ${order.formattedAddress} ${when}.`
      : order.tableNumber !== null
        ? `Table ${order.tableNumber} at ${outlet.name}, ${outlet.street}, served ${when}.`
        : `Pickup from ${outlet.name}, ${outlet.street}, ${when}.`;
  return { name: order.customerName, orderId: order.id, number: order.number, outletName: outlet.name, outletPhone: outlet.phone, fulfilment };
}

/** 'Order received', queued by whatever makes the order `placed` (cash at once: the placement; card once paid: moveOrder). */
export function orderReceivedMail(stored: OrderViewSource): QueuedMail {
  const { order, lines } = stored;
  return {
    tenantId: order.tenantId,
    to: order.customerEmail,
    template: 'order_received',
    data: {
      ...orderMailData(stored),
      lines: lines.map((line) => ({ quantity: line.quantity, name: line.name, total: formatCents(line.lineTotal) })),
      total: formatCents(order.total),
      payment: paymentWords(order),
    },
  };
}

/** Statuses the diner may hear of as the order progresses (issue 10): progressMail decides. */
const PROGRESS: readonly OrderStatus[] = ['accepted', 'ready', 'out_for_delivery'];

/**
 * The mail an order's progress sends the diner, made of the order as changed: accepted (with its
 * estimate), ready when it is collected (a delivery is not, and a table's is brought to the table),
 * and out for delivery. Null for any other change.
 */
function progressMail(order: OrderRow, stored: OrderViewSource): QueuedMail | null {
  const to = { tenantId: order.tenantId, to: order.customerEmail };
  const data = orderMailData(stored);
  if (order.status === 'accepted') {
    const estimate = `${clockOf(wallTimeOf(order.estimatedAt, stored.timezone).minutes)} on ${dayOf(order.estimatedAt, stored.timezone)}`;
    return { ...to, template: 'order_accepted', data: { ...data, estimate } };
  }
  if (order.status === 'ready' && order.deliveryMethod === 'pickup' && order.tableNumber === null) return { ...to, template: 'order_ready', data };
  if (order.status === 'out_for_delivery') return { ...to, template: 'order_out_for_delivery', data };
  return null;
}

/**
 * The one way an order changes status, in the caller's transaction: the state machine's conditional
 * update and its event, then what the change means. An order that ends gives back its slot and
 * coupon uses and settles its payment; the diner is mailed when the restaurant gets the order, as
 * it progresses (progressMail) and when an order it had is cancelled. 404 for no such order, 409
 * when the machine forbids it now or for the order's method (a pickup never goes out for delivery),
 * or the order is no longer at `change.expectedVersion`.
 */
export async function moveOrder(
  tx: Database,
  provider: PaymentProvider,
  orderId: string,
  transition: OrderTransition,
  reason: string | null = null,
  change: TransitionChange = {},
): Promise<OrderRow> {
  const repo = createOrdersRepo(tx);
  const changed = await repo.transition(orderId, transition, reason, change);
  if (!changed) throw notFound(ORDER_NOT_FOUND);
  if (changed.stale) throw new HttpError(409, errorCodes.staleOrder, 'Someone else changed this order a moment ago: refresh it and try again.');
  if (!changed.ok)
    throw new HttpError(
      409,
      errorCodes.invalidTransition,
      `A ${changed.method} order that is ${changed.status.replaceAll('_', ' ')} cannot be changed that way.`,
    );
  const { order, from } = changed;
  if (order.status === 'placed') await queueMail(tx, orderReceivedMail((await repo.order(order.id))!));
  if (PROGRESS.includes(order.status)) {
    const mail = progressMail(order, (await repo.order(order.id))!);
    if (mail) await queueMail(tx, mail);
  }
  if (order.status === 'cancelled' || order.status === 'rejected') {
    // Each claim gives back what the order held, in the list's order (coupons before the slot, as a
    // placement locks them): never a deadlock between the two.
    for (const claim of PLACEMENT_CLAIMS) await claim.release?.(tx, order);
    const refunded = await endPayment(tx, provider, order.id);
    if (RESTAURANT_HAS_IT.includes(from)) {
      const data = orderMailData((await repo.order(order.id))!);
      const why = reason ?? (order.status === 'rejected' ? 'The restaurant could not take it' : 'Cancelled');
      await queueMail(tx, {
        tenantId: order.tenantId,
        to: order.customerEmail,
        template: 'order_cancelled',
        data: {
          ...data,
          reason: why,
          refund: refunded > 0 ? formatCents(refunded) : null,
          // The claims' release gave the gift card's part back above (issue 21).
          giftCardRefund: order.giftCardAmount > 0 ? formatCents(order.giftCardAmount) : null,
        },
      });
    }
  }
  return order;
}
