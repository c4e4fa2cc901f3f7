import type { BoardChangeEvent, BoardOrder, BoardSnapshotEvent } from '@crust/contract/console-orders';
import type { FastifyBaseLogger } from 'fastify';
import type { OpenStream } from '../../lib/event-stream.ts';
import { recentReads } from '../../lib/recent-reads.ts';
import type { OrderChange, OrderChanges } from '../orders/order-changes.ts';

export interface BoardSource {
  restaurantId: number;
  /**
   * The board as GET …/orders answers it with no filter, and the changes heard before this board
   * watched that the read may not hold (it began earlier, for another board).
   */
  snapshot(): { read: Promise<{ date: string; orders: BoardOrder[] }>; missed: OrderChange[] };
  /** The changed order's card as stored now. */
  card(change: OrderChange): Promise<BoardOrder>;
  /**
   * Whether the staff member watching may still see the board (signed in, not disabled, still at
   * the outlet): as checked up to ACCESS_RECHECK_MS ago (see sharedAccessChecks), or now if `fresh`.
   */
  stillAllowed(fresh: boolean): Promise<boolean>;
}

/**
 * GET /api/console/outlets/{id}/orders/stream: Server-Sent Events feeding one board. A `snapshot`
 * first (watching starts before it is read, so nothing falls between), then a `change` with the card
 * of every order of the outlet that changes on any instance, and a fresh `snapshot` whenever the
 * instance may have missed notifications. Events go out in the order they were heard, and a card
 * older than one already sent is dropped. Orders still awaiting their card payment are not board
 * material: their `placed` change comes once paid. A failed read ends the stream: the client
 * reconnects and starts from a snapshot. Access is rechecked for the events after each
 * ACCESS_RECHECK_MS and at every heartbeat (so a quiet board too): a watcher signed out, disabled or
 * taken off the outlet gets nothing more, their stream ends, and their reconnect is refused.
 */
/** How long one check that the watcher may still see the board serves its events (at most this much more for someone who lost access). */
export const ACCESS_RECHECK_MS = 1000;

/**
 * JSON of what every board of the outlet sends alike (a snapshot's orders, a changed order's card:
 * one object, read once for all), made once: a busy outlet's snapshot is megabytes, and the 50
 * boards of a restart would otherwise each serialise the same list.
 */
const serialised = new WeakMap<object, string>();
function sharedJson(value: object): string {
  let json = serialised.get(value);
  if (json === undefined) serialised.set(value, (json = JSON.stringify(value)));
  return json;
}
const snapshotJson = ({ version, date, orders }: BoardSnapshotEvent) => `{"version":${version},"date":${JSON.stringify(date)},"orders":${sharedJson(orders)}}`;
const changeJson = ({ version, order }: BoardChangeEvent) => `{"version":${version},"order":${sharedJson(order)}}`;

/**
 * Access checks shared by the boards of one watcher (a session at an outlet): a check serves every
 * such board's events for ACCESS_RECHECK_MS (a busy board gets 20 changes a second, and a kitchen
 * may watch on several screens), so they cost one lookup a second between them. `fresh` checks anew.
 */
export function sharedAccessChecks() {
  const checks = recentReads<{ read: Promise<boolean> }>(ACCESS_RECHECK_MS);
  return (key: string, lookup: () => Promise<boolean>) =>
    (fresh: boolean): Promise<boolean> =>
      ((!fresh && checks.get(key)) || checks.set(key, { read: lookup() })).read;
}

export function streamBoard(open: OpenStream, log: FastifyBaseLogger, changes: OrderChanges, source: BoardSource): void {
  const stream = open(
    () => stopWatching(),
    () => recheck(),
  );
  let eventVersion = 0;
  /** The version of each order as this board last got it. */
  const sent = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  /** Writes in the order heard, whatever order the reads finish in, if the watcher still may see it; else ends the stream. */
  function then<T>(read: Promise<T>, write: (value: T) => void, freshAccess = false): void {
    const allowed = source.stillAllowed(freshAccess);
    // Handled below, in turn; until then a rejection must not count as unhandled (which ends the process).
    read.catch(() => {});
    allowed.catch(() => {});
    writing = writing
      .then(async () => {
        const [value, stillAllowed] = await Promise.all([read, allowed]);
        if (stillAllowed) write(value);
        else stream.end();
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'a board stream could not read its orders');
        stream.end();
      });
  }

  /** A heartbeat carries no event: a quiet board's watcher is rechecked all the same. */
  const recheck = () => then(Promise.resolve(), () => {}, true);

  function hear(change: OrderChange): void {
    if (change.status === 'pending_payment' || stream.closed) return;
    then(source.card(change), (order) => {
      if (order.version <= (sent.get(order.id) ?? 0)) return;
      sent.set(order.id, order.version);
      eventVersion++;
      stream.sendJson('change', eventVersion, changeJson({ version: eventVersion, order }));
    });
  }

  function sendSnapshot(): void {
    const { read, missed } = source.snapshot();
    then(read, ({ date, orders }) => {
      sent.clear();
      for (const order of orders) sent.set(order.id, order.version);
      eventVersion++;
      stream.sendJson('snapshot', eventVersion, snapshotJson({ version: eventVersion, date, orders }));
    });
    for (const change of missed) hear(change);
  }

  const stopWatching = changes.watchOutlet(source.restaurantId, {
    change: hear,
    resync: sendSnapshot,
    end: () => stream.end(),
  });
  sendSnapshot();
}
