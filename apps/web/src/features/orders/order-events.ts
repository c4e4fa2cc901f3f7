import { isFinalOrderStatus, type OrderStatus } from '@crust/contract/order-status';
import { apiStream } from '@/lib/api-client';
import { followEventStream } from '@/lib/event-stream';

/** What GET /api/v2/orders/{id}/events sends as `event: status`. */
export type OrderStatusEvent = { status: OrderStatus; version: number };

type OrderEventsOptions = {
  onStatus: (event: OrderStatusEvent) => void;
  /** A dropped stream is back: whatever it missed meanwhile is to be read again (the order). */
  onReconnect: () => void;
  /** How long to wait before reconnecting after `failures` drops in a row. */
  retryDelay?: (failures: number) => number;
};

/**
 * Follows an order's status over its Server-Sent Events stream, reconnecting after a drop (see
 * followEventStream). It stops when the order ends, when the server refuses the stream (someone
 * else's order, an ended session), or when the returned function is called.
 */
export function watchOrderEvents(orderId: string, { onStatus, onReconnect, retryDelay }: OrderEventsOptions): () => void {
  const follower = followEventStream((signal) => apiStream(`/v2/orders/${encodeURIComponent(orderId)}/events`, signal), {
    onEvent: ({ event, data }) => {
      if (event !== 'status') return;
      const change = JSON.parse(data) as OrderStatusEvent;
      onStatus(change);
      if (isFinalOrderStatus(change.status)) follower.stop();
    },
    onOpen: (reconnected) => {
      if (reconnected) onReconnect();
    },
    retryDelay,
  });
  return follower.stop;
}
