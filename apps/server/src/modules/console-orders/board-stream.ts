import type { BoardChangeEvent, BoardOrder, BoardSnapshotEvent } from '@crust/contract/console-orders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream } from '../../lib/event-stream.ts';
import type { OrderChange, OrderChanges } from '../orders/order-changes.ts';

export interface BoardSource {
  restaurantId: number;
  /** The board as GET …/orders answers it with no filter. */
  snapshot(): Promise<{ date: string; orders: BoardOrder[] }>;
  /** The changed order's card as stored now. */
  card(change: OrderChange): Promise<BoardOrder>;
}

/**
 * GET /api/console/outlets/{id}/orders/stream: Server-Sent Events feeding one board. A `snapshot`
 * first (watching starts before it is read, so nothing falls between), then a `change` with the card
 * of every order of the outlet that changes on any instance, and a fresh `snapshot` whenever the
 * instance may have missed notifications. Events go out in the order they were heard, and a card
 * older than one already sent is dropped. Orders still awaiting their card payment are not board
 * material: their `placed` change comes once paid. A failed read ends the stream: the client
 * reconnects and starts from a snapshot.
 */
export function streamBoard(request: FastifyRequest, reply: FastifyReply, changes: OrderChanges, source: BoardSource): void {
  const stream = openEventStream(request, reply, () => stopWatching());
  let eventVersion = 0;
  /** The version of each order as this board last got it. */
  const sent = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  /** Writes in the order heard, whatever order the reads finish in. */
  function then<T>(read: Promise<T>, write: (value: T) => void): void {
    // Handled below, in turn; until then a rejection must not count as unhandled (which ends the process).
    read.catch(() => {});
    writing = writing
      .then(async () => write(await read))
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'a board stream could not read its orders');
        stream.end();
      });
  }

  const sendSnapshot = () =>
    then(source.snapshot(), ({ date, orders }) => {
      sent.clear();
      for (const order of orders) sent.set(order.id, order.version);
      stream.send('snapshot', ++eventVersion, { version: eventVersion, date, orders } satisfies BoardSnapshotEvent);
    });

  const stopWatching = changes.watchOutlet(source.restaurantId, {
    change(change) {
      if (change.status === 'pending_payment' || stream.closed) return;
      then(source.card(change), (order) => {
        if (order.version <= (sent.get(order.id) ?? 0)) return;
        sent.set(order.id, order.version);
        stream.send('change', ++eventVersion, { version: eventVersion, order } satisfies BoardChangeEvent);
      });
    },
    resync: sendSnapshot,
    end: () => stream.end(),
  });
  sendSnapshot();
}
