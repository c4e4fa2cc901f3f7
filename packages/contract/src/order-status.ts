// Issue 9: the one order state machine. Every status change anywhere (placement, payment, the diner's
// cancel, expiry, the staff console) is one of these transitions, applied on the server as a
// conditional update (`… WHERE status = from`). Zod-free: the web shows the same timeline.

import type { DeliveryMethod } from './checkout.ts';

export const ORDER_STATUSES = [
  'pending_payment',
  'placed',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'completed',
  'cancelled',
  'rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Why a status changes; who may cause each is decided by the caller (diner, payment, clock, staff). */
export type OrderTransition =
  | 'pay' // the payment succeeded
  | 'expire' // unpaid past its payment hold (PAYMENT_HOLD_MINUTES): cancelled, the event saying why
  | 'accept'
  | 'start_preparing'
  | 'mark_ready'
  | 'send_out'
  | 'complete'
  | 'cancel' // by the diner, before the restaurant accepts
  | 'reject'; // by the restaurant

/**
 * from → to for each transition, and the one method it belongs to when it fits only one (issue 17:
 * a pickup or a table's order never goes out for delivery); any other status or method is refused (HTTP 409).
 */
export const ORDER_TRANSITIONS: Record<OrderTransition, { from: readonly OrderStatus[]; to: OrderStatus; method?: DeliveryMethod }> = {
  pay: { from: ['pending_payment'], to: 'placed' },
  expire: { from: ['pending_payment'], to: 'cancelled' },
  accept: { from: ['placed'], to: 'accepted' },
  start_preparing: { from: ['accepted'], to: 'preparing' },
  mark_ready: { from: ['accepted', 'preparing'], to: 'ready' },
  send_out: { from: ['ready'], to: 'out_for_delivery', method: 'delivery' },
  complete: { from: ['ready', 'out_for_delivery'], to: 'completed' },
  cancel: { from: ['pending_payment', 'placed'], to: 'cancelled' },
  reject: { from: ['placed', 'accepted', 'preparing'], to: 'rejected' },
};

/** Statuses no transition leaves: the order's live stream closes there. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled', 'rejected'];

/** The status `transition` leads to from `status` for an order of `method`, or null when the machine forbids it. */
export function nextOrderStatus(status: OrderStatus, transition: OrderTransition, method: DeliveryMethod): OrderStatus | null {
  const rule = ORDER_TRANSITIONS[transition];
  return rule.from.includes(status) && (rule.method === undefined || rule.method === method) ? rule.to : null;
}

export const isFinalOrderStatus = (status: OrderStatus): boolean => FINAL_ORDER_STATUSES.includes(status);
