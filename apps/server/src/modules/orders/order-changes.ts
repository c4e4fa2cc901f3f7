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
  // What this instance has heard of each outlet: bumped at each change heard, and for every outlet
  // when listening comes back (changes may have gone unheard meanwhile).
  let listenings = 0;
  const heardByOutlet = new Map<number, number>();
  const stop = await listen(
    ORDER_CHANNEL,
    (payload) => {
      const change = parseOrderChange(payload);
      if (!change) return;
      heardByOutlet.set(change.restaurantId, (heardByOutlet.get(change.restaurantId) ?? 0) + 1);
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
    /**
     * Names what this instance has heard of the outlet's orders so far: equal for two calls when no
     * change of the outlet was heard between them, so a read started at the first call misses
     * nothing a watcher added at the second would not hear itself.
     */
    heardOf: (restaurantId: number): string => `${listenings} ${heardByOutlet.get(restaurantId) ?? 0}`,
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
