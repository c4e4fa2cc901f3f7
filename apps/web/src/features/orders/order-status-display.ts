import type { OrderStatus } from '@crust/contract/order-status';
import type { Order } from '@crust/contract/orders';

// Issue 9: the one place that says how each status of the contract's order machine reads to a diner,
// and which steps the confirmation page's timeline shows.

/** How the food reaches the diner: a dine-in order is a pickup with a table number. */
export type Fulfilment = 'pickup' | 'delivery' | 'table';

export const fulfilmentOf = (order: Pick<Order, 'delivery_method' | 'table_number'>): Fulfilment =>
  order.table_number !== null ? 'table' : order.delivery_method;

const readyLabels: Record<Fulfilment, string> = { pickup: 'Ready for pickup', delivery: 'Ready for delivery', table: 'Ready to serve' };

export function orderStatusLabel(status: OrderStatus, fulfilment: Fulfilment): string {
  switch (status) {
    case 'pending_payment':
      return 'Waiting for payment';
    case 'placed':
      return 'Order received';
    case 'accepted':
      return 'Accepted';
    case 'preparing':
      return 'Being prepared';
    case 'ready':
      return readyLabels[fulfilment];
    case 'out_for_delivery':
      return 'Out for delivery';
    case 'completed':
      return 'Completed';
    case 'cancelled':
      return 'Cancelled';
    case 'rejected':
      return 'Rejected';
  }
}

/**
 * How a step behind the order reads (issue 18 point 15): done in its own words ('Paid', 'Prepared'),
 * never a present-tense label with '(done)' after it. Steps whose label already reads as past keep it.
 */
const doneLabels: Partial<Record<OrderStatus, string>> = { pending_payment: 'Paid', preparing: 'Prepared', out_for_delivery: 'Sent out for delivery' };

export type TimelineStep = {
  status: OrderStatus;
  label: string;
  /** done: behind the order; current: where it is now; next: still to come. */
  state: 'done' | 'current' | 'next';
  /** When the order reached this step (the last time, should it have reached it twice), else null. */
  at: string | null;
  /** Why, when the server says more than the status ('Unpaid for 30 minutes'). */
  reason: string | null;
};

type TimelineOrder = Pick<Order, 'status' | 'timeline' | 'delivery_method' | 'table_number' | 'payment_method'>;

/**
 * The order machine's path for this order: a card order starts waiting for payment, only a delivery
 * goes out for delivery. Preparing may be skipped (accepted → ready); it still shows as passed.
 */
function happyPath({ payment_method, delivery_method }: TimelineOrder): OrderStatus[] {
  return [
    ...(payment_method === 'card' ? (['pending_payment'] as const) : []),
    'placed',
    'accepted',
    'preparing',
    'ready',
    ...(delivery_method === 'delivery' ? (['out_for_delivery'] as const) : []),
    'completed',
  ];
}

/**
 * The timeline's steps. Along the way: every step of the path, passed, current or to come. Once
 * cancelled or rejected: the steps the order did reach, then how it ended.
 */
export function timelineSteps(order: TimelineOrder): TimelineStep[] {
  const fulfilment = fulfilmentOf(order);
  const reached = (status: OrderStatus) => order.timeline.findLast((entry) => entry.status === status);
  const step = (status: OrderStatus, state: TimelineStep['state'], label = orderStatusLabel(status, fulfilment)): TimelineStep => ({
    status,
    label,
    state,
    at: reached(status)?.at ?? null,
    reason: reached(status)?.reason ?? null,
  });
  const path = happyPath(order);
  const now = path.indexOf(order.status);
  if (now === -1) {
    return [...path.filter((status) => reached(status)).map((status) => step(status, 'done')), step(order.status, 'current')];
  }
  // Only on the way: an order that ended unpaid reached 'Waiting for payment' but was never paid.
  return path.map((status, index) =>
    index < now ? step(status, 'done', doneLabels[status] ?? orderStatusLabel(status, fulfilment)) : step(status, index === now ? 'current' : 'next'),
  );
}
