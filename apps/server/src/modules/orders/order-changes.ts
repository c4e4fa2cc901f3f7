import { ORDER_STATUSES, type OrderStatus } from '@crust/contract/order-status';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';

/** The channel migration 0011's trigger notifies on every order status change, from any instance. */
export const ORDER_CHANNEL = 'order_changed';

export interface OrderChange {
  orderId: string;
  restaurantId: number;
  version: number;
  status: OrderStatus;
}

/** Payloads are 'order_id restaurant_id version status'; anything else is ignored. */
export function parseOrderChange(payload: string): OrderChange | null {
  const [orderId, restaurantId, version, status] = payload.split(' ');
  if (!orderId || !ORDER_STATUSES.includes(status as OrderStatus) || !/^\d+$/.test(restaurantId ?? '') || !/^\d+$/.test(version ?? '')) return null;
  return { orderId, restaurantId: Number(restaurantId), version: Number(version), status: status as OrderStatus };
}

export interface OrderWatcher {
  change(change: OrderChange): void;
  /** The instance may have missed changes (its listening connection came back): read the order afresh. */
  resync(): void;
  /** The instance is shutting down: end the stream, so its client reconnects to another instance. */
  end(): void;
}

/** What an instance had heard of an outlet's orders at one moment (OrderChanges.mark). */
export interface HeardMark {
  /** Times listening (re)started: changes may have gone unheard between two. */
  listenings: number;
  /** Changes of the outlet heard so far. */
  heard: number;
}

/**
 * How many of an outlet's latest changes an instance keeps, for a board joining a snapshot read
 * that began before it: at a busy outlet's 20 changes a second, the last 12 seconds, far longer
 * than a snapshot takes to read.
 */
export const RECENT_CHANGES_KEPT = 256;

/** Watchers by what they watch (an order's id, an outlet's id), each set dropped with its last watcher. */
function watcherSets<K>() {
  const sets = new Map<K, Set<OrderWatcher>>();
  return {
    of: (key: K) => sets.get(key) ?? [],
    all: () => [...sets.values()].flatMap((set) => [...set]),
    add(key: K, watcher: OrderWatcher): () => void {
      let set = sets.get(key);
      if (!set) sets.set(key, (set = new Set()));
      set.add(watcher);
      return () => {
        set.delete(watcher);
        if (set.size === 0) sets.delete(key);
      };
    },
  };
}

/**
 * One LISTEN per instance for every open order stream: changes fan out in memory to the watchers of
 * that order (a thousand open confirmation pages cost a thousand map entries, not connections) and
 * to those of its outlet (the console's boards, issue 10).
 */
export async function createOrderChanges(listen: DatabaseHandle['listen'], log: FastifyBaseLogger) {
  const byOrder = watcherSets<string>();
  const byOutlet = watcherSets<number>();
  const everyone = () => [...byOrder.all(), ...byOutlet.all()];
  // What this instance has heard of each outlet: how many changes, and the latest of them.
  let listenings = 0;
  const heardOfOutlet = new Map<number, { heard: number; recent: OrderChange[] }>();
  const stop = await listen(
    ORDER_CHANNEL,
    (payload) => {
      const change = parseOrderChange(payload);
      if (!change) return;
      let outlet = heardOfOutlet.get(change.restaurantId);
      if (!outlet) heardOfOutlet.set(change.restaurantId, (outlet = { heard: 0, recent: [] }));
      outlet.heard++;
      outlet.recent.push(change);
      if (outlet.recent.length > RECENT_CHANGES_KEPT) outlet.recent.shift();
      for (const watcher of byOrder.of(change.orderId)) watcher.change(change);
      for (const watcher of byOutlet.of(change.restaurantId)) watcher.change(change);
    },
    (listening) => {
      if (!listening) return log.warn('lost the order notifications: open order streams resynchronise when they are back');
      listenings++;
      for (const watcher of everyone()) watcher.resync();
    },
  );
  return {
    watch: (orderId: string, watcher: OrderWatcher): (() => void) => byOrder.add(orderId, watcher),
    mark: (restaurantId: number): HeardMark => ({ listenings, heard: heardOfOutlet.get(restaurantId)?.heard ?? 0 }),
    /**
     * The outlet's changes heard since `mark`, oldest first (none: nothing new), so a read of its
     * orders started at `mark` plus these misses nothing a watcher added now would not hear itself.
     * Null when they cannot all be told: listening restarted since, or more came than are kept.
     */
    heardSince(restaurantId: number, mark: HeardMark): OrderChange[] | null {
      if (mark.listenings !== listenings) return null;
      const outlet = heardOfOutlet.get(restaurantId);
      const count = (outlet?.heard ?? 0) - mark.heard;
      if (count === 0) return [];
      if (!outlet || count > outlet.recent.length) return null;
      return outlet.recent.slice(outlet.recent.length - count);
    },
    /** Every change of every order of the outlet. */
    watchOutlet: (restaurantId: number, watcher: OrderWatcher): (() => void) => byOutlet.add(restaurantId, watcher),
    /** Ends every open stream; a server closing waits for its open connections, and a stream would never end by itself. */
    endAll(): void {
      for (const watcher of everyone()) watcher.end();
    },
    close: stop,
  };
}
export type OrderChanges = Awaited<ReturnType<typeof createOrderChanges>>;
