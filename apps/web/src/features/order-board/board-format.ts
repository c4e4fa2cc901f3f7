import type { BoardOrder } from '@crust/contract/console-orders';
import { formatCents } from '@crust/contract/prices';
import { formatWallClock, formatWallDayAndClock } from '@/lib/zoned-time';

// How a card and a ticket word an order, in the storefront's Australian English.

export const methodLabel = (order: Pick<BoardOrder, 'delivery_method' | 'table_number'>) =>
  order.table_number !== null ? `Table ${order.table_number}` : order.delivery_method === 'delivery' ? 'Delivery' : 'Pickup';

/** 'ASAP', or the requested slot's time, with its day ('Fri, 6 Mar, 7:15 pm') unless it is `today`'s. */
export function requestedLabel(
  { asap, requested_date: date, requested_time: time }: Pick<BoardOrder, 'asap' | 'requested_date' | 'requested_time'>,
  today?: string,
): string {
  if (asap || !date || !time) return 'ASAP';
  return date === today ? formatWallClock(time) : formatWallDayAndClock(date, time);
}

const COLLECTED_AS: Record<Exclude<BoardOrder['payment_method'], 'card' | 'gift_card'>, string> = {
  cash_on_delivery: 'CASH',
  pay_at_counter: 'AT THE COUNTER',
};

/**
 * Issue 18: how the order is paid, so the driver or the counter knows whether to take money:
 * 'PAID by card', or 'CASH — collect $25.00' with what the server says is left to collect.
 */
export function paymentLabel({ payment_method: method, amount_due: due }: Pick<BoardOrder, 'payment_method' | 'amount_due'>): string {
  if (method === 'card') return due === 0 ? 'PAID by card' : 'NOT PAID — card payment not taken';
  if (method === 'gift_card') return 'PAID by gift card';
  return due === 0 ? 'PAID' : `${COLLECTED_AS[method]} — collect ${formatCents(due)}`;
}
