import { isFinalOrderStatus, type OrderStatus } from '@crust/contract/order-status';
import type { OpenStream } from '../../lib/event-stream.ts';
import type { OrderChanges } from './order-changes.ts';

interface OrderState {
  id: string;
  status: OrderStatus;
  version: number;
}

/**
 * GET /api/v2/orders/{id}/events: Server-Sent Events of the order's status, for its owner. The first
 * event is the status now; each change made on any instance follows (order-changes.ts), in version
 * order, never twice; the stream ends with the order. `reread` gives the order as stored, for a
 * change that may have been missed (between the first read and watching, or while notifications
 * were down). It also ends with the diner's session (`open` sees to that, and to the limits on open streams).
 */
export function streamOrderStatus(open: OpenStream, first: OrderState, changes: OrderChanges, reread: () => Promise<OrderState>): void {
  let sentVersion = 0;
  const stream = open(() => stopWatching());
  const stopWatching = changes.watch(first.id, {
    change: (change) => send(change),
    resync: () => void reread().then(send, () => {}),
    end: () => stream.end(),
  });

  function send({ status, version }: { status: OrderStatus; version: number }): void {
    if (stream.closed || version <= sentVersion) return;
    sentVersion = version;
    stream.send('status', version, { status, version });
    if (isFinalOrderStatus(status)) stream.end();
  }

  send(first);
  void reread().then(send, () => {});
}
